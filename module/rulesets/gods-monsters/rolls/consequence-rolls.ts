/**
 * Consequences as rolls (001): falling, jumping, suffocation, tracking, searching, chases and item
 * reactions, played on gm actors. The numbers come from the pure rules (rules/consequences); the
 * rolls go through the character rules' checks (injury penalty, fields, mojo bids) and damage
 * through their apply-damage flow, so unconsciousness and death follow as usual.
 */
import { localize } from "../../../core/foundry/i18n.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { rollUnder } from "../../../dice/index.js";
import { contributor } from "../rules/character/contributors.js";
import { gmChaseBonuses, gmChaseOutcome } from "../rules/consequences/chases.js";
import type { GmChaseOutcome } from "../rules/consequences/chases.js";
import { gmFall, gmFallDamage } from "../rules/consequences/falling.js";
import { gmItemReaction } from "../rules/consequences/item-reactions.js";
import { gmJump, gmJumpReach } from "../rules/consequences/jumping.js";
import { gmSearch } from "../rules/consequences/searching.js";
import { gmSuffocationBuffer, gmSuffocationRolls } from "../rules/consequences/suffocation.js";
import { gmTracking } from "../rules/consequences/tracking.js";
import { GM_TERRAINS, gmDailyMiles, gmKeepMovingModifier, gmTravelBeforeRest } from "../rules/consequences/movement.js";
import { GM_RIDING_TACK, gmAnimalMovement, gmRidingPenalties } from "../rules/equipment/animals.js";
import type { GmRidingTack } from "../rules/equipment/animals.js";
import type { GmTrackingInput } from "../rules/consequences/tracking.js";
import type { GmAttackForm, GmMaterial, GmSize } from "../rules/equipment/types.js";
import { gmRollCheck } from "./check.js";
import { gmAddInjuriesToActor, gmApplyDamageToActor } from "./apply-damage.js";
import { gmIsCharacter, gmIsCreature } from "../data/view.js";
import { gmCard } from "../data/card.js";
import { format, translations } from "../../../core/foundry/i18n.js";

export const GM_CONSEQUENCE_CARD = "systems/anthology/templates/gods-monsters/chat/consequence.hbs";

/** One line of a consequence card: a localization key and its data. */
export interface GmCardLine {
  key: string;
  data?: Record<string, unknown>;
}

/** A card's result band: what happened, from the point of view of the character the card is about. */
export interface GmCardBand extends GmCardLine {
  tone: "success" | "failure";
}

/**
 * Posts a consequence card; each line (and the band, when given) is localized here and reaches the template as plain
 * (escaped) text.
 */
export async function gmPostConsequence(
  actor: Actor.Implementation | null,
  title: string,
  lines: GmCardLine[],
  rolls: Roll[] = [],
  band?: GmCardBand,
): Promise<void> {
  const i18n = translations();
  const say = (l: GmCardLine) => (l.data ? i18n.format(l.key, l.data as Record<string, string>) : i18n.localize(l.key));
  const text = lines.map(say);
  const context = { title, name: actor?.name ?? "", lines: text, band: band ? { text: say(band), tone: band.tone } : null };
  await postChatCard({ template: GM_CONSEQUENCE_CARD, context, actor, rolls, card: gmCard() });
}

/** What the consequences read of an actor: Movement, endurance, agility, strength, size. */
export interface GmPhysique {
  movement: number;
  endurance: number;
  /** Null for creatures (no ability scores). */
  agility: number | null;
  strength: number | null;
  size: GmSize;
}

export function gmPhysiqueOf(actor: Actor.Implementation): GmPhysique | null {
  if (gmIsCharacter(actor)) {
    const n = actor.system.numbers;
    return {
      movement: n.movement,
      endurance: n.abilities.endurance.value,
      agility: n.abilities.agility.value,
      strength: n.abilities.strength.value,
      size: n.size,
    };
  }
  if (gmIsCreature(actor)) {
    const n = actor.system.numbers;
    return { movement: n.movement, endurance: n.endurance, agility: null, strength: null, size: n.size };
  }
  return null;
}

function warnNotGm(actor: Actor.Implementation | null): null {
  ui.notifications?.warn(format("ANTHOLOGY.GM.Tool.NotGmActor", { name: actor?.name ?? "" }));
  return null;
}

/* ------------------------------------------------------------------ falling */

export interface GmFallOutcome {
  dice: number;
  damage: number;
  evaded: boolean;
}

/**
 * A fall of `feet` feet: an evasion roll where it matters (under twenty feet), the d6s of the table,
 * and the damage applied with one injury per die (none when evasion succeeded on twenty feet or less).
 * The evasion roll is the player's, through the dice room's dialog (a field such as falling may apply,
 * 004 "A time to die"); closing it ends the fall there, nothing rolled or applied.
 */
export async function gmFallTool(
  actor: Actor.Implementation,
  feet: number,
  options: { archetypal?: "auto" | "yes" | "no"; skipDialog?: boolean } = {},
): Promise<GmFallOutcome | null> {
  if (!gmPhysiqueOf(actor)) return warnNotGm(actor);
  const fall = gmFall(feet);
  let evaded = false;
  if (fall.evasion !== "none" || feet <= 20) {
    const check = await gmRollCheck(actor, { kind: "reaction", key: "evasion", skipDialog: options.skipDialog ?? false, purpose: "fall" });
    if (!check) return null;
    evaded = check.evaluation.success;
  }
  const roll = await new Roll(`${fall.dice}d6`).evaluate();
  const faces = roll.dice.flatMap((d) => d.results.map((r) => r.result));
  const result = gmFallDamage(feet, faces, evaded);
  await gmPostConsequence(
    actor,
    "ANTHOLOGY.GM.Tool.fall",
    [
      { key: "ANTHOLOGY.GM.Tool.FallLine", data: { feet, formula: fall.formula, seconds: fall.seconds } },
      { key: evaded ? `ANTHOLOGY.GM.Tool.Evasion.${fall.evasion}` : "ANTHOLOGY.GM.Tool.Evasion.failed" },
      { key: "ANTHOLOGY.GM.Tool.FallDamage", data: { damage: result.damage, injuries: result.injuries } },
    ],
    [roll],
  );
  if (result.damage > 0) {
    await gmApplyDamageToActor(actor, { amount: result.damage, injuryDice: result.injuries > 0 ? fall.dice : 0, archetypal: options.archetypal ?? "no" });
  }
  return { dice: fall.dice, damage: result.damage, evaded };
}

/* ------------------------------------------------------------------ jumping */

/** A jump: an agility roll with strength as a major contributor, +8, less the distance penalty. */
export async function gmJumpTool(
  actor: Actor.Implementation,
  input: { distance: number; across?: boolean; runningBonus?: number; skipDialog?: boolean },
): Promise<{ success: boolean; reach: number } | null> {
  const body = gmPhysiqueOf(actor);
  if (!body || body.agility === null || body.strength === null) return warnNotGm(actor);
  const jumpInput = { agility: 0, strengthMajor: contributor(body.strength, "major"), size: body.size, across: input.across, runningBonus: input.runningBonus };
  const jump = gmJump({ ...jumpInput, distance: input.distance });
  const check = await gmRollCheck(actor, {
    kind: "ability",
    key: "agility",
    skipDialog: input.skipDialog ?? false,
    purpose: "jump",
    options: { modifier: jump.target },
  });
  if (!check) return null;
  const success = check.evaluation.success;
  const reach = success ? input.distance : gmJumpReach({ ...jumpInput, agility: check.evaluation.target - jump.target }, check.evaluation.die);
  if (!success)
    await gmPostConsequence(actor, "ANTHOLOGY.GM.Tool.jump", [
      { key: input.across ? "ANTHOLOGY.GM.Tool.JumpShortYards" : "ANTHOLOGY.GM.Tool.JumpShortFeet", data: { reach: +reach.toFixed(2) } },
    ]);
  return { success, reach };
}

/* -------------------------------------------------------------- suffocation */

/**
 * Suffocation: the buffer (endurance rounds prepared, else d4 plus endurance as a minor
 * contributor), then a health roll per due time over `rounds` rounds without air, each failure an injury.
 * Each health roll is the player's ("the player must make a health roll", 001 "Suffocation"), through
 * the dice room's dialog with the cumulative penalty preset; closing one stops there: no card, no injury.
 */
export async function gmSuffocationTool(
  actor: Actor.Implementation,
  input: { rounds: number; prepared: boolean; inactive?: boolean; skipDialog?: boolean },
): Promise<{ buffer: number; injuries: number } | null> {
  const body = gmPhysiqueOf(actor);
  if (!body) return warnNotGm(actor);
  const rolls: Roll[] = [];
  let d4 = 1;
  if (!input.prepared) {
    const r = await new Roll("1d4").evaluate();
    rolls.push(r);
    d4 = r.total ?? 1;
  }
  const buffer = gmSuffocationBuffer({
    prepared: input.prepared,
    endurance: body.endurance,
    enduranceMinor: contributor(body.endurance, "minor"),
    d4,
    inactive: input.inactive,
  });
  let injuries = 0;
  for (const due of gmSuffocationRolls(input.rounds, buffer, input.inactive)) {
    const check = await gmRollCheck(actor, {
      kind: "reaction",
      key: "health",
      skipDialog: input.skipDialog ?? false,
      purpose: "suffocation",
      options: { modifier: -due.penalty },
    });
    if (!check) return null;
    if (!check.evaluation.success) injuries += 1;
  }
  await gmPostConsequence(
    actor,
    "ANTHOLOGY.GM.Tool.suffocation",
    [
      { key: "ANTHOLOGY.GM.Tool.SuffocationBuffer", data: { buffer } },
      { key: "ANTHOLOGY.GM.Tool.SuffocationInjuries", data: { injuries } },
    ],
    rolls,
  );
  if (injuries > 0) await gmAddInjuriesToActor(actor, injuries);
  return { buffer, injuries };
}

/* ---------------------------------------------------- tracking and searching */

export async function gmTrackTool(actor: Actor.Implementation, input: GmTrackingInput & { skipDialog?: boolean }): Promise<boolean | null> {
  if (!gmPhysiqueOf(actor)) return warnNotGm(actor);
  const t = gmTracking(input);
  const check = await gmRollCheck(actor, {
    kind: "reaction",
    key: "perception",
    skipDialog: input.skipDialog ?? false,
    purpose: "tracking",
    options: { modifier: t.modifier },
  });
  return check ? check.evaluation.success : null;
}

export async function gmSearchTool(
  actor: Actor.Implementation,
  input: { width: number; length: number; difficulty?: number; speedPenalty?: number; skipDialog?: boolean },
): Promise<{ success: boolean; minutes: number } | null> {
  if (!gmPhysiqueOf(actor)) return warnNotGm(actor);
  const s = gmSearch(input.width, input.length, { difficulty: input.difficulty, speedPenalty: input.speedPenalty });
  const check = await gmRollCheck(actor, {
    kind: "reaction",
    key: "perception",
    skipDialog: input.skipDialog ?? false,
    purpose: "search",
    options: { modifier: s.modifier },
  });
  if (!check) return null;
  await gmPostConsequence(actor, "ANTHOLOGY.GM.Tool.search", [{ key: "ANTHOLOGY.GM.Tool.SearchTime", data: { minutes: s.minutes } }]);
  return { success: check.evaluation.success, minutes: s.minutes };
}

/* ------------------------------------------------------------------- chases */

/**
 * One round of a chase: both sides roll agility, the faster with +1 per 3 Movement of difference. Each side's
 * roll goes through the dice room's dialog with that bonus preset ("an agility contest, with appropriate skills
 * modifying the roll", 001 "Chases"); closing either rolls nothing more and posts no outcome.
 */
export async function gmChaseTool(
  pursuer: Actor.Implementation,
  quarry: Actor.Implementation,
  options: { skipDialog?: boolean } = {},
): Promise<GmChaseOutcome | null> {
  const p = gmPhysiqueOf(pursuer);
  const q = gmPhysiqueOf(quarry);
  if (!p) return warnNotGm(pursuer);
  if (!q) return warnNotGm(quarry);
  const bonus = gmChaseBonuses(p.movement, q.movement);
  const skipDialog = options.skipDialog ?? false;
  const side = async (actor: Actor.Implementation, body: GmPhysique, modifier: number) =>
    body.agility === null
      ? gmRollCheck(actor, { kind: "reaction", key: "evasion", skipDialog, purpose: "chase", options: { modifier } })
      : gmRollCheck(actor, { kind: "ability", key: "agility", skipDialog, purpose: "chase", options: { modifier } });
  const a = await side(pursuer, p, bonus.pursuer);
  if (!a) return null;
  const b = await side(quarry, q, bonus.quarry);
  if (!b) return null;
  const outcome = gmChaseOutcome(a.evaluation.success, b.evaluation.success);
  await gmPostConsequence(null, "ANTHOLOGY.GM.Tool.chase", [
    { key: `ANTHOLOGY.GM.Tool.Chase.${outcome}`, data: { pursuer: pursuer.name ?? "", quarry: quarry.name ?? "" } },
  ]);
  return outcome;
}

/* ----------------------------------------------------------- item reactions */

/**
 * An item's reaction: d20 at or under 4 plus its material's bonus against the attack and its thickness bonus,
 * through the dice room's dialog (headline "Roll N or less" and the chance; the Guide may add a modifier).
 */
export async function gmItemReactionTool(input: {
  label: string;
  material: GmMaterial;
  form: GmAttackForm;
  inches: number;
  skipDialog?: boolean;
}): Promise<boolean | null> {
  const target = gmItemReaction(input.material, input.form, input.inches);
  const result = await rollUnder({ label: input.label, target, modifier: 0, skipDialog: input.skipDialog ?? false });
  return result ? result.evaluation.success : null;
}

/* ------------------------------------------------------------------- travel */

/** A mount for a day's travel: its listed Movement and carry bulk, the bulk it carries, its tack. */
export interface GmTravelMount {
  movement: number;
  carryBulk: number;
  carried: number;
  tack: string;
}

const gmWholeOf = (n: unknown): number => (Number.isFinite(Number(n)) ? Math.max(0, Math.trunc(Number(n))) : 0);

/**
 * A day's travel (001 "Daily movement", "Movement: Flying"): miles from the pure `gmDailyMiles` (twice Movement in the
 * open, Movement in forests and hills, half in bogs; Movement miles an hour, eight walking days' worth, for a flier);
 * a forced march covers half again and asks a health roll, one injury if it fails. The card says how far, and after
 * how many days of walking a day of rest is due (`gmTravelBeforeRest`: half endurance).
 */
export async function gmTravelTool(
  actor: Actor.Implementation,
  input: { terrain: string; pushed: boolean; flying: boolean; mount?: GmTravelMount | null; skipDialog?: boolean },
): Promise<{ miles: number; injuries: number } | null> {
  const body = gmPhysiqueOf(actor);
  if (!body) return warnNotGm(actor);
  const terrain = (GM_TERRAINS as readonly string[]).includes(input.terrain) ? input.terrain : "open";
  const mount = input.mount ?? null;
  // 004 "Animals & containers": a mount's Movement under its load (gmAnimalMovement), less what its tack costs a day.
  const tack = mount ? gmRidingPenalties((GM_RIDING_TACK as readonly string[]).includes(mount.tack) ? (mount.tack as GmRidingTack) : "saddle") : null;
  const movement = mount ? gmAnimalMovement({ movement: mount.movement, carryBulk: mount.carryBulk }, mount.carried) : body.movement;
  const flying = input.flying && !mount;
  const miles = Math.max(0, gmDailyMiles(movement, terrain, { pushed: input.pushed, flying }) - (tack?.dailyMovement ?? 0));
  const lines: GmCardLine[] = [
    {
      key: flying ? "ANTHOLOGY.GM.Tool.TravelFlying" : "ANTHOLOGY.GM.Tool.TravelMiles",
      data: { miles: Math.round(miles * 100) / 100, terrain: localize(`ANTHOLOGY.GM.Tool.Terrain.${terrain}`), movement },
    },
  ];
  if (mount && tack) {
    lines.push({
      key: "ANTHOLOGY.GM.Tool.TravelMount",
      data: {
        movement,
        listed: gmWholeOf(mount.movement),
        carried: gmWholeOf(mount.carried),
        carry: gmWholeOf(mount.carryBulk),
        day: tack.dailyMovement,
        rolls: tack.rolls,
        tack: localize(`ANTHOLOGY.GM.Tool.Tack.${mount.tack}`),
      },
    });
  }
  let injuries = 0;
  if (input.pushed) {
    const check = await gmRollCheck(actor, {
      kind: "reaction",
      key: "health",
      skipDialog: input.skipDialog ?? false,
      purpose: "forcedMarch",
      label: localize("ANTHOLOGY.GM.Tool.ForcedMarchRoll"),
    });
    if (!check) return null;
    injuries = check.evaluation.success ? 0 : 1;
    lines.push({ key: check.evaluation.success ? "ANTHOLOGY.GM.Tool.ForcedMarchMade" : "ANTHOLOGY.GM.Tool.ForcedMarchFailed" });
  }
  if (!flying) lines.push({ key: "ANTHOLOGY.GM.Tool.TravelRest", data: { days: gmTravelBeforeRest(body.endurance) } });
  await gmPostConsequence(actor, "ANTHOLOGY.GM.Tool.travel", lines);
  if (injuries > 0) await gmAddInjuriesToActor(actor, injuries);
  return { miles, injuries };
}

/**
 * Moving on without the rest that is due (001 "Movement: Rest"): a health roll at +2 for each point of Movement given up,
 * −2 for each earlier such roll since resting, − up to 4 for too little water or salt (pure `gmKeepMovingModifier`);
 * a failure is one injury.
 */
export async function gmKeepMovingTool(
  actor: Actor.Implementation,
  input: { movementGivenUp: number; earlierRolls: number; thirst: number; skipDialog?: boolean },
): Promise<{ success: boolean; injuries: number } | null> {
  if (!gmPhysiqueOf(actor)) return warnNotGm(actor);
  const modifier = gmKeepMovingModifier(input);
  const check = await gmRollCheck(actor, {
    kind: "reaction",
    key: "health",
    skipDialog: input.skipDialog ?? false,
    purpose: "keepMoving",
    label: localize("ANTHOLOGY.GM.Tool.keepMoving"),
    options: { modifier },
  });
  if (!check) return null;
  const injuries = check.evaluation.success ? 0 : 1;
  await gmPostConsequence(actor, "ANTHOLOGY.GM.Tool.keepMoving", [
    { key: injuries ? "ANTHOLOGY.GM.Tool.KeepMovingFailed" : "ANTHOLOGY.GM.Tool.KeepMovingMade" },
  ]);
  if (injuries > 0) await gmAddInjuriesToActor(actor, injuries);
  return { success: check.evaluation.success, injuries };
}
