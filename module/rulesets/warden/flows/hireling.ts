/**
 * Hirelings: 3d6 for each attribute and 1d6 HP, rolled with Foundry dice, and a trait from each of the
 * world's trait tables (the RollTables named in the `wardenTraitTables` setting; the text refers to the
 * Character Traits tables without printing them).
 */
import { createActor } from "../../../core/foundry/actors.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { wardenGenerateHireling, type WardenTraitTable } from "../rules/hireling.js";
import { withFoundryDice } from "../rolls/foundry-roller.js";
import { isWardenCreature } from "../data/types.js";
import { localize } from "../../../core/foundry/i18n.js";

/** The trait tables named in the setting, as plain lists of their results' names. */
export function wardenTraitTables(): WardenTraitTable[] {
  let names: string[] = [];
  try {
    names = String(game.settings!.get("anthology", "wardenTraitTables") ?? "")
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean);
  } catch {
    names = [];
  }
  const tables = game.tables;
  const out: WardenTraitTable[] = [];
  for (const name of names) {
    const table = tables?.getName(name);
    if (!table) continue;
    out.push({ id: name, entries: [...table.results].map((r) => String(r.name ?? r.text ?? "")).filter(Boolean) });
  }
  return out;
}

/** Rolls a hireling's numbers and traits: the system data for a Warden creature. */
export async function wardenRollHirelingSystem(): Promise<Record<string, unknown>> {
  const traitTables = wardenTraitTables();
  const { result } = await withFoundryDice((roll) => wardenGenerateHireling({ roll, traitTables }));
  const traits = Object.entries(result.traits)
    .map(([table, entry]) => `<p><strong>${foundry.utils.escapeHTML(table)}</strong>: ${foundry.utils.escapeHTML(entry)}</p>`)
    .join("");
  const a = result.attributes;
  return {
    str: { value: a.str, max: a.str },
    dex: { value: a.dex, max: a.dex },
    wil: { value: a.wil, max: a.wil },
    hp: { value: result.hp, max: result.hp },
    notes: traits,
  };
}

/** Rolls an existing creature as a hireling: new numbers, and the traits added after the notes it already has. */
export async function wardenRerollHireling(actor: Actor.Implementation): Promise<void> {
  const system = await wardenRollHirelingSystem();
  const existing = isWardenCreature(actor) ? actor.system.notes : "";
  await updateDocument(actor, { system: { ...system, notes: `${existing}${String(system.notes ?? "")}` } });
}

/** Creates a hireling (a Warden creature) and returns it. */
export async function wardenCreateHireling({ name }: { name?: string } = {}): Promise<Actor.Implementation | null> {
  const system = await wardenRollHirelingSystem();
  return createActor({ name: name ?? localize("ANTHOLOGY.Warden.Hireling.Name"), type: "wardenCreature", system });
}
