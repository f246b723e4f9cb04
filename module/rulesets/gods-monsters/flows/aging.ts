/**
 * Aging from the sheet (001 "Aging"): at each age threshold a character takes an unhealable injury, or, as the player
 * chooses, −2 to an ability that stays above 1. The sheet's Aging button takes every step the age calls for beyond
 * those taken, asks what each becomes, and writes them as one outcome with a card; rest then leaves those injuries.
 */
import { format, localize } from "../../../core/foundry/i18n.js";
import { formDialog } from "../../../core/foundry/form-dialog.js";
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { contributor } from "../rules/character/contributors.js";
import { GM_SPECIES_RULES } from "../rules/character/species.js";
import { gmAgingOutcome, gmCanTradeAgingInjury } from "../rules/consequences/aging.js";
import type { GmAgingChoice, GmAgingResult, GmAgingState } from "../rules/consequences/aging.js";
import { GM_ABILITIES } from "../rules/equipment/types.js";
import type { GmCharacterActor } from "../data/view.js";
import { gmPostConsequence } from "../rolls/consequence-rolls.js";
import type { GmCardLine } from "../rolls/consequence-rolls.js";

const AGING_DIALOG = "systems/anthology/templates/gods-monsters/dialogs/aging.hbs";

/** The character's aging state, or null when the texts give no aging for its species. */
function agingState(actor: GmCharacterActor): GmAgingState | null {
  const s = actor.system;
  const ageMultiplier = GM_SPECIES_RULES[s.species]?.ageMultiplier ?? null;
  if (ageMultiplier === null) return null;
  const endurance = s.numbers.abilities.endurance.value;
  return {
    age: s.age,
    endurance,
    enduranceSpecial: contributor(endurance, "special"),
    ageMultiplier,
    taken: s.aging.taken,
    injuries: s.injuries,
    unhealable: s.aging.unhealable,
    abilities: s.abilities,
  };
}

/** What the sheet shows beside the age: the steps due now and the age of the next one (null: no aging known). */
export function gmAgingView(actor: GmCharacterActor): { due: number; nextAt: number; unhealable: number } | null {
  const state = agingState(actor);
  if (!state) return null;
  const r = gmAgingOutcome(state);
  return { due: r.steps, nextAt: r.nextAt, unhealable: state.unhealable };
}

/** Asks what each due step becomes: an injury, or −2 to an ability that stays above 1. */
async function askChoices(actor: GmCharacterActor, steps: number): Promise<GmAgingChoice[] | null> {
  const options: Record<string, string> = { injury: "ANTHOLOGY.GM.Aging.Injury" };
  for (const a of GM_ABILITIES) if (gmCanTradeAgingInjury(actor.system.abilities[a])) options[a] = `ANTHOLOGY.GM.Aging.Trade.${a}`;
  const rows = Array.from({ length: steps }, (_, i) => ({ name: `step${i}`, number: i + 1 }));
  return formDialog({
    title: format("ANTHOLOGY.GM.Aging.Title", { name: actor.name ?? "" }),
    template: AGING_DIALOG,
    context: { rows, options },
    classes: ["gods-monsters"],
    confirm: "ANTHOLOGY.GM.Sheet.Confirm",
    parse: (values) => rows.map((r) => String(values[r.name] ?? "injury") as GmAgingChoice),
  });
}

/**
 * Takes the due aging steps. `choices` given (a macro, a test) skip the question; otherwise the player is asked, and
 * closing the question changes nothing. Returns the rules' result, or null when nothing was written.
 */
export async function gmAgeAction(actor: GmCharacterActor, choices?: readonly GmAgingChoice[]): Promise<GmAgingResult | null> {
  const name = actor.name ?? "";
  if (!game.user || !actor.canUserModify(game.user, "update")) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Aging.NotAllowed", { name }));
    return null;
  }
  const state = agingState(actor);
  if (!state) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Aging.Unknown", { name }));
    return null;
  }
  const preview = gmAgingOutcome(state);
  if (preview.steps === 0) {
    ui.notifications?.info(format("ANTHOLOGY.GM.Aging.NotDue", { name, age: state.age, next: preview.nextAt }));
    return null;
  }
  const picked = choices ?? (await askChoices(actor, preview.steps));
  if (!picked) return null;
  const result = gmAgingOutcome(state, picked);
  if (result.refused) {
    ui.notifications?.warn(format("ANTHOLOGY.GM.Aging.Refused", { name, choice: result.refused.choice }));
    return null;
  }
  const abilities = result.outcome.actor ?? {};
  const lines: GmCardLine[] = [];
  if (result.injuries)
    lines.push({
      key: "ANTHOLOGY.GM.Aging.InjuryLine",
      data: { injuries: result.injuries, total: abilities["system.injuries"], unhealable: abilities["system.aging.unhealable"] },
    });
  for (const a of new Set(result.trades)) {
    const times = result.trades.filter((t) => t === a).length;
    lines.push({
      key: "ANTHOLOGY.GM.Aging.TradeLine",
      data: { ability: localize(`ANTHOLOGY.GM.Ability.${a}`), loss: 2 * times, score: abilities[`system.abilities.${a}`] },
    });
  }
  lines.push({ key: "ANTHOLOGY.GM.Aging.NextLine", data: { next: result.nextAt } });
  const band = { key: "ANTHOLOGY.GM.Aging.Band", data: { name, age: state.age, steps: result.steps }, tone: "failure" as const };
  const card = () => gmPostConsequence(actor, "ANTHOLOGY.GM.Aging.CardTitle", lines, [], band);
  const applied = await applyOutcome(actor, { ...result.outcome, cards: [card] });
  return applied.ok ? result : null;
}
