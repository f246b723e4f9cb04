/**
 * Character creation from the sheet (004 "Ability scores", "First level mojo", "Money and
 * Equipment"): roll 4d6 keeping the three highest six times (the player assigns them in order of
 * the form), and fill in the first-level numbers once abilities, species and archetype are chosen.
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import type { OutcomeNewDocument } from "../../../core/rules/outcome.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { holdsWritten } from "../../../core/foundry/written.js";
import { gmApplySpecies, gmRollAbility } from "../rules/character/abilities.js";
import { gmAbilityScores } from "../rules/character/abilities.js";
import {
  GM_BASE_PHYSIQUE,
  gmAge,
  gmBaseAge,
  gmFeetAndInches,
  gmHeightInches,
  gmHeightModifier,
  gmWeightModifier,
  gmWeightPounds,
} from "../rules/character/physique.js";
import { GM_SPECIES_RULES } from "../rules/character/species.js";
import { gmStartingFields } from "../rules/character/first-level.js";
import { GM_ABILITIES, GM_SPECIES } from "../rules/equipment/types.js";
import { gmFieldsOf } from "../data/field-items.js";
import type { GmCharacterActor } from "../data/view.js";
import { postGmCard } from "../chat/cards.js";
import { isGmSpecialty } from "../data/types.js";
import { format, localize, translations } from "../../../core/foundry/i18n.js";

/**
 * Rolls six ability scores (4d6, three highest each) and posts them with their Roll objects in the user's roll
 * mode (Dice So Nice animates them, the card's tooltip shows them); returns the six totals. The formula keeps the
 * three highest itself (`4d6kh3`), so each Roll's total is the score; the pure rule reads the same four faces.
 */
export async function gmRollAbilityScores(actor: GmCharacterActor): Promise<number[]> {
  const totals: number[] = [];
  const rows: { dice: number[]; total: number }[] = [];
  const rolls: Roll[] = [];
  for (let i = 0; i < 6; i += 1) {
    const roll = await new Roll("4d6kh3").evaluate();
    const faces = (roll.dice[0]?.results ?? []).map((r) => Number(r.result));
    const total = gmRollAbility(faces);
    totals.push(total);
    rows.push({ dice: faces, total });
    rolls.push(roll);
  }
  await postGmCard({ template: "ability-scores", actor, context: { name: actor.name, rolls: rows }, rolls });
  return totals;
}

/** Tells the user a creation step was not saved (Foundry refused it: the console says why). */
function notSaved(actor: GmCharacterActor, step: string): false {
  ui.notifications?.error(format("ANTHOLOGY.GM.Creation.NotSaved", { name: actor.name ?? "", step: localize(`ANTHOLOGY.GM.Creation.Step.${step}`) }));
  return false;
}

/** What the species step remembers: the scores as assigned and the scores it made of them. */
interface GmSpeciesStep {
  species: string;
  assigned: Record<string, number>;
  final: Record<string, number>;
}

function sameScores(a: Record<string, number> | undefined, b: Record<string, number>): boolean {
  return !!a && GM_ABILITIES.every((k) => a[k] === b[k]);
}

/**
 * The "apply species" step of creation: the species' adjustments (pure `gmApplySpecies`) are applied
 * once to the scores as assigned. Applying again (or after picking another species) starts from the
 * assigned scores, never from already adjusted ones; scores edited by hand since count as newly assigned.
 */
export async function gmApplySpeciesStep(actor: GmCharacterActor): Promise<Record<string, number>> {
  const current = gmAbilityScores(actor.system.abilities);
  const step = (actor.flags as { anthology?: { gmSpeciesStep?: GmSpeciesStep } } | undefined)?.anthology?.gmSpeciesStep;
  const assigned = step && sameScores(step.final, current) ? step.assigned : current;
  const final = gmApplySpecies(assigned, actor.system.species);
  const changes = {
    ...Object.fromEntries(GM_ABILITIES.map((k) => [`system.abilities.${k}`, final[k]])),
    "flags.anthology.gmSpeciesStep": { species: actor.system.species, assigned: { ...assigned }, final: { ...final } },
  };
  await updateDocument(actor, changes);
  // Checked on the actor: v13 resolves undefined both for a refused update and for one that changed nothing.
  if (!holdsWritten(actor, changes)) notSaved(actor, "species");
  return final;
}

/** A species specialty joining the character makes it the character's species (the sheet's drop calls this). */
export async function gmAdoptSpecies(actor: GmCharacterActor, item: Item.Implementation): Promise<boolean> {
  if (!isGmSpecialty(item)) return false;
  const species = item.system.kind === "species" ? item.system.species?.species : undefined;
  if (!species || !GM_SPECIES.includes(species)) return false;
  if (actor.system.species !== species) await updateDocument(actor, { "system.species": species });
  return true;
}

/**
 * Sets mojo, silver, survival and verve to their first-level values (from the current abilities,
 * species and archetype) and adds the starting fields the character lacks (pure `gmStartingFields`):
 * a warrior's Fighting Art, and the native culture with its language, an etiquette and the species'
 * skill. The etiquette is the player's choice (a default name otherwise). Resolves false, having told the user,
 * when Foundry did not save the numbers or every field.
 */
export async function gmApplyStartingNumbers(actor: GmCharacterActor, choices: { etiquette?: string } = {}): Promise<boolean> {
  const f = actor.system.numbers.firstLevel;
  const numbers = {
    "system.mojo": f.mojo,
    "system.silver": f.silver,
    "system.survival.bonus": 0,
    "system.verve.bonus": 0,
    "system.survival.value": f.survival,
    "system.verve.value": f.verve,
    "system.injuries": 0,
    "system.experience": 0,
    "system.advancedLevel": 1,
  };
  const i18n = translations();
  const species = actor.system.species;
  const have = gmFieldsOf(actor);
  const etiquette = (choices.etiquette ?? "").trim().slice(0, 100) || i18n.localize(`ANTHOLOGY.GM.Creation.Etiquette.${species}`);
  const skillName = (key: string) =>
    key === "language"
      ? i18n.localize(`ANTHOLOGY.GM.Creation.Language.${species}`)
      : key === "etiquette"
        ? etiquette
        : i18n.localize(`ANTHOLOGY.GM.Creation.Skill.${key}`);
  const create: OutcomeNewDocument[] = [];
  for (const field of gmStartingFields(actor.system.archetype, species)) {
    const name = field.kind === "fightingArt" ? i18n.localize("ANTHOLOGY.GM.Creation.FightingArt") : i18n.localize(`ANTHOLOGY.GM.Creation.Culture.${species}`);
    if (field.kind === "fightingArt" ? have.some((h) => h.fightingArt) : have.some((h) => h.name === name)) continue;
    create.push({ name, type: "gmField", system: { bonus: field.bonus, skills: field.skills.map(skillName), fightingArt: field.kind === "fightingArt" } });
  }
  // One whole outcome (CONTRIBUTING "Whole outcomes"): the numbers, then the fields only once the numbers were written
  // (applyOutcome stops at the first write v13 did not make: `Document#update` resolving undefined for a refused change).
  const applied = await applyOutcome(actor, { actor: numbers, items: { create } });
  if (applied.ok) return true;
  if ("failedAt" in applied && applied.failedAt === "createItems") return notSaved(actor, "fields");
  return notSaved(actor, "numbers");
  return true;
}

/** What the age, height and weight step is given: a number typed for a roll is the player's choice, null rolls it. */
export interface GmPhysiqueInput {
  ageMultiplier: unknown;
  baseHeight: unknown;
  baseWeight: unknown;
  ageRoll?: unknown;
  heightRoll?: unknown;
}

/** A whole number in [min, max] typed in the dialog, or null (blank). Anything else is refused with a message. */
function typedWhole(value: unknown, min: number, max: number, label: string): number | null | false {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(String(value).trim());
  if (!Number.isInteger(n) || n < min || n > max) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Physique.Refused", { field: localize(`ANTHOLOGY.GM.Physique.${label}`), min: String(min), max: String(max) }));
    return false;
  }
  return n;
}

/** The dialog's defaults: the species' age multiplier and the base height and weight the text gives (a dwarf's). */
export function gmPhysiqueDefaults(actor: GmCharacterActor): { ageMultiplier: number | null; baseHeight: number | null; baseWeight: number | null } {
  const species = actor.system.species;
  const base = GM_BASE_PHYSIQUE[species];
  return { ageMultiplier: GM_SPECIES_RULES[species]?.ageMultiplier ?? null, baseHeight: base?.heightInches ?? null, baseWeight: base?.weightPounds ?? null };
}

/**
 * Age, height and weight at creation (004 "Age, height, and weight"): base age + (multiplier)d6, base height + 2d6 +
 * the height modifier, base weight + 10 × (the same height roll + the weight modifier), all from the pure rules
 * (physique.ts). A number the player typed for a roll is used instead of rolling ("could have chosen any of these
 * numbers"). Writes the three numbers in one update and posts a card with the dice; null when the input was refused
 * or Foundry did not save it (the user is told).
 */
export async function gmRollPhysique(
  actor: GmCharacterActor,
  input: GmPhysiqueInput,
): Promise<{ age: number; heightInches: number; weightPounds: number } | null> {
  const multiplier = typedWhole(input.ageMultiplier, 1, 99, "AgeMultiplier");
  const baseHeight = typedWhole(input.baseHeight, 1, 999, "BaseHeight");
  const baseWeight = typedWhole(input.baseWeight, 1, 99_999, "BaseWeight");
  if (multiplier === false || baseHeight === false || baseWeight === false) return null;
  if (multiplier === null || baseHeight === null || baseWeight === null) {
    ui.notifications?.warn(localize("ANTHOLOGY.GM.Physique.NeedBase"));
    return null;
  }
  const chosenAge = typedWhole(input.ageRoll, 0, 9_999, "AgeRoll");
  const chosenHeight = typedWhole(input.heightRoll, 0, 999, "HeightRoll");
  if (chosenAge === false || chosenHeight === false) return null;
  const rolls: Roll[] = [];
  const roll = async (formula: string): Promise<number> => {
    const r = await new Roll(formula).evaluate();
    rolls.push(r);
    return Number(r.total);
  };
  const ageRoll = chosenAge ?? (await roll(`${multiplier}d6`));
  const heightRoll = chosenHeight ?? (await roll("2d6"));
  const abilities = gmAbilityScores(actor.system.abilities);
  const age = gmAge(multiplier, ageRoll);
  const heightInches = gmHeightInches(baseHeight, heightRoll, abilities);
  const weightPounds = gmWeightPounds(baseWeight, heightRoll, abilities);
  const changes = { "system.age": age, "system.heightInches": heightInches, "system.weightPounds": weightPounds };
  await updateDocument(actor, changes);
  if (!holdsWritten(actor, changes)) {
    notSaved(actor, "physique");
    return null;
  }
  const height = gmFeetAndInches(heightInches);
  await postGmCard({
    template: "physique",
    actor,
    rolls,
    context: {
      name: actor.name,
      age,
      baseAge: gmBaseAge(multiplier),
      ageRoll,
      ageRolled: chosenAge === null,
      multiplier,
      feet: height.feet,
      inches: height.inches,
      heightInches,
      baseHeight,
      heightRoll,
      heightRolled: chosenHeight === null,
      heightModifier: gmHeightModifier(abilities),
      weightPounds,
      baseWeight,
      weightModifier: gmWeightModifier(abilities),
    },
  });
  return { age, heightInches, weightPounds };
}
