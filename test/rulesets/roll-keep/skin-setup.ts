/** Shared setup for the Roll & Keep skin tests: models and settings registered, world reset, helpers. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ruleset } from "../../../module/rulesets/roll-keep/ruleset.js";
import type { RkActorData } from "../../../module/rulesets/roll-keep/data/actor.js";

export function installRk(): void {
  // The world itself was reset by test/harness/setup.ts before this test (with the templates init loads).
  Object.assign(CONFIG.Actor.dataModels, ruleset.actorModels);
  Object.assign(CONFIG.Item.dataModels, ruleset.itemModels);
  Object.assign(CONFIG.ChatMessage.dataModels, ruleset.cardModels);
  // Registered afresh each time so a test's setting change never leaks into the next one.
  ruleset.registerSettings?.();
  (game.settings as unknown as { values: Map<string, unknown> }).values.clear();
}

/** A speciality item as the rk-specialities pack holds it (by file slug), ready to embed. */
export function packSpeciality(slug: string): Record<string, unknown> {
  const doc = JSON.parse(readFileSync(join("packs", "_source", "rk-specialities", `${slug}.json`), "utf8")) as Record<string, unknown>;
  return { name: doc.name, type: doc.type, img: doc.img, system: doc.system, _id: doc._id };
}

export async function makeRkActor(name: string, system: object = {}, items: object[] = [], type: "rkCharacter" | "rkNpc" = "rkCharacter") {
  return (await Actor.create({ name, type, system, items } as never)) as unknown as Actor.Implementation;
}

export function rkSystem(actor: Actor.Implementation): RkActorData {
  return actor.system as unknown as RkActorData;
}

/** The item id of the actor's speciality with this name. */
export function specialityId(actor: Actor.Implementation, name: string): string {
  const item = (actor.items as unknown as { contents: Item.Implementation[] }).contents.find((i) => i.name === name);
  if (!item) throw new Error(`no speciality ${name}`);
  return item.id!;
}

/** The harness's DialogV2.respond: the next dialog resolves with what `fn` returns. */
export function respondToDialog(fn: (config: Record<string, unknown>) => unknown): void {
  (foundry.applications.api.DialogV2 as unknown as { respond(f: typeof fn): void }).respond(fn);
}

/** Target a token of this actor (the harness keeps game.user.targets as a plain Set). */
export function target(actor: Actor.Implementation | null): void {
  const targets = (game.user as unknown as { targets: Set<unknown> }).targets;
  targets.clear();
  if (actor) targets.add({ actor });
}

/**
 * The text's character (000): 3 black and 2 blue mana, specialities in Deceit (Cunning), Artifice
 * (Intelligence), Stealth (Finesse) and Elemental Damage (Endurance). Attribute ratings are not given by the
 * text; these are high enough that no pool is capped.
 */
export async function textCharacter(name = "The mage") {
  return makeRkActor(
    name,
    {
      attributes: { strength: 4, finesse: 3, endurance: 3, cunning: 4, intelligence: 3, acuity: 2, charisma: 2 },
      mana: { permanent: { black: 3, blue: 2 }, current: { black: 3, blue: 2 } },
    },
    ["deceit", "artifice", "stealth", "elemental-damage"].map(packSpeciality),
  );
}
