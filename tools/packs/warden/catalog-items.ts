import { WARDEN_GRIMOIRE_VALUE } from "../../../module/rulesets/warden/rules/scrolls.js";
import {
  wardenCarriedDefaults,
  type WardenArmorSystem,
  type WardenFatigueSystem,
  type WardenGearSystem,
  type WardenGrimoireSystem,
  type WardenManaDustSystem,
  type WardenScrollSystem,
  type WardenSpellSystem,
  type WardenWeaponSystem,
} from "../../../module/rulesets/warden/data/item-system.js";

/**
 * The Warden compendium items. Numbers the rules text gives: the grimoire (300 gp, bulky), unarmed d4,
 * armor capped at 3, Mirror Image's [dice] duplicates. The text names weapons and armor but prints no
 * price list; their dice, armor values, bulk and prices are the Marketplace of Cairn, the game the
 * Warden text builds on (the shield's object die is this system's choice: the text's example uses
 * a heater shield's die without giving its size).
 */
export interface WardenCatalogItem<T extends string, S> {
  slug: string;
  name: string;
  type: T;
  img: string;
  system: S;
}

const carried = wardenCarriedDefaults;

function weapon(slug: string, name: string, die: number, cost: number, extra: Partial<WardenWeaponSystem>, description: string) {
  const system: WardenWeaponSystem = { ...carried(), die, sharp: false, twoHanded: false, ranged: false, cost, description, ...extra };
  if (system.bulky) system.slots = 2;
  return { slug, name, type: "wardenWeapon" as const, img: "icons/svg/sword.svg", system };
}

function armor(slug: string, name: string, value: number, cost: number, extra: Partial<WardenArmorSystem>, description: string) {
  const system: WardenArmorSystem = { ...carried(), armor: value, objectDie: 0, shield: false, cost, description, ...extra };
  if (system.bulky) system.slots = 2;
  return { slug, name, type: "wardenArmor" as const, img: "icons/svg/shield.svg", system };
}

export const WARDEN_WEAPONS = [
  weapon("dagger", "Dagger", 6, 5, {}, "<p>A short blade, easy to hide. Damage d6.</p>"),
  weapon("cudgel", "Cudgel", 6, 5, {}, "<p>A heavy stick for striking. Damage d6.</p>"),
  weapon("sickle", "Sickle", 6, 5, {}, "<p>A curved farm blade pressed into service. Damage d6.</p>"),
  weapon("staff", "Staff", 6, 5, {}, "<p>A long walking pole that doubles as a weapon. Damage d6.</p>"),
  weapon("spear", "Spear", 8, 10, {}, "<p>A pointed shaft for thrusting. Damage d8.</p>"),
  weapon("sword", "Sword", 8, 10, {}, "<p>A one-handed blade. Damage d8.</p>"),
  weapon("mace", "Mace", 8, 10, {}, "<p>A flanged club of metal. Damage d8.</p>"),
  weapon("axe", "Axe", 8, 10, {}, "<p>A one-handed fighting axe. Damage d8.</p>"),
  weapon("flail", "Flail", 8, 10, {}, "<p>A weighted head swung on a chain. Damage d8.</p>"),
  weapon("halberd", "Halberd", 10, 20, { bulky: true, twoHanded: true }, "<p>An axe blade on a long pole; bulky. Damage d10.</p>"),
  weapon("war-hammer", "War Hammer", 10, 20, { bulky: true, twoHanded: true }, "<p>A two-handed hammer; bulky. Damage d10.</p>"),
  weapon("long-sword", "Long Sword", 10, 20, { bulky: true, twoHanded: true }, "<p>A long two-handed blade; bulky. Damage d10.</p>"),
  weapon(
    "battleaxe",
    "Battleaxe",
    10,
    20,
    { bulky: true, twoHanded: true },
    "<p>A two-handed axe like Ael'Onor's; bulky. Damage d10. Mark it sharp when freshly honed: its die then rolls with advantage.</p>",
  ),
  weapon("sling", "Sling", 6, 5, { ranged: true }, "<p>A strap that hurls stones. Damage d6.</p>"),
  weapon("bow", "Bow", 6, 20, { bulky: true, twoHanded: true, ranged: true }, "<p>A bow with arrows; bulky. Damage d6.</p>"),
  weapon("crossbow", "Crossbow", 8, 30, { bulky: true, twoHanded: true, ranged: true }, "<p>A crossbow with bolts; bulky. Damage d8.</p>"),
] as const;

export const WARDEN_ARMORS = [
  armor(
    "heater-shield",
    "Shield (Heater)",
    1,
    10,
    { shield: true, objectDie: 6 },
    "<p>A heater shield: +1 Armor while held, and its die can be added to a save when blocking.</p>",
  ),
  armor("helmet", "Helmet", 1, 10, {}, "<p>+1 Armor while worn.</p>"),
  armor("gambeson", "Gambeson", 1, 15, {}, "<p>A padded coat: +1 Armor while worn.</p>"),
  armor("brigandine", "Brigandine", 1, 20, { bulky: true }, "<p>Cloth lined with riveted plates: 1 Armor; bulky.</p>"),
  armor("chainmail", "Chainmail", 2, 40, { bulky: true }, "<p>Interlinked rings: 2 Armor; bulky.</p>"),
  armor("plate", "Plate", 3, 60, { bulky: true }, "<p>A full harness of plates: 3 Armor, the most anyone can have; bulky.</p>"),
] as const;

const grimoire: WardenGrimoireSystem = {
  ...carried(),
  bulky: true,
  slots: 2,
  cost: WARDEN_GRIMOIRE_VALUE,
  damaged: false,
  weightless: false,
  description:
    "<p>The caster's book of spells, worth 300 gp and bulky. Hold it in both hands to cast one of the spells written in it.</p>",
};

const manaDust: WardenManaDustSystem = {
  ...carried(),
  petty: true,
  slots: 0,
  description:
    "<p>A dose of mana dust stands in for a free inventory slot as one Magic Die (d6) when casting; a die paid with dust never brings Fatigue. The dose is spent.</p>",
};

const bandages: WardenGearSystem = {
  ...carried(),
  uses: { value: 3, max: 3 },
  objectDie: 0,
  description: "<p>Clean wrappings. Applying them stabilizes someone who took critical damage. Three uses.</p>",
};

const fatigue: WardenFatigueSystem = {
  source: "event",
  tumor: false,
  description:
    "<p>Exhaustion that fills one inventory slot until a full night's rest in a safe place (not while deprived).</p>",
};

export const WARDEN_GEAR = [
  { slug: "grimoire", name: "Grimoire", type: "wardenGrimoire" as const, img: "icons/svg/book.svg", system: grimoire },
  { slug: "mana-dust", name: "Mana Dust", type: "wardenManaDust" as const, img: "icons/svg/item-bag.svg", system: manaDust },
  { slug: "bandages", name: "Bandages", type: "wardenGear" as const, img: "icons/svg/item-bag.svg", system: bandages },
  { slug: "fatigue", name: "Fatigue", type: "wardenFatigue" as const, img: "icons/svg/unconscious.svg", system: fatigue },
] as const;

const mirrorImage: WardenSpellSystem = {
  duration: "30 minutes",
  range: "",
  description:
    "<p>[dice] illusory copies of the caster appear and act as the caster directs. (With three Magic Dice, three copies; the text's example has them last thirty minutes.)</p>",
};

const mirrorScroll: WardenScrollSystem = {
  ...carried(),
  duration: mirrorImage.duration,
  range: mirrorImage.range,
  description: `${mirrorImage.description}<p>A scroll holds one spell and crumbles after a single casting; it can also be copied into a grimoire (50 gp, 6 − [sum] hours) or used to start a new one.</p>`,
};

export const WARDEN_SPELL_ITEMS = [
  { slug: "mirror-image", name: "Mirror Image", type: "wardenSpell" as const, img: "icons/svg/book.svg", system: mirrorImage },
  {
    slug: "scroll-mirror-image",
    name: "Scroll: Mirror Image",
    type: "wardenScroll" as const,
    img: "icons/svg/book.svg",
    system: mirrorScroll,
  },
] as const;
