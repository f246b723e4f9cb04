/** Gallery pages of the Shadow ruleset: character and monster sheets, item sheets and the chat cards, with fixture data. */
import { renderChatCard } from "../../module/core/chat/post-card.js";
import { RollUnderDialog } from "../../module/dice/index.js";
import { shadowParseTestOptions } from "../../module/rulesets/shadow/rules/index.js";
import { shadowTestExtension } from "../../module/rulesets/shadow/rolls/test-extension.js";
import { SHADOW_SURPRISE_TEMPLATE } from "../../module/rulesets/shadow/rolls/surprise.js";
import { SHADOW_CHAT_TEMPLATES } from "../../module/rulesets/shadow/rolls/attack.js";
import { ShadowActorSheet } from "../../module/rulesets/shadow/sheets/actor-sheet.js";
import { ShadowItemSheet } from "../../module/rulesets/shadow/sheets/item-sheet.js";
import { ShadowMonsterSheet } from "../../module/rulesets/shadow/sheets/monster-sheet.js";
import { attrs, installShadow, makeActor } from "../rulesets/shadow/skin-helpers.js";
import { renderSheet, sheetClasses, type GalleryPage, sheetSize, withEffects } from "./page.js";

async function ylva(): Promise<Actor.Implementation> {
  installShadow();
  return makeActor(
    "shadowCharacter",
    "Ylva <b>Ironhand</b>",
    {
      attributes: attrs({ accurate: 15, cunning: 9, discreet: 10, persuasive: 7, quick: 13, resolute: 11, strong: 13, vigilant: 12 }),
      toughness: { value: 9 },
      corruption: { value: 2 },
      experience: { total: 80 },
      biography: "<p>A mercenary from the north.</p>",
    },
    [
      { name: "Long Sword", type: "shadowWeapon", system: { damage: "1d8", equipped: true } },
      { name: "Spear", type: "shadowWeapon", system: { damage: "1d8", qualities: { long: true } } },
      { name: "Dagger", type: "shadowWeapon", system: { damage: "1d6", qualities: { short: true }, equipped: true } },
      { name: "Crossbow", type: "shadowWeapon", system: { damage: "1d10", qualities: { ranged: true } } },
      { name: "Medium Armor", type: "shadowArmor", system: { protection: "1d6", impeding: 3, equipped: true } },
      { name: "Shield", type: "shadowShield", system: { kind: "shield", damage: "1d4", equipped: true } },
      { name: "Medicus", type: "shadowAbility", system: { level: "adept", use: "active" } },
      { name: "Iron Fist", type: "shadowAbility", system: { level: "novice", use: "passive" } },
      { name: "Herbal cure", type: "shadowEquipment", system: { quantity: 3 } },
      { name: "<script>alert('rope')</script>", type: "shadowEquipment", system: { quantity: 1 } },
    ],
  );
}

/** An ogre as a GM runs it: attacks (a natural one among them), a trait, hide and a shield, gear and notes. */
async function ogre(): Promise<Actor.Implementation> {
  installShadow();
  return makeActor(
    "shadowMonster",
    "Ogre <i>the Hungry</i>",
    {
      attributes: attrs({ accurate: 13, cunning: 7, quick: 9, resolute: 8, strong: 16, vigilant: 11 }),
      toughness: { value: 11 },
      corruption: { value: 3 },
      notes: "<p>Hits hard, thinks slowly. Flees below 5 Toughness.</p>",
    },
    [
      { name: "Club", type: "shadowWeapon", system: { damage: "1d10", qualities: { heavy: true }, equipped: true } },
      { name: "Fists", type: "shadowWeapon", system: { damage: "1d6", qualities: { natural: true }, equipped: true } },
      { name: "Thrown rock", type: "shadowWeapon", system: { damage: "1d8", qualities: { ranged: true } } },
      { name: "Hide", type: "shadowArmor", system: { protection: "1d4", impeding: 0, equipped: true } },
      { name: "Robust", type: "shadowAbility", system: { level: "adept", use: "passive", description: "<p>Hard to bring down.</p>" } },
      { name: "Iron Fist", type: "shadowAbility", system: { level: "novice", use: "active" } },
      { name: "Sack of bones", type: "shadowEquipment", system: { quantity: 1 } },
    ],
  );
}

const classes = (Sheet: unknown) => ["anthology", "sheet", ...sheetClasses(Sheet)];

function card(name: string, title: string, template: string, context: Record<string, unknown>): GalleryPage {
  return { name, title, classes: ["anthology"], width: 320, render: async () => renderChatCard(template, context) };
}

export const pages: GalleryPage[] = [
  {
    name: "shadow-character",
    title: "Shadow: character (Ylva)",
    classes: classes(ShadowActorSheet),
    width: 760,
    render: async () => renderSheet(ShadowActorSheet, await ylva()),
  },
  // Every other tab of the character sheet (issue 15: the gallery shows every tab).
  ...["abilities", "inventory", "biography"].map((tab) => ({
    name: `shadow-character-${tab}`,
    title: `Shadow: character, ${tab} tab (Ylva)`,
    classes: classes(ShadowActorSheet),
    width: 760,
    render: async () => renderSheet(ShadowActorSheet, await ylva(), tab),
  })),
  {
    name: "shadow-character-effects",
    title: "Shadow: character, effects tab (Ylva, three effects that end with the combat, the scene, the rest)",
    classes: classes(ShadowActorSheet),
    width: 760,
    render: async () => renderSheet(ShadowActorSheet, await withEffects(await ylva()), "effects"),
  },
  {
    name: "shadow-character-dying",
    title: "Shadow: a dying character",
    classes: classes(ShadowActorSheet),
    width: 760,
    render: async () => {
      installShadow();
      const actor = await makeActor("shadowCharacter", "Bo'Mack", { toughness: { value: 0 }, dying: { closer: 1 } });
      return renderSheet(ShadowActorSheet, actor);
    },
  },
  // The compact monster sheet at its default window size (issue 15): a monster with the rows a fight uses.
  {
    name: "shadow-monster",
    title: "Shadow: monster (Ogre), the compact sheet",
    classes: classes(ShadowMonsterSheet),
    ...sheetSize(ShadowMonsterSheet),
    render: async () => renderSheet(ShadowMonsterSheet, await ogre()),
  },
  {
    name: "shadow-monster-empty",
    title: "Shadow: a new monster, nothing on it yet",
    classes: classes(ShadowMonsterSheet),
    ...sheetSize(ShadowMonsterSheet),
    render: async () => {
      installShadow();
      return renderSheet(ShadowMonsterSheet, await makeActor("shadowMonster", "Nameless thing", {}));
    },
  },
  {
    name: "shadow-item-weapon",
    title: "Shadow: weapon sheet",
    classes: classes(ShadowItemSheet),
    ...sheetSize(ShadowItemSheet),
    render: async () => renderSheet(ShadowItemSheet, (await ylva()).items.getName("Spear")),
  },
  {
    name: "shadow-item-ability",
    title: "Shadow: ability sheet",
    classes: classes(ShadowItemSheet),
    ...sheetSize(ShadowItemSheet),
    render: async () => renderSheet(ShadowItemSheet, (await ylva()).items.getName("Medicus")),
  },
  // The item sheet on every other type it is registered for (issue 15: every sheet has a page), each with Ylva's item.
  ...[
    { page: "armor", item: "Medium Armor", what: "armor sheet" },
    { page: "shield", item: "Shield", what: "shield sheet" },
    { page: "equipment", item: "Herbal cure", what: "equipment sheet" },
  ].map(({ page, item, what }) => ({
    name: `shadow-item-${page}`,
    title: `Shadow: ${what}`,
    classes: classes(ShadowItemSheet),
    ...sheetSize(ShadowItemSheet),
    render: async () => renderSheet(ShadowItemSheet, (await ylva()).items.getName(item)),
  })),
  card("shadow-chat-defend", "Shadow: defense prompt", SHADOW_CHAT_TEMPLATES.defend, {
    attacker: "Ogre",
    defender: "Ylva",
    weapon: "Club",
    target: 8,
    twoChances: true,
    advantage: true,
  }),
  card("shadow-chat-damage", "Shadow: damage with Advantage", SHADOW_CHAT_TEMPLATES.damage, {
    weapon: "Long Sword",
    formula: "1d8",
    weaponTotal: 7,
    advantage: 3,
    defender: "<b>Ogre</b>",
    protection: "1d4",
  }),
  card("shadow-chat-applied", "Shadow: damage applied over the Pain Threshold", SHADOW_CHAT_TEMPLATES.applied, {
    defender: "Ogre",
    weapon: "Long Sword",
    dealt: 10,
    armor: "Hide",
    protection: 1,
    damage: 9,
    toughness: 7,
    max: 16,
    state: "standing",
    stateLabel: "Standing",
    painExceeded: true,
    chooser: "Ylva",
    attacker: "Ylva",
    numbers: true,
    buttons: true,
  }),
  card("shadow-chat-death", "Shadow: death test", SHADOW_CHAT_TEMPLATES.death, {
    name: "Bo'Mack",
    face: 14,
    outcome: "closer",
    outcomeLabel: "A step closer to death",
    closer: 2,
    toughness: 0,
  }),
  card("shadow-chat-healing", "Shadow: first aid", SHADOW_CHAT_TEMPLATES.healing, {
    name: "Bo'Mack",
    healed: 3,
    toughness: 3,
    max: 10,
    firstAid: true,
  }),
  card("shadow-chat-surprise", "Shadow: surprise (group against group)", SHADOW_SURPRISE_TEMPLATE, {
    attackers: "Bandit, <script>alert('x')</script>",
    defenders: "Guard 1, Guard 2",
    discreet: 9,
    vigilant: 13,
    target: 6,
    face: 4,
    rolledBy: "attackers",
    surprised: true,
  }),
  {
    name: "shadow-dialog-difficulty",
    title: "Shadow: an unopposed test in the dice room's dialog (the GM's difficulty −2; Advantage and two chances as fields)",
    classes: ["anthology", "dice-dialog", "roll-under-dialog"],
    width: 440,
    render: async () => {
      const extension = shadowTestExtension({ attribute: "Cunning", value: 13, options: shadowParseTestOptions({ difficulty: -2 }) });
      const d = new RollUnderDialog({ label: "Cunning", settings: extension.apply(extension.options), rollMode: "publicroll", extension });
      await d.render({ force: true });
      return `<form class="anthology dice-dialog">${Object.values((d as unknown as { parts?: Record<string, string> }).parts ?? {}).join("\n")}</form>`;
    },
  },
  {
    name: "shadow-dialog-opposed",
    title: "Shadow: a test against a targeted foe in the dice room's dialog (Accurate 13 against Goblin's Defense 12, the tester blinded)",
    classes: ["anthology", "dice-dialog", "roll-under-dialog"],
    width: 440,
    render: async () => {
      const extension = shadowTestExtension({
        attribute: "Accurate",
        value: 13,
        options: shadowParseTestOptions({ chances: "unfavour" }),
        opposition: { value: 12, name: "Goblin", stat: "defense" },
      });
      const d = new RollUnderDialog({ label: "Accurate", settings: extension.apply(extension.options), rollMode: "publicroll", extension });
      await d.render({ force: true });
      return `<form class="anthology dice-dialog">${Object.values((d as unknown as { parts?: Record<string, string> }).parts ?? {}).join("\n")}</form>`;
    },
  },
];
