/**
 * The world of the play page, per ruleset: the player's hero (owned by the player, with a long inventory), a
 * rival the player only observes, a second player's companion (the other character a GM's roll request asks), the
 * types the play script clicks on, and a world roll table "Scars" for the journal's `[[/table Scars]]` link (the
 * system's own Scars table is in a compendium, which the page does not load).
 */
import type { RulesetId } from "../../../module/core/ruleset-ids.js";
import { PLAYER, PLAYER2 } from "../foundry.js";
import { RollTable, installTables } from "../roll-tables.js";

type Source = Record<string, unknown>;
export interface PlayWorld {
  hero: string;
  rival: string;
  companion: string;
  inventoryItem: string;
  rollable: string;
}

const OWNER = 3;
const OBSERVER = 2;

function gear(type: string, count: number, system: (i: number) => Source = () => ({})): Source[] {
  return Array.from({ length: count }, (_, i) => ({ name: `Pack item ${String(i + 1).padStart(2, "0")}`, type, system: system(i) }));
}

const WORLDS: Record<RulesetId, { hero: Source; rival: Source; companion: Source; inventoryItem: string; rollable: string }> = {
  gm: {
    hero: { name: "Toromeen", type: "gmCharacter", items: [{ name: "Battle axe", type: "gmWeapon", system: {} }, ...gear("gmGear", 24)] },
    rival: { name: "Yeti", type: "gmCreature", items: [] },
    companion: { name: "Bryn", type: "gmCharacter", items: [] },
    inventoryItem: "Pack item 24",
    rollable: "Battle axe",
  },
  shadow: {
    hero: {
      name: "Ylva",
      type: "shadowCharacter",
      items: [
        { name: "Long Sword", type: "shadowWeapon", system: { damage: "1d8", equipped: true } },
        { name: "Iron Fist", type: "shadowAbility", system: { level: "adept", use: "active", description: "<p>Strike with the whole body.</p>" } },
        ...gear("shadowEquipment", 24, () => ({ quantity: 1 })),
      ],
    },
    rival: { name: "Troll", type: "shadowMonster", items: [] },
    companion: { name: "Bryn", type: "shadowCharacter", items: [] },
    inventoryItem: "Pack item 24",
    rollable: "Long Sword",
  },
  warden: {
    hero: {
      name: "Barry",
      type: "wardenCharacter",
      items: [{ name: "Battleaxe", type: "wardenWeapon", system: { die: 10, equipped: true } }, ...gear("wardenGear", 24, () => ({ slots: 0 }))],
    },
    rival: { name: "Bo'Mack", type: "wardenCreature", items: [] },
    companion: { name: "Bryn", type: "wardenCharacter", items: [] },
    inventoryItem: "Pack item 24",
    rollable: "Battleaxe",
  },
  rk: {
    // The staff is a weapon (a damage pool, a table option): the ruleset's scenes roll it and apply its wounds.
    hero: {
      name: "Mage",
      type: "rkCharacter",
      items: [
        ...Array.from({ length: 24 }, (_, i) => ({ name: `Speciality ${String(i + 1).padStart(2, "0")}`, type: "rkSpeciality", system: {} })),
        { name: "Staff", type: "rkEquipment", system: { quantity: 1, damage: { roll: 3, keep: 2 }, notes: "<p>Iron-shod.</p>" } },
      ],
    },
    rival: { name: "Gate guard", type: "rkNpc", items: [] },
    companion: { name: "Bryn", type: "rkCharacter", items: [] },
    inventoryItem: "Speciality 24",
    rollable: "Speciality 01",
  },
};

export async function createWorld(ruleset: RulesetId): Promise<PlayWorld> {
  const world = WORLDS[ruleset];
  await Actor.create({ ...world.hero, ownership: { default: 0, [PLAYER.id]: OWNER } } as never);
  await Actor.create({ ...world.rival, ownership: { default: OBSERVER } } as never);
  await Actor.create({ ...world.companion, ownership: { default: 0, [PLAYER2.id]: OWNER } } as never);
  // The party (README "The party"), empty: the GM drags the characters onto its sheet in the play-through.
  await Actor.create({ name: "The Company", type: "party" } as never);
  installTables([
    new RollTable("Scars", "1d6", [
      { range: [1, 3], name: "Lasting scar" },
      { range: [4, 6], name: "Broken limb", description: "Roll again next week" },
    ]),
  ]);
  return {
    hero: String(world.hero.name),
    rival: String(world.rival.name),
    companion: String(world.companion.name),
    inventoryItem: world.inventoryItem,
    rollable: world.rollable,
  };
}
