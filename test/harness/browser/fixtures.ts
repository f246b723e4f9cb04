/**
 * The world of the play page, per ruleset: the player's hero (owned by the player, with a long inventory), a
 * rival the player only observes, and the types the play script clicks on.
 */
import type { RulesetId } from "../../../module/core/ruleset-ids.js";
import { PLAYER } from "../foundry.js";

type Source = Record<string, unknown>;
export interface PlayWorld { hero: string; rival: string; inventoryItem: string; rollable: string }

const OWNER = 3;
const OBSERVER = 2;

function gear(type: string, count: number, system: (i: number) => Source = () => ({})): Source[] {
  return Array.from({ length: count }, (_, i) => ({ name: `Pack item ${String(i + 1).padStart(2, "0")}`, type, system: system(i) }));
}

const WORLDS: Record<RulesetId, { hero: Source; rival: Source; inventoryItem: string; rollable: string }> = {
  gm: {
    hero: { name: "Toromeen", type: "gmCharacter", items: [{ name: "Battle axe", type: "gmWeapon", system: {} }, ...gear("gmGear", 24)] },
    rival: { name: "Yeti", type: "gmCreature", items: [] },
    inventoryItem: "Pack item 24",
    rollable: "Battle axe",
  },
  shadow: {
    hero: { name: "Ylva", type: "shadowCharacter", items: [{ name: "Long Sword", type: "shadowWeapon", system: { damage: "1d8", equipped: true } }, ...gear("shadowEquipment", 24, () => ({ quantity: 1 }))] },
    rival: { name: "Troll", type: "shadowMonster", items: [] },
    inventoryItem: "Pack item 24",
    rollable: "Long Sword",
  },
  warden: {
    hero: { name: "Barry", type: "wardenCharacter", items: [{ name: "Battleaxe", type: "wardenWeapon", system: { die: 10, equipped: true } }, ...gear("wardenGear", 24, () => ({ slots: 0 }))] },
    rival: { name: "Bo'Mack", type: "wardenCreature", items: [] },
    inventoryItem: "Pack item 24",
    rollable: "Battleaxe",
  },
  rk: {
    hero: { name: "Mage", type: "rkCharacter", items: Array.from({ length: 24 }, (_, i) => ({ name: `Speciality ${String(i + 1).padStart(2, "0")}`, type: "rkSpeciality", system: {} })) },
    rival: { name: "Gate guard", type: "rkNpc", items: [] },
    inventoryItem: "Speciality 24",
    rollable: "Speciality 01",
  },
};

export async function createWorld(ruleset: RulesetId): Promise<PlayWorld> {
  const world = WORLDS[ruleset];
  await Actor.create({ ...world.hero, ownership: { default: 0, [PLAYER.id]: OWNER } } as never);
  await Actor.create({ ...world.rival, ownership: { default: OBSERVER } } as never);
  return { hero: String(world.hero.name), rival: String(world.rival.name), inventoryItem: world.inventoryItem, rollable: world.rollable };
}
