/**
 * Order of events at the table (004 "Order of events"): the combat tracker lists the players' characters, then
 * everyone else, with no initiative rolled (`gmCombatSort`); when actions clash, the GM selects the clashing tokens and
 * presses *Clash* in the GM's tools window: each rolls agility (a creature its evasion, `gmInitiativeTarget`) through
 * the dice room's dialog, where a movement penalty goes in as the modifier, and one card says who resolves first.
 * The world setting `anthology.gmCombatOrder` switches the tracker to a rolled agility order (a table option).
 */
import { GM_COMBAT_ORDERS, gmClashOrder, gmCombatOrderOf, gmCompareCombatants, type GmCombatOrder, type GmOrderEntry } from "../rules/conflict/order.js";
import { gmInitiativeTarget } from "../rules/conflict/initiative.js";
import { gmIsCharacter, gmIsCreature } from "../data/view.js";
import { gmRollUnder } from "./dice-api.js";
import { gmPostConsequence } from "./consequence-rolls.js";
import { translations } from "../../../core/foundry/i18n.js";

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface SettingConfig {
    "anthology.gmCombatOrder": string;
  }
}

/** Shown in the settings window only in a Gods & Monsters world (`active`). */
export function registerGmSettings({ active }: { active: boolean } = { active: true }): void {
  game.settings!.register("anthology", "gmCombatOrder", {
    name: "ANTHOLOGY.GM.Settings.CombatOrder.Name",
    hint: "ANTHOLOGY.GM.Settings.CombatOrder.Hint",
    scope: "world",
    config: active,
    type: String,
    choices: Object.fromEntries(GM_COMBAT_ORDERS.map((o) => [o, `ANTHOLOGY.GM.Settings.CombatOrder.${o}`])),
    default: "sides",
    requiresReload: false,
    // The tracker re-sorts with the new order (v13 `Combat#setupTurns` reads `_sortCombatants`).
    onChange: () => {
      for (const combat of (game.combats ?? []) as Iterable<{ setupTurns?: () => unknown; render?: () => unknown }>) combat.setupTurns?.();
      ui.combat?.render();
    },
  });
}

/** The table's order: the setting, the text's when it is unset or not registered. */
export function gmCombatOrder(): GmCombatOrder {
  try {
    return gmCombatOrderOf(game.settings?.get("anthology", "gmCombatOrder"));
  } catch {
    return gmCombatOrderOf(null);
  }
}

interface CombatantLike {
  id?: string | null;
  name?: string | null;
  initiative?: number | null;
  /** v13 `Combatant#isNPC`: no actor, or no player owns it. */
  isNPC?: boolean;
}

function entryOf(c: CombatantLike): GmOrderEntry {
  return {
    id: c.id ?? "",
    name: c.name ?? "",
    side: c.isNPC === false ? "players" : "others",
    initiative: typeof c.initiative === "number" && Number.isFinite(c.initiative) ? c.initiative : null,
  };
}

/** Combat#_sortCombatants for Gods & Monsters (called unbound with two combatants; < 0: `a` first). */
export function gmCombatSort(a: Combatant.Implementation, b: Combatant.Implementation): number {
  return gmCompareCombatants(entryOf(a as unknown as CombatantLike), entryOf(b as unknown as CombatantLike), gmCombatOrder());
}

/** The number a clash roll is made under: a character's agility, a creature's evasion. */
function clashTarget(actor: Actor.Implementation): number | null {
  if (gmIsCharacter(actor)) return gmInitiativeTarget({ agility: actor.system.numbers.abilities.agility.value });
  if (gmIsCreature(actor)) return gmInitiativeTarget({ evasion: actor.system.numbers.reactions.evasion });
  return null;
}

/** A clash: each actor's agility roll, then one card with who resolves first. */
export async function gmRollClash(
  actors: Actor.Implementation[],
  options: { skipDialog?: boolean } = {},
): Promise<{ name: string; place: number; margin: number; success: boolean }[] | null> {
  const i18n = translations();
  const rollers = actors.filter((a) => clashTarget(a) !== null);
  if (rollers.length < 2) {
    ui.notifications?.warn(i18n.localize("ANTHOLOGY.GM.Clash.NeedTwo"));
    return null;
  }
  const rolled: { actor: Actor.Implementation; target: number; die: number }[] = [];
  for (const actor of rollers) {
    const out = await gmRollUnder({
      actor,
      label: i18n.localize(gmIsCharacter(actor) ? "ANTHOLOGY.GM.Clash.RollAgility" : "ANTHOLOGY.GM.Clash.RollEvasion"),
      target: clashTarget(actor)!,
      skipDialog: options.skipDialog ?? false,
    });
    // Closing one dialog stops the clash: an order of only some of them would mislead.
    if (!out) return null;
    rolled.push({ actor, target: out.evaluation.target, die: out.evaluation.die });
  }
  const order = gmClashOrder(rolled.map((r, i) => ({ id: String(i), target: r.target, die: r.die })));
  const rows = order.map((p) => ({ name: rolled[Number(p.id)]!.actor.name ?? "", place: p.place, margin: p.margin, success: p.success }));
  await gmPostConsequence(
    null,
    "ANTHOLOGY.GM.Clash.Title",
    rows.map((r) => ({
      key: r.success ? "ANTHOLOGY.GM.Clash.LineSuccess" : "ANTHOLOGY.GM.Clash.LineFailure",
      data: { place: r.place, name: r.name, margin: Math.abs(r.margin) },
    })),
  );
  return rows;
}
