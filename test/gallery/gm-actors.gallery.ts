/** Gallery pages of the Gods & Monsters actors: every tab of Toromeen's sheet, the Yeti's sheet, the roll dialogs and the chat cards. */
import { renderChatCard } from "../../module/core/chat/post-card.js";
import { gmChatTemplate } from "../../module/rulesets/gods-monsters/chat/cards.js";
import { gmApplyDamage } from "../../module/rules.js";
import { GmCharacterSheet } from "../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { GmCreatureSheet } from "../../module/rulesets/gods-monsters/sheets/creature-sheet.js";
import { gmParseCheckOptions } from "../../module/rulesets/gods-monsters/rolls/check-options.js";
import { gmCheckExtension } from "../../module/rulesets/gods-monsters/rolls/check-extension.js";
import { RollUnderDialog } from "../../module/dice/index.js";
import { equippedToromeen } from "../rulesets/gods-monsters/actors/fixtures.js";
import { setupGm, yeti } from "../rulesets/gods-monsters/actors/setup.js";
import { sheetClasses, type GalleryPage } from "./page.js";

interface Tabbed { tabGroups: Record<string, string>; render(o?: object): Promise<unknown>; parts?: Record<string, string> }

async function characterTab(tab: string): Promise<string> {
  const actor = await equippedToromeen("Toromeen <script>alert(1)</script>");
  const sheet = new GmCharacterSheet({ document: actor }) as unknown as Tabbed;
  sheet.tabGroups.primary = tab;
  await sheet.render({ force: true });
  return Object.entries(sheet.parts ?? {}).map(([id, html]) => `<div data-part="${id}">${html}</div>`).join("\n");
}

const SHEET = ["anthology", "sheet", "actor", ...sheetClasses(GmCharacterSheet)];
const CARD = ["anthology", "gods-monsters"];
const TABS = ["abilities", "combat", "fields", "inventory", "magic", "ailments", "biography"];

async function dialog(template: string, context: Record<string, unknown>): Promise<string> {
  return `<form class="anthology gods-monsters">${await foundry.applications.handlebars.renderTemplate(`systems/anthology/templates/gods-monsters/dialogs/${template}.hbs`, context)}</form>`;
}

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
    width: 560,
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
      const d = new RollUnderDialog({ label: "Strength", settings: extension.apply(extension.options), rollMode: "publicroll", extension: extension as never }) as unknown as Tabbed;
      await d.render({ force: true });
      return `<form class="anthology dice-dialog">${Object.values(d.parts ?? {}).join("\n")}</form>`;
    },
  },
  {
    name: "gm-dialogs",
    title: "Gods & Monsters roll dialogs: attack maneuvers",
    classes: ["anthology", "gods-monsters"],
    width: 460,
    render: async () =>
      (await dialog("attack", {
        label: "Battleaxe",
        target: "Yeti",
        targetDefense: 3,
        canThrow: false,
        ranged: true,
        covers: { weak: "ANTHOLOGY.GM.Cover.weak", strong: "ANTHOLOGY.GM.Cover.strong", full: "ANTHOLOGY.GM.Cover.full" },
        states: { immobile: "ANTHOLOGY.GM.TargetState.immobile", unaware: "ANTHOLOGY.GM.TargetState.unaware", covered: "ANTHOLOGY.GM.TargetState.covered" },
        unseen: { close: "ANTHOLOGY.GM.Unseen.close", ranged: "ANTHOLOGY.GM.Unseen.ranged" },
        blows: { knockout: "ANTHOLOGY.GM.Blow.knockout", killing: "ANTHOLOGY.GM.Blow.killing" },
      })),
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
        await renderChatCard(gmChatTemplate("mojo-result"), { name: "Toromeen", spent: 6, experience: 300, mojo: 9, field: "Language Science", increase: "fieldBonus", levelUp: true }),
        await renderChatCard(gmChatTemplate("damage"), { label: "Battleaxe", formula: "1d8 + 4", total: 12, target: "Yeti", targetUuid: "Actor.y", blow: "knockout", hasTarget: true }),
        await renderChatCard(gmChatTemplate("damage-applied"), { name: "Toromeen", actorUuid: "Actor.x", result: applied, character: true, offerDeath: true }),
        await renderChatCard(gmChatTemplate("death"), { name: "Toromeen", outcome: "dying", minutes: 13, unconscious: false, injuriesTarget: 2, enduranceTarget: 13 }),
        await renderChatCard(gmChatTemplate("advancement"), { name: "Toromeen", toLevel: 3, survival: 8, verve: 0, mojo: 13, specialties: 1, dice: [6] }),
      ];
      return cards.join("\n");
    },
  },
];
