/**
 * What the Roll & Keep actor sheet shows, from the actor's prepared data: attributes with their colour and
 * dice pool, mana by colour (permanent and current), specialities grouped by attribute with their pools,
 * extended actions with their progress, and the targeted token for opposed actions. No arithmetic here: every
 * number comes from the data model's derived values (the pure rules).
 */
import type { RkActorData } from "../data/actor.js";
import { barView } from "../../../core/sheets/bar.js";
import { rkManaSpent } from "../rules/mana-pool.js";
import { rkDamagePool } from "../rules/damage.js";
import { rkActorView } from "../data/view.js";
import { RK_ATTRIBUTES, RK_COLOURS, type RkColour } from "../rules/attributes.js";
import type { RkKeepPoolBreakdown } from "../rules/keep-pool.js";
import { rkAttributeLabel, rkColourLabel, rkDifficultyText, rkFormat, rkPoolAccount } from "../rolls/labels.js";
import type { RkStoredExtended } from "../rolls/extended-roll.js";

export interface RkSheetItem {
  id: string;
  name: string | null;
  img: string | null;
  type: string;
  sort?: number;
  system?: unknown;
}

const poolText = (pool: RkKeepPoolBreakdown | undefined) => (pool ? rkFormat("ANTHOLOGY.RollKeep.Pool.short", { roll: pool.roll, keep: pool.keep }) : "—");

export function rkSheetAttributes(system: RkActorData, source: { attributes?: Record<string, unknown> }) {
  return RK_ATTRIBUTES.map((key) => {
    const pool = system.pools[key];
    const colour = system.links[key];
    return {
      key,
      label: rkAttributeLabel(key),
      field: `system.attributes.${key}`,
      value: Number(source.attributes?.[key] ?? system.attributes[key]) || 0,
      effective: system.attributes[key],
      modified: Number(source.attributes?.[key]) !== system.attributes[key],
      colour: colour ?? "none",
      colourLabel: rkColourLabel(colour),
      pool: poolText(pool),
      account: pool ? rkPoolAccount(pool) : "",
      keyed: pool?.source === "colour",
    };
  });
}

/** Mana by colour; the inputs show the stored values (`source`), so active effects are never written back. */
export function rkSheetMana(system: RkActorData, source: { mana?: { permanent?: Record<string, unknown>; current?: Record<string, unknown> } } = {}) {
  const stored = (kind: "permanent" | "current", colour: RkColour) => Number(source.mana?.[kind]?.[colour] ?? system.mana[kind][colour]) || 0;
  return RK_COLOURS.map((colour) => ({
    colour,
    label: rkColourLabel(colour),
    permanent: stored("permanent", colour),
    current: stored("current", colour),
    // The pool drawn against permanent mana, and what of it is spent (rules/mana-pool.ts).
    bar: barView(stored("current", colour), stored("permanent", colour)),
    spent: rkManaSpent(stored("permanent", colour), stored("current", colour)),
    permanentField: `system.mana.permanent.${colour}`,
    currentField: `system.mana.current.${colour}`,
    attributes: RK_ATTRIBUTES.filter((a) => system.links[a] === colour)
      .map(rkAttributeLabel)
      .join(", "),
    lacking: system.mana.permanent[colour] === 0,
  }));
}

/** Specialities grouped under their attribute, attributes in sheet order; empty groups left out. */
export function rkSheetSpecialities(system: RkActorData, items: readonly RkSheetItem[]) {
  const refs = rkActorView(system, items).specialities;
  const byId = new Map(items.map((i) => [i.id, i]));
  return RK_ATTRIBUTES.map((attribute) => ({
    attribute,
    label: rkAttributeLabel(attribute),
    specialities: refs
      .filter((s) => s.attribute === attribute)
      .map((s) => ({
        id: s.id,
        name: s.name,
        img: byId.get(s.id)?.img ?? "",
        pool: poolText(system.specialityPools[s.id]),
        account: system.specialityPools[s.id] ? rkPoolAccount(system.specialityPools[s.id]!) : "",
      })),
  })).filter((g) => g.specialities.length > 0);
}

export function rkSheetExtended(system: RkActorData) {
  const list = (Array.isArray(system.extended) ? system.extended : []).filter((e): e is RkStoredExtended => typeof e === "object" && e !== null);
  return list.map((entry) => {
    const progress = system.extendedProgress[entry.id];
    const total = progress?.total ?? 0;
    return {
      id: entry.id,
      label: entry.label,
      attribute: rkAttributeLabel(entry.attribute),
      difficulty: rkDifficultyText(entry.difficulty),
      total,
      required: entry.required,
      percent: Math.min(100, Math.round((100 * total) / Math.max(1, entry.required))),
      status: progress?.status ?? "ongoing",
      statusLabel: `ANTHOLOGY.RollKeep.Extended.Status.${progress?.status ?? "ongoing"}`,
      ongoing: (progress?.status ?? "ongoing") === "ongoing",
      perRound: entry.perRound,
      maxRounds: entry.maxRounds,
      roundsLeft: progress?.roundsLeft ?? null,
      rounds: (Array.isArray(entry.rounds) ? entry.rounds : []).filter(Boolean).map((r, i) => ({ number: i + 1, successes: r.successes, botch: r.botch })),
    };
  });
}

/** The wound track as the sheet shows it (rules/wounds.ts through the data model): null without a track. */
export function rkSheetWounds(system: RkActorData) {
  const state = system.woundState;
  if (!state || state.track === "none") return null;
  return {
    bar: barView(state.wounds, state.outAt),
    outAt: state.outAt,
    level: state.level ?? "",
    levelLabel: state.level ? `ANTHOLOGY.RollKeep.Wounds.Level.${state.level}` : "",
    penalty: state.penalty,
    out: state.out,
    levels: state.levels.map((l) => ({
      id: l.id,
      label: `ANTHOLOGY.RollKeep.Wounds.Level.${l.id}`,
      upTo: l.id === "out" ? null : l.upTo,
      penalty: l.penalty,
      current: l.id === state.level,
    })),
    detailed: state.track === "levels",
  };
}

/** The equipment rows, in sheet order; a weapon's damage pool as "3k2" (a table option, rules/damage.ts). */
export function rkSheetEquipment(items: readonly RkSheetItem[]) {
  return items
    .filter((i) => i.type === "rkEquipment")
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || String(a.name ?? "").localeCompare(String(b.name ?? "")))
    .map((i) => {
      const system = (i.system ?? {}) as { quantity?: unknown; damage?: { roll?: unknown; keep?: unknown } };
      const pool = rkDamagePool(system.damage?.roll, system.damage?.keep);
      return {
        id: i.id,
        name: i.name ?? "",
        img: i.img ?? "",
        quantity: Number(system.quantity) || 0,
        damage: pool.error ? null : `${pool.roll}k${pool.keep}`,
      };
    });
}
