/**
 * Helpers for the Shadow skin tests: registers the ruleset's models, builds actors, targets tokens, and reads
 * what the tests check (system numbers, statuses, the last chat message). The dice room's `rollUnder` is replaced by ./fake-roll-under.ts.
 */
import { ruleset } from "../../../module/rulesets/shadow/ruleset.js";
import { rollUnderAnswers, rollUnderCalls } from "./fake-roll-under.js";
import { GM, PLAYER, harness, type HarnessUser } from "../../harness/foundry.js";

export function installShadow(): void {
  Object.assign(CONFIG.Actor.dataModels, ruleset.actorModels);
  Object.assign(CONFIG.Item.dataModels, ruleset.itemModels);
  Object.assign(CONFIG.ChatMessage.dataModels, ruleset.cardModels);
  rollUnderCalls.length = 0;
  rollUnderAnswers.length = 0;
  ruleset.init?.();
}

export const attrs = (over: Record<string, number> = {}) => ({
  accurate: 10,
  cunning: 10,
  discreet: 10,
  persuasive: 10,
  quick: 10,
  resolute: 10,
  strong: 10,
  vigilant: 10,
  ...over,
});

type Data = Record<string, unknown>;

export async function makeActor(
  type: "shadowCharacter" | "shadowMonster",
  name: string,
  system: Data = {},
  items: Data[] = [],
  ownership: Data = { default: 0 },
) {
  return createAsFoundry({ name, type, system, items, ownership });
}

/** Actor.create as Foundry runs it (the harness runs the model's _preCreate, so new actors start at full Toughness). */
export async function createAsFoundry(data: Data): Promise<Actor.Implementation> {
  return (await Actor.create(data as never)) as unknown as Actor.Implementation;
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

/** What the combat tests read off a Shadow actor. */
export type ShadowView = { toughness: { value: number; max: number }; vital: string; dying?: { closer: number; stable: boolean; dead: boolean } };
export const view = (a: Actor.Implementation) => a.system as unknown as ShadowView;
export const statuses = (a: Actor.Implementation) => [...(a as unknown as { statuses: Set<string> }).statuses].sort();
export const firstItem = (a: Actor.Implementation) => (a.items as unknown as Map<string, Item.Implementation>).values().next().value!;
export const lastMessage = () => harness.messages().at(-1)!;
