/**
 * Test setup for the gm actor skin: registers the ruleset (models, sheets, chat actions) once.
 */
import { GM_ARMOR, GM_WEAPONS, gmArmorFromRow, gmWeaponFromRow } from "../../../../module/rules.js";
import { ruleset } from "../../../../module/rulesets/gods-monsters/ruleset.js";
import { registerMojoFlipQuery } from "../../../../module/rulesets/gods-monsters/rolls/mojo-bid.js";
import type { GmCharacterActor, GmCreatureActor } from "../../../../module/rulesets/gods-monsters/data/view.js";

let initialized = false;

export function setupGm(): void {
  Object.assign(CONFIG.Actor.dataModels, ruleset.actorModels);
  Object.assign(CONFIG.Item.dataModels, ruleset.itemModels);
  Object.assign(CONFIG.ChatMessage.dataModels, ruleset.cardModels);
  if (!initialized) {
    ruleset.init?.();
    initialized = true;
  }
  // CONFIG is new in every test (the harness's resetFoundry); init registers the GM's query handler in it.
  registerMojoFlipQuery();
}

export const TOROMEEN_ABILITIES = { strength: 18, agility: 10, endurance: 15, intelligence: 12, wisdom: 15, charisma: 8 };

export function weapon(slug: string, extra: Record<string, unknown> = {}) {
  const row = GM_WEAPONS.find((w) => w.slug === slug);
  if (!row) throw new Error(`no weapon ${slug}`);
  return { name: row.name, type: "gmWeapon", system: { ...gmWeaponFromRow(row), ...extra } };
}

export function armor(slug: string, extra: Record<string, unknown> = {}) {
  const row = GM_ARMOR.find((a) => a.slug === slug);
  if (!row) throw new Error(`no armor ${slug}`);
  return { name: row.name, type: "gmArmor", system: { ...gmArmorFromRow(row), ...extra } };
}

/** Toromeen as 004 creates him: dwarf warrior, his battleaxe made for a small wielder, banded leather and a shield. */
export async function toromeen(system: Record<string, unknown> = {}, items: object[] = []): Promise<GmCharacterActor> {
  return (await Actor.create({
    name: "Toromeen",
    type: "gmCharacter" as never,
    system: {
      abilities: TOROMEEN_ABILITIES,
      archetype: "warrior",
      species: "dwarf",
      survival: { value: 7 },
      verve: { value: 7 },
      mojo: 15,
      silver: 21,
      ...system,
    },
    items: [weapon("battleaxe", { size: "small", equipped: true }), armor("banded-leather", { equipped: true }), armor("shield", { equipped: true }), ...items],
  } as never)) as unknown as GmCharacterActor;
}

export async function yeti(system: Record<string, unknown> = {}): Promise<GmCreatureActor> {
  return (await Actor.create({
    name: "Yeti",
    type: "gmCreature" as never,
    system: {
      level: 4,
      survival: { value: 20, max: 20 },
      defense: 3,
      attack: 4,
      damage: "d6",
      attacks: 2,
      reactions: { perception: 6, willpower: 6, fortitude: 6 },
      ...system,
    },
  } as never)) as unknown as GmCreatureActor;
}

/** Targets an actor as if its token were targeted. */
export function target(actor: Actor.Implementation): void {
  (game.user!.targets as unknown as Set<unknown>).add({ actor });
}

/** Answers the next dialog with what `fn` returns (the harness's DialogV2.respond). */
export function respond(fn: (config: unknown, dialog: unknown) => unknown): void {
  (foundry.applications.api.DialogV2 as unknown as { respond(f: typeof fn): void }).respond(fn);
}

/** The first embedded item of a type. */
export function itemOfType(actor: Actor.Implementation, type: string): Item.Implementation {
  const item = actor.items.contents.find((i) => (i.type as string) === type);
  if (!item) throw new Error(`no ${type}`);
  return item;
}
