/**
 * Helpers for the Shadow skin tests: registers the ruleset's models, fills a harness gap (`fromUuid`, not in
 * test/harness) and targets tokens. The dice room's `rollUnder` is replaced by ./fake-roll-under.ts.
 */
import { ruleset } from "../../../module/rulesets/shadow/ruleset.js";
import { rollUnderCalls } from "./fake-roll-under.js";
import { GM, PLAYER, type HarnessUser } from "../../harness/foundry.js";
import { expandDotted } from "../../harness/data-model.js";

export function installShadow(): void {
  Object.assign(CONFIG.Actor.dataModels, ruleset.actorModels);
  Object.assign(CONFIG.Item.dataModels, ruleset.itemModels);
  const g = globalThis as unknown as { fromUuid?: (uuid: string) => Promise<unknown> };
  g.fromUuid = async (uuid: string) => {
    const parts = uuid.split(".");
    if (parts[0] !== "Actor") return null;
    const actor = game.actors!.get(parts[1]!) as unknown as { items: Map<string, unknown> } | undefined;
    if (!actor) return null;
    return parts[2] === "Item" ? actor.items.get(parts[3]!) ?? null : actor;
  };
  rollUnderCalls.length = 0;
  ruleset.init?.();
}

export const attrs = (over: Record<string, number> = {}) => ({
  accurate: 10, cunning: 10, discreet: 10, persuasive: 10, quick: 10, resolute: 10, strong: 10, vigilant: 10, ...over,
});

type Data = Record<string, unknown>;

export async function makeActor(type: "shadowCharacter" | "shadowMonster", name: string, system: Data = {}, items: Data[] = [], ownership: Data = { default: 0 }) {
  return createAsFoundry({ name, type, system, items, ownership });
}

interface PreCreating {
  system: { _preCreate?(data: unknown, options: unknown, user: unknown): Promise<unknown>; updateSource(changes: Data): unknown };
  updateSource?(changes: Data): unknown;
  reset(): void;
}

/**
 * Actor.create as Foundry runs it: the harness builds and prepares the document but does not call the data
 * model's `_preCreate` (nor give documents `updateSource`), so this does both, then prepares again.
 */
export async function createAsFoundry(data: Data): Promise<Actor.Implementation> {
  const actor = (await Actor.create(data as never)) as unknown as PreCreating;
  actor.updateSource ??= (changes: Data) => actor.system.updateSource((expandDotted(changes).system ?? {}) as Data);
  if (actor.system._preCreate) {
    await actor.system._preCreate(structuredClone(data), {}, game.user);
    actor.reset();
  }
  return actor as unknown as Actor.Implementation;
}

export function target(user: HarnessUser, actor: Actor.Implementation | null): void {
  user.targets.clear();
  if (actor) user.targets.add({ actor, name: actor.name });
}

export const sword = { name: "Sword", type: "shadowWeapon", system: { damage: "1d8", equipped: true } };
export const spear = { name: "Spear", type: "shadowWeapon", system: { damage: "1d8", qualities: { long: true }, equipped: true } };
export const medium = { name: "Chain", type: "shadowArmor", system: { protection: "1d6", impeding: 3, equipped: true } };
export const shield = { name: "Shield", type: "shadowShield", system: { kind: "shield", damage: "1d4", equipped: true } };

export { GM, PLAYER, rollUnderCalls };
