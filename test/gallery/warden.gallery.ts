/** Gallery pages of the Warden ruleset: both actor sheets, an item sheet and the chat cards, with fixture data. */
import { renderChatCard } from "../../module/core/chat/post-card.js";
import { WARDEN_CARD } from "../../module/rulesets/warden/chat/cards.js";
import { wardenCastWhy } from "../../module/rulesets/warden/chat/cast-why.js";
import { wardenCastSpell } from "../../module/rulesets/warden/rules/magic.js";
import { WardenCharacterSheet } from "../../module/rulesets/warden/sheets/character-sheet.js";
import { WardenCreatureSheet } from "../../module/rulesets/warden/sheets/creature-sheet.js";
import { WardenItemSheet } from "../../module/rulesets/warden/sheets/item-sheet.js";
import { installWarden } from "../rulesets/warden/skin-setup.js";
import { renderSheet, sheetClasses, type GalleryPage, sheetSize, withEffects } from "./page.js";
import { AdvantageRollDialog, PoolRollDialog } from "../../module/dice/index.js";
import { wardenCheckExtension } from "../../module/rulesets/warden/rolls/check-extension.js";
import { wardenCastExtension } from "../../module/rulesets/warden/rolls/cast-extension.js";

/** A dialog as the gallery renders it: its parts' HTML. */
type Rendered = { render(o?: Record<string, unknown>): Promise<unknown>; parts?: Record<string, string> };

async function barry(): Promise<Actor.Implementation> {
  installWarden();
  const items = [
    { name: "Battleaxe", type: "wardenWeapon", system: { die: 10, bulky: true, slots: 2, sharp: true, equipped: true } },
    { name: "Shield (Heater)", type: "wardenArmor", system: { armor: 1, shield: true, objectDie: 6, equipped: true } },
    { name: "Gambeson", type: "wardenArmor", system: { armor: 1, equipped: true } },
    { name: "Grimoire", type: "wardenGrimoire", system: { bulky: true, slots: 2, cost: 300 } },
    { name: "Bandages", type: "wardenGear", system: { uses: { value: 2, max: 3 } } },
    { name: "<script>alert('rope')</script>", type: "wardenGear", system: { slots: 1 } },
    { name: "Mana Dust", type: "wardenManaDust", system: { quantity: 2, petty: true, slots: 0 } },
    { name: "Mirror Image", type: "wardenSpell", system: { duration: "30 minutes", description: "<p>[dice] illusory duplicates.</p>" } },
    { name: "Scroll: Mirror Image", type: "wardenScroll", system: {} },
    { name: "Fatigue", type: "wardenFatigue", system: { source: "spell" } },
  ];
  return (await Actor.create({
    name: "Barry <b>the Bold</b>",
    type: "wardenCharacter",
    system: {
      str: { value: 9, max: 11 },
      dex: { value: 13, max: 13 },
      wil: { value: 15, max: 15 },
      hp: { value: 4, max: 6 },
      marks: ["freeMagicDie", "purpleSkin"],
      pending: [{ kind: "scar", id: "brokenLimb", timing: "whenMended", changes: { maxHp: 9 } }],
      biography: "<p>A hedge wizard.</p>",
    },
    items,
  } as never)) as unknown as Actor.Implementation;
}

const classes = (Sheet: unknown) => ["anthology", "sheet", ...sheetClasses(Sheet)];

export const pages: GalleryPage[] = [
  {
    name: "warden-character",
    title: "Warden: character (Barry)",
    classes: classes(WardenCharacterSheet),
    width: 760,
    render: async () => renderSheet(WardenCharacterSheet, await barry()),
  },
  ...["inventory", "magic", "notes"].map((tab) => ({
    name: `warden-character-${tab}`,
    title: `Warden: character, ${tab} tab (Barry)`,
    classes: classes(WardenCharacterSheet),
    width: 760,
    render: async () => renderSheet(WardenCharacterSheet, await barry(), tab),
  })),
  {
    name: "warden-character-effects",
    title: "Warden: character, effects tab (Barry, three effects that end with the combat, the scene, the rest)",
    classes: classes(WardenCharacterSheet),
    width: 760,
    render: async () => renderSheet(WardenCharacterSheet, await withEffects(await barry()), "effects"),
  },
  {
    name: "warden-creature",
    title: "Warden: creature (Bo'Mack's band)",
    classes: classes(WardenCreatureSheet),
    width: 640,
    render: async () => {
      installWarden();
      const actor = await Actor.create({
        name: "Bo'Mack's band",
        type: "wardenCreature",
        system: { detachment: true, armorValue: 1, hp: { value: 9, max: 9 }, morale: { useLeader: true, leaderWil: 14, checked: ["firstCasualty"] } },
        items: [{ name: "Spears", type: "wardenWeapon", system: { die: 8 } }],
      } as never);
      return renderSheet(WardenCreatureSheet, actor);
    },
  },
  {
    name: "warden-item-weapon",
    title: "Warden: weapon sheet",
    classes: classes(WardenItemSheet),
    ...sheetSize(WardenItemSheet),
    render: async () => {
      const actor = await barry();
      return renderSheet(WardenItemSheet, actor.items.getName("Battleaxe"));
    },
  },
  // The item sheet on every other type it is registered for (issue 15: every sheet has a page), each with Barry's item.
  ...[
    { page: "armor", item: "Shield (Heater)", what: "armor sheet (a shield with its object die)" },
    { page: "gear", item: "Bandages", what: "gear sheet (bandages with uses)" },
    { page: "spell", item: "Mirror Image", what: "spell sheet" },
    { page: "scroll", item: "Scroll: Mirror Image", what: "scroll sheet" },
    { page: "grimoire", item: "Grimoire", what: "grimoire sheet" },
    { page: "mana-dust", item: "Mana Dust", what: "mana dust sheet" },
    { page: "fatigue", item: "Fatigue", what: "fatigue sheet" },
  ].map(({ page, item, what }) => ({
    name: `warden-item-${page}`,
    title: `Warden: ${what}`,
    classes: classes(WardenItemSheet),
    ...sheetSize(WardenItemSheet),
    render: async () => renderSheet(WardenItemSheet, (await barry()).items.getName(item)),
  })),
  {
    // Issues 14 and 15: an action or save asks in the dice room's dialog, its fields under "IR vs DC 20" and the chance.
    name: "warden-check-dialog",
    title: "Warden action or save: the dice room's dialog with the check's fields (STR 12, a sharp dagger, DC 20)",
    classes: ["anthology", "dice-dialog", "advantage-dialog"],
    width: 460,
    render: async () => {
      installWarden();
      const extension = wardenCheckExtension({
        scores: { str: { value: 12 }, dex: { value: 9 }, wil: { value: 14 } },
        mayEditDc: true,
        opposedLabel: () => "TR",
        options: {
          attribute: "str",
          role: "initiator",
          opposed: null,
          advantage: 0,
          dice: [
            { itemId: "a", label: "Dagger <b>x</b>", faces: 4, advantage: 1, used: true, weapon: true },
            { itemId: "b", label: "Shield", faces: 6, advantage: 0, used: false, weapon: false },
          ],
          dc: 20,
          hidden: false,
        },
      });
      const d = new AdvantageRollDialog({
        label: "Strength + Dagger",
        settings: extension.apply(extension.options),
        rollMode: "publicroll",
        extension,
      }) as unknown as Rendered;
      await d.render({ force: true });
      return `<form class="anthology dice-dialog">${Object.values(d.parts ?? {}).join("\n")}</form>`;
    },
  },
  {
    name: "warden-cast-dialog",
    title: "Warden cast: Magic Dice with the exact risk of a Mishap and the chance the spell works",
    classes: ["anthology", "dice-dialog", "pool-dialog"],
    width: 460,
    render: async () => {
      installWarden();
      // The cast's fields are an extension of the dice room's pool (Magic Dice) dialog.
      const extension = wardenCastExtension(
        { freeSlots: 2, manaDust: 3, hasFreeDie: true, fatigueFrom: 4, vessel: false },
        { slotDice: 1, dustDice: 2, freeDice: 0 },
      );
      const d = new PoolRollDialog({
        label: "Cast Mirror Image",
        settings: extension.apply(extension.options),
        rollMode: "publicroll",
        extension,
      }) as unknown as Rendered;
      await d.render({ force: true });
      return `<form class="anthology dice-dialog">${Object.values(d.parts ?? {}).join("\n")}</form>`;
    },
  },
  {
    name: "warden-chat-cast",
    title: "Warden: casting card with a mishap",
    classes: ["anthology"],
    render: async () => {
      installWarden();
      return renderChatCard(WARDEN_CARD.cast, {
        actorName: "Barry",
        spellName: "Mirror Image",
        dice: 3,
        slotFaces: [5],
        dustFaces: [2, 2],
        freeFaces: [],
        sum: 9,
        fatigue: 1,
        mishap: { sum: 9, id: "purpleSkin", hours: null, rolls: [], changes: [], later: null },
        why: wardenCastWhy({
          slotFaces: [5],
          dustFaces: [2, 2],
          freeFaces: [],
          cast: wardenCastSpell({ slotFaces: [5], dustFaces: [2, 2] }),
          fatigueFrom: 4,
          vessel: false,
        }),
      });
    },
  },
  {
    name: "warden-chat-damage",
    title: "Warden: damage card with a critical damage save",
    classes: ["anthology"],
    render: async () => {
      installWarden();
      return renderChatCard(WARDEN_CARD.damage, {
        actorName: "Ael'Onor <i>x</i>",
        actorUuid: "Actor.x",
        damage: 7,
        armor: 0,
        hpLost: 3,
        strLost: 4,
        hp: 0,
        str: 8,
        criticalSave: true,
        criticalDc: 15,
        scar: 3,
        numbers: true,
        buttons: true,
        state: "critical",
      });
    },
  },
  {
    name: "warden-chat-attack",
    title: "Warden: an attack settled against the target's TR (IR 28 vs 21)",
    classes: ["anthology"],
    render: async () => {
      installWarden();
      return renderChatCard(WARDEN_CARD.attack, {
        actorName: "Ael'Onor",
        damage: 6,
        weapons: 1,
        weaponDice: [{ label: "Longsword <i>x</i>", faces: 8, face: 6 }],
        natural: null,
        ir: 28,
        hit: true,
        verdict: "hit",
        opposed: { label: "Bo'Mack <b>x</b>", total: 21 },
      });
    },
  },
  {
    name: "warden-chat-attack-pending",
    title: "Warden: a targeted attack waiting for the target's save (IR 28, no verdict yet)",
    classes: ["anthology"],
    render: async () => {
      installWarden();
      return renderChatCard(WARDEN_CARD.attack, {
        actorName: "Ael'Onor",
        damage: 6,
        weapons: 1,
        weaponDice: [{ label: "Axe", faces: 10, face: 6 }],
        natural: null,
        ir: 28,
        hit: false,
        verdict: "pending",
        opposed: null,
        targetName: "Bo'Mack <b>x</b>",
      });
    },
  },
  {
    name: "warden-chat-attack-result",
    title: "Warden: the target's save settles the contest (saved privately: no TR shown)",
    classes: ["anthology"],
    render: async () => {
      installWarden();
      return renderChatCard(WARDEN_CARD.attack, {
        actorName: "Bo'Mack",
        attackerName: "Ael'Onor",
        contestResult: true,
        damage: 6,
        weapons: 1,
        weaponDice: [],
        natural: null,
        ir: 28,
        hit: true,
        verdict: "hit",
        opposed: null,
      });
    },
  },
  {
    name: "warden-chat-save-request",
    title: "Warden: a requested DEX save with a secret DC (what players see)",
    classes: ["anthology"],
    render: async () => {
      installWarden();
      return renderChatCard("systems/anthology/templates/warden/chat/save-request.hbs", { attributeLabel: "Dexterity", secret: true, dc: null });
    },
  },
];
