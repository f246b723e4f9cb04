/**
 * Character creation from the sheet (004 "Ability scores", "First level mojo", "Money and
 * Equipment"): roll 4d6 keeping the three highest six times (the player assigns them in order of
 * the form), and fill in the first-level numbers once abilities, species and archetype are chosen.
 */
import { createEmbedded } from "../../../core/foundry/updates.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { createdAll, holdsWritten } from "../../../core/foundry/written.js";
import { gmApplySpecies, gmRollAbility } from "../rules/character/abilities.js";
import { gmAbilityScores } from "../rules/character/abilities.js";
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
  await updateDocument(actor, numbers);
  // The fields follow only numbers that were saved (v13 resolves undefined for a refused update and a no-op alike).
  if (!holdsWritten(actor, numbers)) return notSaved(actor, "numbers");
  const i18n = translations();
  const species = actor.system.species;
  const have = gmFieldsOf(actor);
  const etiquette = (choices.etiquette ?? "").trim().slice(0, 100) || i18n.localize(`ANTHOLOGY.GM.Creation.Etiquette.${species}`);
  const skillName = (key: string) =>
    key === "language" ? i18n.localize(`ANTHOLOGY.GM.Creation.Language.${species}`) : key === "etiquette" ? etiquette : i18n.localize(`ANTHOLOGY.GM.Creation.Skill.${key}`);
  const create: object[] = [];
  for (const field of gmStartingFields(actor.system.archetype, species)) {
    const name = field.kind === "fightingArt" ? i18n.localize("ANTHOLOGY.GM.Creation.FightingArt") : i18n.localize(`ANTHOLOGY.GM.Creation.Culture.${species}`);
    if (field.kind === "fightingArt" ? have.some((h) => h.fightingArt) : have.some((h) => h.name === name)) continue;
    create.push({ name, type: "gmField", system: { bonus: field.bonus, skills: field.skills.map(skillName), fightingArt: field.kind === "fightingArt" } });
  }
  if (create.length && !createdAll(await createEmbedded(actor, "Item", create), create.length)) return notSaved(actor, "fields");
  return true;
}
