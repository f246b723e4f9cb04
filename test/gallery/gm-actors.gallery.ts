/** Gallery pages of the Gods & Monsters actors: every tab of Toromeen's sheet, the Yeti's sheet, the roll dialogs and the chat cards. */
import { renderChatCard } from "../../module/core/chat/post-card.js";
import { gmChatTemplate } from "../../module/rulesets/gods-monsters/chat/cards.js";
import { gmDamageCardContext } from "../../module/rulesets/gods-monsters/rolls/damage.js";
import { gmApplyDamage } from "../../module/rules.js";
import { GmCharacterSheet } from "../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { GmCreatureSheet } from "../../module/rulesets/gods-monsters/sheets/creature-sheet.js";
import { gmParseCheckOptions } from "../../module/rulesets/gods-monsters/dialogs/check-options.js";
import { gmCheckExtension } from "../../module/rulesets/gods-monsters/rolls/check-extension.js";
import { RollUnderDialog } from "../../module/dice/index.js";
import { gmAttackExtension } from "../../module/rulesets/gods-monsters/rolls/attack-extension.js";
import { gmParseAttackOptions } from "../../module/rulesets/gods-monsters/dialogs/attack-options.js";
import { gmAttackerOf, gmAttackWeaponOf } from "../../module/rulesets/gods-monsters/data/attacker.js";
import { equippedToromeen } from "../rulesets/gods-monsters/actors/fixtures.js";
import { setupGm, yeti } from "../rulesets/gods-monsters/actors/setup.js";
import { sheetClasses, sheetSize, type GalleryPage } from "./page.js";
import { harness } from "../harness/foundry.js";
import type { ApplicationV2 } from "../harness/applications.js";

interface Tabbed {
  tabGroups: Record<string, string>;
  render(o?: object): Promise<unknown>;
  parts?: Record<string, string>;
}

async function characterTab(tab: string): Promise<string> {
  const actor = await equippedToromeen("Toromeen <script>alert(1)</script>");
  // The inventory as a player packs it (CONTRIBUTING "Gallery pages"): the arrows in the backpack, the spear's summary open.
  const backpack = actor.items.find((i) => i.name === "Backpack")!;
  const spear = actor.items.find((i) => i.name === "Spear")!;
  await actor.items.find((i) => i.name === "Arrows")!.update({ "system.containerId": backpack.id } as never);
  await spear.update({ "system.description": "<p>A long shaft with a <strong>leaf-shaped</strong> head; it can be thrown.</p>" } as never);
  const sheet = new GmCharacterSheet({ document: actor }) as unknown as Tabbed & ApplicationV2;
  sheet.tabGroups.primary = tab;
  await sheet.render({ force: true });
  if (tab === "inventory") {
    await harness.click(sheet, `.gm-inventory [data-item-id="${spear.id}"] [data-action="toggleSummary"]`);
    await sheet.render();
  }
  return Object.entries(sheet.parts ?? {})
    .map(([id, html]) => `<div data-part="${id}">${html}</div>`)
    .join("\n");
}

const SHEET = ["anthology", "sheet", "actor", ...sheetClasses(GmCharacterSheet)];
const CARD = ["anthology", "gods-monsters"];
const TABS = ["abilities", "combat", "fields", "inventory", "magic", "ailments", "biography"];

export const pages: GalleryPage[] = [
  ...TABS.map((tab) => ({
    name: `gm-character-${tab}`,
    title: `Gods & Monsters character: ${tab} (Toromeen, 2nd-level dwarf warrior)`,
    classes: SHEET,
    width: 760,
    render: () => characterTab(tab),
  })),
  {
    name: "gm-creature",
    title: "Gods & Monsters creature (the Yeti, reactions estimated at 10 + half level)",
    classes: ["anthology", "sheet", "actor", ...sheetClasses(GmCreatureSheet)],
    ...sheetSize(GmCreatureSheet),
    render: async () => {
      setupGm();
      const y = await yeti({ survival: { value: 12, max: 20 }, injuries: 1 });
      const sheet = new GmCreatureSheet({ document: y }) as unknown as Tabbed;
      await sheet.render({ force: true });
      return Object.values(sheet.parts ?? {}).join("\n");
    },
  },
  {
    // Issue 14: the check's options are fields of the dice room's dialog, under "Roll 14 or less" and the chance.
    name: "gm-check-dialog",
    title: "Gods & Monsters ability check: the dice room's dialog with the check's fields (base 15, 1 injury)",
    classes: ["anthology", "dice-dialog", "roll-under-dialog"],
    width: 460,
    render: async () => {
      const extension = gmCheckExtension({
        base: 15,
        injuries: 1,
        fields: [{ id: "a", name: "Engineering Science <b>x</b>", bonus: 1, skills: [], fightingArt: false, restrictedTo: "" }],
        options: gmParseCheckOptions({}, { archetypal: true }),
        card: () => ({}),
      });
      const d = new RollUnderDialog({
        label: "Strength",
        settings: extension.apply(extension.options),
        rollMode: "publicroll",
        extension,
      }) as unknown as Tabbed;
      await d.render({ force: true });
      return `<form class="anthology dice-dialog">${Object.values(d.parts ?? {}).join("\n")}</form>`;
    },
  },
  {
    name: "gm-dialogs",
    title: "Gods & Monsters attack in the dice room's dialog: the hit number against the Yeti, the most used maneuvers, the others folded",
    classes: ["anthology", "dice-dialog", "roll-under-dialog"],
    width: 460,
    render: async () => {
      setupGm();
      const actor = await equippedToromeen("Toromeen");
      const axe = actor.items.contents.find((i) => (i.type as string) === "gmWeapon")!;
      const extension = gmAttackExtension({
        attacker: gmAttackerOf(actor)!,
        weapon: gmAttackWeaponOf(axe),
        naturalDamage: "d3",
        target: { name: "Yeti <b>x</b>", defense: 3 },
        targetWarrior: false,
        thrown: false,
        options: { ...gmParseAttackOptions({ calledShot: "on" }), throwIt: false },
        card: () => ({}),
      });
      const d = new RollUnderDialog({
        label: "Battleaxe against Yeti",
        settings: extension.apply(extension.options),
        rollMode: "publicroll",
        extension,
      }) as unknown as Tabbed;
      await d.render({ force: true });
      return `<form class="anthology dice-dialog">${Object.values(d.parts ?? {}).join("\n")}</form>`;
    },
  },
  {
    name: "gm-chat-cards",
    title: "Gods & Monsters chat cards: mojo bid and result, damage, damage applied, death, advancement",
    classes: CARD,
    width: 320,
    render: async () => {
      const applied = gmApplyDamage({ survival: 4, verve: 0, injuries: 0, pool: 0 }, { amount: 6, archetypal: true });
      const cards = [
        await renderChatCard(gmChatTemplate("mojo-bid"), { name: "Toromeen <b>", needed: 5, mojo: 15, affordable: true, actorUuid: "Actor.x" }),
        await renderChatCard(gmChatTemplate("mojo-result"), {
          name: "Toromeen",
          spent: 6,
          experience: 300,
          mojo: 9,
          field: "Language Science",
          increase: "fieldBonus",
          levelUp: true,
        }),
        // The context the damage flow builds (gmDamageCardContext): band, lines and "Why this result".
        await renderChatCard(
          gmChatTemplate("damage"),
          gmDamageCardContext({
            name: "Battleaxe",
            damage: "d8",
            bonus: 4,
            faces: [8],
            formula: "1d8 + 4",
            total: 12,
            dice: 1,
            blow: "knockout",
            target: "Yeti",
          }),
        ),
        await renderChatCard(gmChatTemplate("damage-applied"), {
          name: "Toromeen",
          actorUuid: "Actor.x",
          result: applied,
          character: true,
          offerDeath: true,
          numbers: true,
          buttons: true,
          state: "dying",
        }),
        await renderChatCard(gmChatTemplate("death"), {
          name: "Toromeen",
          outcome: "dying",
          minutes: 13,
          unconscious: false,
          injuriesTarget: 2,
          enduranceTarget: 13,
        }),
        await renderChatCard(gmChatTemplate("advancement"), { name: "Toromeen", toLevel: 3, survival: 8, verve: 0, mojo: 13, specialties: 1, dice: [6] }),
        // A thief with prophet 4 through a specialty, from 5th to 6th: verve as a prophet (the higher archetype level),
        // one thief improvement to choose; and a sorceror reaching 3rd: three memorization slots.
        await renderChatCard(gmChatTemplate("advancement"), {
          name: "Sam",
          toLevel: 6,
          survival: 0,
          verve: 7,
          mojo: 16,
          specialties: 0,
          spellSlots: 0,
          callingPoints: 0,
          thiefGains: 1,
          verveArchetype: "Prophet",
          dice: [5],
        }),
        await renderChatCard(gmChatTemplate("advancement"), {
          name: "Iris",
          toLevel: 3,
          survival: 6,
          verve: 0,
          mojo: 13,
          specialties: 1,
          spellSlots: 3,
          callingPoints: 0,
          thiefGains: 0,
          verveArchetype: "",
          dice: [4],
        }),
      ];
      return cards.join("\n");
    },
  },
];
