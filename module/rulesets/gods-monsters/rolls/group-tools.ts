/**
 * The GM consequences window's tools for movement speeds, assistance, group effort, mass-conflict
 * units, psychic conflict and practical mojo with mojo resources (001 Movement, 004 Contests, Group
 * Effort, Mass Conflict, Psychic Conflict, Mojo resources). Every number comes from the pure rules;
 * these only read the actors, roll, update and post the localized card.
 */
import { updateDocument } from "../../../core/foundry/updates.js";
import { readFinite } from "../../../core/rules/integer.js";
import { rollUnder } from "../../../dice/index.js";
import { GM_ABILITIES, GM_REACTIONS } from "../rules/equipment/types.js";
import { GM_LIGHT_LEVELS, GM_SPEEDS, gmTravelSpeed } from "../rules/consequences/movement.js";
import type { GmSpeedNumbers } from "../rules/consequences/movement.js";
import { gmAssistedBonus } from "../rules/consequences/assistance.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { gmPracticalMojoGain } from "../rules/mojo/practical.js";
import { gmMojoStudy, gmParseNumberList, gmPsychicAttack, gmPsychicHit } from "../rules/consequences/gm-tools.js";
import type { GmMojoStudy } from "../rules/consequences/gm-tools.js";
import { gmGroupEffort } from "../rules/groups/group-effort.js";
import type { GmGroupEffort } from "../rules/groups/group-effort.js";
import { gmMassUnit, gmMassUnitFromMedians } from "../rules/groups/mass-conflict.js";
import type { GmMassUnit } from "../rules/groups/mass-conflict.js";
import { GM_MOJO_RESOURCE_TYPES } from "../rules/mojo/resources.js";
import { gmRollTarget } from "../rules/contests/roll.js";
import { gmCheckBase, gmRollCheck } from "./check.js";
import { gmApplyDamageToActor } from "./apply-damage.js";
import { gmIsCharacter, gmIsCreature } from "../data/view.js";
import type { GmCharacterActor } from "../data/view.js";
import { gmPhysiqueOf, gmPostConsequence } from "./consequence-rolls.js";
import type { GmCardLine } from "./consequence-rolls.js";
import { gmAwardLootExperience } from "../flows/loot.js";
import { gmRollClash } from "./clash.js";
import { format, localize, translations } from "../../../core/foundry/i18n.js";
import { gmEnterPsychicConflict, gmExitPsychicConflict } from "./psychic-conflict.js";
import { gmFormUnit } from "../flows/mass-unit.js";
import { gmGroupLeaderOrder, gmGroupMoraleCheck } from "./group-decisions.js";

export const GM_GROUP_TOOLS = [
  "clash",
  "speed",
  "assist",
  "groupEffort",
  "groupMorale",
  "groupLeader",
  "massUnit",
  "formUnit",
  "psychicEnter",
  "psychic",
  "psychicExit",
  "mojoStudy",
  "loot",
] as const;
export type GmGroupTool = (typeof GM_GROUP_TOOLS)[number];

/** The rolls a group's members can make together: `ability.<name>` or `reaction.<name>`. */
export const GM_GROUP_ROLLS = [...GM_ABILITIES.map((a) => `ability.${a}`), ...GM_REACTIONS.map((r) => `reaction.${r}`)] as const;

const num = (v: unknown, fallback = 0): number => readFinite(v, fallback);
const bool = (v: unknown): boolean => v === true || v === "true" || v === "on";
const oneOf = <V extends string>(list: readonly V[], v: unknown, fallback: V): V => ((list as readonly string[]).includes(String(v)) ? (v as V) : fallback);

function warn(key: string, data?: Record<string, string>): null {
  ui.notifications?.warn(data ? format(key, data) : localize(key));
  return null;
}

/* ---------------------------------------------------------------- movement */

/** An actor's numbers at a speed (after darkness), posted as a card. */
export async function gmSpeedTool(
  actor: Actor.Implementation,
  input: { speed: string; outdoors?: boolean; light?: string },
): Promise<(GmSpeedNumbers & { movement: number }) | null> {
  const body = gmPhysiqueOf(actor);
  if (!body) return warn("ANTHOLOGY.GM.Tool.NotGmActor", { name: actor.name ?? "" });
  const light = oneOf(GM_LIGHT_LEVELS, input.light, "light");
  const s = gmTravelSpeed(oneOf(GM_SPEEDS, input.speed, "walk"), body.movement, body.endurance, { outdoors: input.outdoors === true, light });
  const i18n = translations();
  await gmPostConsequence(actor, "ANTHOLOGY.GM.Tool.speed", [
    {
      key: "ANTHOLOGY.GM.Tool.SpeedLine",
      data: {
        speed: i18n.localize(`ANTHOLOGY.GM.Tool.Speed.${s.speed}`),
        light: i18n.localize(`ANTHOLOGY.GM.Tool.Light.${light}`),
        movement: s.movement,
        yards: s.yardsPerMinute,
        feet: s.feetPerRound,
      },
    },
    {
      key: "ANTHOLOGY.GM.Tool.SpeedRest",
      data: {
        amount: s.restAfter.amount,
        unit: i18n.localize(s.restAfter.amount === "1" ? `ANTHOLOGY.GM.TimeUnitOne.${s.restAfter.unit}` : `ANTHOLOGY.GM.TimeUnit.${s.restAfter.unit}`),
      },
    },
    { key: "ANTHOLOGY.GM.Tool.SpeedPenalty", data: { penalty: s.reactionPenalty, bonus: s.attackBonus } },
  ]);
  return s;
}

/* -------------------------------------------------------------- assistance */

/**
 * An assistant's roll (004 "Providing assistance"): the ability with their field bonus, the number
 * of people helped as the obstacle size; on a success each may use that field bonus.
 */
export async function gmAssistTool(
  actor: Actor.Implementation,
  input: { ability: string; fieldBonus: number; people: number; skipDialog?: boolean },
): Promise<{ target: number; success: boolean; bonus: number } | null> {
  const ability = oneOf(GM_ABILITIES, input.ability, "wisdom");
  if (!gmCheckBase(actor, "ability", ability)) return warn("ANTHOLOGY.GM.Tool.NeedsAbilities", { name: actor.name ?? "" });
  const people = Math.max(1, Math.trunc(num(input.people, 1)));
  const fieldBonus = Math.trunc(num(input.fieldBonus));
  const check = await gmRollCheck(actor, {
    kind: "ability",
    key: ability,
    skipDialog: input.skipDialog ?? false,
    purpose: "assistance",
    label: format("ANTHOLOGY.GM.Tool.AssistLabel", { ability: localize(`ANTHOLOGY.GM.Ability.${ability}`) }),
    options: { obstacleSize: people, modifier: fieldBonus },
  });
  if (!check) return null;
  const success = check.evaluation.success;
  const bonus = gmAssistedBonus(0, fieldBonus, success);
  await gmPostConsequence(actor, "ANTHOLOGY.GM.Tool.assist", [
    success ? { key: "ANTHOLOGY.GM.Tool.AssistMade", data: { people, bonus } } : { key: "ANTHOLOGY.GM.Tool.AssistFailed" },
  ]);
  return { target: check.evaluation.target, success, bonus };
}

/* ------------------------------------------------------------ group effort */

/**
 * A group's roll from its members' final numbers: median + group bonus, with extra actions. "The group is
 * treated as an individual, and has full access to the rules for individuals" (004 "Group Effort"), so its
 * roll goes through the dice room's dialog (headline "Roll N or less", the chance, a modifier); closing it
 * rolls nothing.
 */
export async function gmGroupEffortTool(
  numbers: number[],
  label = "",
  options: { skipDialog?: boolean } = {},
): Promise<(GmGroupEffort & { success: boolean }) | null> {
  const effort = gmGroupEffort(numbers);
  if (effort.count === 0) return warn("ANTHOLOGY.GM.Tool.GroupNeedsNumbers");
  const title = label ? format("ANTHOLOGY.GM.Tool.GroupLabel", { roll: label }) : localize("ANTHOLOGY.GM.Tool.groupEffort");
  await gmPostConsequence(null, "ANTHOLOGY.GM.Tool.groupEffort", [
    { key: "ANTHOLOGY.GM.Tool.GroupLine", data: { count: effort.count, median: effort.median, bonus: effort.bonus } },
    { key: "ANTHOLOGY.GM.Tool.GroupTarget", data: { target: effort.target, actions: effort.extraActions } },
  ]);
  const out = await rollUnder({ label: title, target: effort.target, modifier: 0, skipDialog: options.skipDialog ?? false });
  return out ? { ...effort, success: out.evaluation.success } : null;
}

/** The members' final numbers for a roll (`ability.x` / `reaction.x`): each one's number less their injuries. */
export function gmGroupNumbersOf(actors: Actor.Implementation[], roll: string): number[] {
  const [kind, key] = oneOf(GM_GROUP_ROLLS, roll, "ability.strength").split(".") as ["ability" | "reaction", string];
  return actors.flatMap((a) => {
    const base = gmCheckBase(a, kind, key);
    return base ? [gmRollTarget({ base: base.base, injuries: base.injuries }).target] : [];
  });
}

/* -------------------------------------------------------------- mass units */

/** A unit's survival and combat movement, from the members (or a count and medians), as a card. */
export async function gmMassUnitTool(input: {
  members?: { survival: number; movement: number }[];
  count?: number;
  survival?: number;
  movement?: number;
}): Promise<GmMassUnit | null> {
  const unit = input.members ? gmMassUnit(input.members) : gmMassUnitFromMedians(Math.trunc(num(input.count)), num(input.survival), num(input.movement));
  if (unit.count === 0) return warn("ANTHOLOGY.GM.Tool.UnitNeedsMembers");
  await gmPostConsequence(null, "ANTHOLOGY.GM.Tool.massUnit", [
    { key: "ANTHOLOGY.GM.Tool.UnitLine", data: { count: unit.count, bonus: unit.bonus, survival: unit.survival, movement: unit.movement } },
  ]);
  return unit;
}

/** What a unit reads of each member: current survival and Movement. */
export function gmUnitMembersOf(actors: Actor.Implementation[]): { survival: number; movement: number }[] {
  return actors.flatMap((a) => {
    if (gmIsCharacter(a)) return [{ survival: a.system.numbers.survival.value, movement: a.system.numbers.movement }];
    if (gmIsCreature(a)) return [{ survival: a.system.survival.value, movement: a.system.numbers.movement }];
    return [];
  });
}

/* -------------------------------------------------------- psychic conflict */

export interface GmPsychicOutcome {
  hitNumber: number;
  hit: boolean;
  damage: number;
  stun: number;
  injured: boolean;
}

function psychicSide(actor: GmCharacterActor) {
  const n = actor.system.numbers;
  return {
    charisma: n.abilities.charisma.value,
    intelligence: n.abilities.intelligence.value,
    monkLevel: n.archetypeLevels.monk ?? 0,
    verve: n.verve.value,
    survival: n.survival.value,
    injuries: n.injuries,
  };
}

/**
 * One psychic attack between two characters (the first selected token attacks the second): each
 * pays its verve, d20 at or under the hit number, then d4 + charisma as major (+1 per extra verve)
 * from the defender's verve, then survival (stunning); damage beyond survival goes to injuries by
 * the damage rules and ends the conflict for them. The attack is "made as normal on a d20" (004 "Psychic
 * Conflict"): through the dice room's dialog, the hit number preset; closing it rolls and spends nothing.
 */
export async function gmPsychicTool(
  attacker: Actor.Implementation,
  defender: Actor.Implementation,
  input: {
    attackVerve?: number;
    defendVerve?: number;
    firstRound?: boolean;
    attackerDistracted?: boolean;
    defenderDistracted?: boolean;
    fromSurvival?: boolean;
    skipDialog?: boolean;
  },
): Promise<GmPsychicOutcome | null> {
  if (!gmIsCharacter(attacker)) return warn("ANTHOLOGY.GM.Tool.PsychicCharacters", { name: attacker.name ?? "" });
  if (!gmIsCharacter(defender)) return warn("ANTHOLOGY.GM.Tool.PsychicCharacters", { name: defender.name ?? "" });
  const a = psychicSide(attacker);
  const d = psychicSide(defender);
  const setup = gmPsychicAttack({ ...input, attacker: a, defender: d });
  if (setup.refused) return warn(`ANTHOLOGY.GM.Tool.PsychicRefused.${setup.refused}`, { name: attacker.name ?? "" });
  const label = format("ANTHOLOGY.GM.Tool.PsychicLabel", { name: defender.name ?? "" });
  const roll = await rollUnder({ actor: attacker, label, target: setup.hitNumber, modifier: 0, skipDialog: input.skipDialog ?? false });
  if (!roll) return null;
  // The verve is paid once the attack is rolled: a dialog closed costs nothing.
  await updateDocument(attacker, { "system.verve.value": setup.attackerVerve });
  if (setup.defendVerve > 0) await updateDocument(defender, { "system.verve.value": setup.defenderVerve });
  const lines: GmCardLine[] = [
    {
      key: "ANTHOLOGY.GM.Tool.PsychicVerve",
      data: { attacker: attacker.name ?? "", attack: setup.attackVerve, defender: defender.name ?? "", defend: setup.defendVerve, hit: setup.hitNumber },
    },
  ];
  if (!roll.evaluation.success) {
    await gmPostConsequence(attacker, "ANTHOLOGY.GM.Tool.psychic", [...lines, { key: "ANTHOLOGY.GM.Tool.PsychicMiss" }]);
    return { hitNumber: setup.hitNumber, hit: false, damage: 0, stun: 0, injured: false };
  }
  const d4 = await new Roll("1d4").evaluate();
  const hit = gmPsychicHit(d4.total ?? 1, a.charisma, setup.attackVerve, {
    verve: setup.defenderVerve,
    survival: d.survival,
    fromSurvival: input.fromSurvival,
  });
  await updateDocument(defender, { "system.verve.value": hit.verve, "system.survival.value": hit.survival });
  lines.push({ key: "ANTHOLOGY.GM.Tool.PsychicDamage", data: { damage: hit.damage, verve: hit.verve, survival: hit.survival } });
  if (hit.stun > 0) lines.push({ key: "ANTHOLOGY.GM.Tool.PsychicStun", data: { stun: hit.stun } });
  if (hit.injured) lines.push({ key: "ANTHOLOGY.GM.Tool.PsychicInjured", data: { name: defender.name ?? "" } });
  await gmPostConsequence(attacker, "ANTHOLOGY.GM.Tool.psychic", lines, [d4]);
  if (hit.injured) await gmApplyDamageToActor(defender, { amount: hit.overflow, archetypal: "no" });
  return { hitNumber: setup.hitNumber, hit: true, damage: hit.damage, stun: hit.stun, injured: hit.injured };
}

/* ------------------------------------------------------------ mojo resources */

/** A study with mojo resources: totals, the chart's rate (intelligence shifting it) and the mojo over the periods. */
export async function gmMojoStudyTool(
  actor: Actor.Implementation | null,
  input: Parameters<typeof gmMojoStudy>[0],
  dedicatedTo = "",
): Promise<GmMojoStudy | null> {
  const study = gmMojoStudy(input);
  const i18n = translations();
  const lines: GmCardLine[] = study.resources.map((r) => ({
    key: r.oneTime ? "ANTHOLOGY.GM.Tool.MojoResourceOnce" : "ANTHOLOGY.GM.Tool.MojoResourceLine",
    data: { resource: i18n.localize(`ANTHOLOGY.GM.Tool.MojoResource.${r.type}`), total: r.total },
  }));
  if (study.bonus.total < 1) lines.push({ key: "ANTHOLOGY.GM.Tool.MojoNone" });
  else {
    lines.push({
      key: study.bonus.rate.periods === 1 ? "ANTHOLOGY.GM.Tool.MojoRatePer" : "ANTHOLOGY.GM.Tool.MojoRateEvery",
      data: { total: study.bonus.total, mojo: study.bonus.rate.mojo, periods: study.bonus.rate.periods },
    });
    lines.push({
      key: "ANTHOLOGY.GM.Tool.MojoGained",
      data: { periods: Math.max(0, Math.trunc(num(input.periods))), gained: study.gained, cap: study.bonus.cap },
    });
  }
  // 004 "Practical mojo": the mojo gained is dedicated to one field, skill or spell and kept on the student, written
  // with the card as one whole outcome; with no name to dedicate it to, the card only reports it.
  const stores = gmIsCharacter(actor) ? gmPracticalMojoGain(actor.system.practicalMojo ?? [], dedicatedTo, study.gained) : null;
  if (!stores || !gmIsCharacter(actor)) {
    await gmPostConsequence(actor, "ANTHOLOGY.GM.Tool.mojoStudy", lines);
    return study;
  }
  const target = dedicatedTo.trim();
  const total = stores.find((s) => s.name.toLocaleLowerCase() === target.toLocaleLowerCase().slice(0, 100))?.mojo ?? study.gained;
  lines.push({ key: "ANTHOLOGY.GM.Tool.MojoDedicated", data: { name: actor.name ?? "", gained: study.gained, target, total } });
  const applied = await applyOutcome(actor, {
    actor: { "system.practicalMojo": stores },
    cards: [() => gmPostConsequence(actor, "ANTHOLOGY.GM.Tool.mojoStudy", lines)],
  });
  return applied.ok ? study : null;
}

/* ------------------------------------------------------------------ runner */

/** Runs one of these tools with the window's form values on the acting actors. */
export async function gmRunGroupTool(
  tool: GmGroupTool,
  values: Record<string, unknown>,
  actors: Actor.Implementation[],
  options: { skipDialog?: boolean } = {},
): Promise<unknown> {
  const skipDialog = options.skipDialog ?? false;
  switch (tool) {
    case "clash":
      return gmRollClash(actors, { skipDialog });
    case "speed": {
      if (!actors.length) return warn("ANTHOLOGY.GM.Tool.NoActor");
      const out: unknown[] = [];
      for (const a of actors)
        out.push(await gmSpeedTool(a, { speed: String(values.speed ?? "walk"), outdoors: bool(values.outdoors), light: String(values.light ?? "light") }));
      return out;
    }
    case "assist": {
      if (!actors.length) return warn("ANTHOLOGY.GM.Tool.NoActor");
      const out: unknown[] = [];
      for (const a of actors)
        out.push(
          await gmAssistTool(a, { ability: String(values.ability ?? "wisdom"), fieldBonus: num(values.fieldBonus), people: num(values.people, 1), skipDialog }),
        );
      return out;
    }
    case "groupEffort": {
      const typed = gmParseNumberList(values.numbers);
      if (typed.length) return gmGroupEffortTool(typed, "", { skipDialog });
      const roll = oneOf(GM_GROUP_ROLLS, values.roll, "ability.strength");
      const [kind, key] = roll.split(".");
      const label = localize(kind === "ability" ? `ANTHOLOGY.GM.Ability.${key}` : `ANTHOLOGY.GM.Reaction.${key}`);
      return gmGroupEffortTool(gmGroupNumbersOf(actors, roll), label, { skipDialog });
    }
    case "groupMorale":
      return gmGroupMoraleCheck(gmGroupNumbersOf(actors, "ability.charisma"), { skipDialog });
    case "groupLeader":
      return gmGroupLeaderOrder(actors, { skipDialog });
    case "massUnit":
      return bool(values.fromTokens)
        ? gmMassUnitTool({ members: gmUnitMembersOf(actors) })
        : gmMassUnitTool({ count: num(values.count), survival: num(values.survival), movement: num(values.movement) });
    case "psychic":
      if (actors.length < 2) return warn("ANTHOLOGY.GM.Tool.NeedTwoPsychic");
      return gmPsychicTool(actors[0]!, actors[1]!, {
        attackVerve: num(values.attackVerve, 1),
        defendVerve: num(values.defendVerve),
        firstRound: bool(values.firstRound),
        attackerDistracted: bool(values.attackerDistracted),
        defenderDistracted: bool(values.defenderDistracted),
        fromSurvival: bool(values.fromSurvival),
        skipDialog,
      });
    case "formUnit":
      return gmFormUnit(actors);
    case "psychicEnter":
      if (actors.length < 2) return warn("ANTHOLOGY.GM.Tool.NeedTwoPsychic");
      return gmEnterPsychicConflict(actors[0]!, actors[1]!, { resist: bool(values.resist), skipDialog });
    case "psychicExit":
      if (!actors.length) return warn("ANTHOLOGY.GM.Tool.NoActor");
      return gmExitPsychicConflict(actors[0]!, { skipDialog });
    case "mojoStudy": {
      const student = actors.find(gmIsCharacter) ?? null;
      const score = (k: "intelligence" | "charisma") => num(values[k], student ? student.system.numbers.abilities[k].value : 10);
      const levels = Object.fromEntries(GM_MOJO_RESOURCE_TYPES.map((t) => [t, values[t]]));
      return gmMojoStudyTool(
        student,
        {
          student: num(values.student),
          intelligence: score("intelligence"),
          charisma: score("charisma"),
          levels,
          immersion: bool(values.immersion),
          periods: num(values.periods, 1),
          alreadyGained: num(values.alreadyGained),
        },
        typeof values.dedicatedTo === "string" ? values.dedicatedTo : "",
      );
    }
    case "loot":
      // The group is the characters ticked in the form (`loot.member-<actor id>`), not the selected tokens:
      // loot experience is awarded between adventures, when the tokens may be on no scene.
      return gmAwardLootExperience(gmLootMembers(values), values.silver);
    default:
      return null;
  }
}

/** The world's actors (fvtt-types types the collection's members apart from Actor.Implementation). */
function worldActors(): Actor.Implementation[] {
  return (game.actors?.contents ?? []) as Actor.Implementation[];
}

/** The world's G&M characters the Guide can award loot experience to (the tool's checklist). */
export function gmLootCandidates(): { id: string; name: string }[] {
  return worldActors()
    .filter(gmIsCharacter)
    .map((a) => ({ id: a.id ?? "", name: a.name ?? "" }));
}

/** The characters ticked in the loot form. */
function gmLootMembers(values: Record<string, unknown>): Actor.Implementation[] {
  return Object.entries(values).flatMap(([field, on]) => {
    if (!field.startsWith("member-") || !bool(on)) return [];
    const id = field.slice("member-".length);
    return worldActors().filter((a) => a.id === id);
  });
}
