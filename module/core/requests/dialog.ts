/**
 * The GM's request window (README "GM roll requests"): the actors of the selected tokens, a check of the world's
 * ruleset, the difficulty and whether it stays hidden; then each actor's exact chance, before anything is sent.
 * Both steps are v13 DialogV2 (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DialogV2.html);
 * names are escaped (`foundry.utils.escapeHTML`).
 */
import { controlledActors } from "../foundry/targets.js";
import { activeRulesetId } from "../settings.js";
import { formatChance } from "../rules/chance.js";
import { rollRequestAdapter } from "./adapter.js";
import { requestChances, requestDifficulty, requestLabels, sendRollRequest, type RollRequestInput } from "./send.js";
import { format, localize } from "../foundry/i18n.js";

const t = (key: string, data?: Record<string, string>) => (data ? format(key, data) : localize(key));

/** Paper and ink of the system in both v13 themes, and the request's own layout (styles/core.css). */
const DIALOG_CLASSES = ["anthology", "roll-request-dialog"];

/** One field a row: its label beside it, each label tied to its field (`for`/`id`) so a click on it reaches the field. */
function choiceForm(checks: { id: string; label: string }[], difficulty: { label: string; initial: number; min: number; max: number }): string {
  const esc = foundry.utils.escapeHTML;
  const id = `anthology-request-${foundry.utils.randomID()}`;
  const options = checks.map((c) => `<option value="${esc(c.id)}">${esc(c.label)}</option>`).join("");
  const row = (name: string, label: string, field: string) => `<div class="form-group"><label for="${id}-${name}">${esc(label)}</label>${field}</div>`;
  return [
    row("check", t("ANTHOLOGY.Request.Check"), `<select id="${id}-check" name="check">${options}</select>`),
    row(
      "difficulty",
      t(difficulty.label),
      `<input id="${id}-difficulty" type="number" name="difficulty" value="${difficulty.initial}" min="${difficulty.min}" max="${difficulty.max}" step="1">`,
    ),
    row("hidden", t("ANTHOLOGY.Request.HideDifficulty"), `<input id="${id}-hidden" type="checkbox" name="hidden">`),
  ].join("");
}

/**
 * What the GM is about to send: the check and the difficulty as the ruleset names them (and whether the players
 * see it), then each character's chance in the ruleset's words, then the group's line if any.
 */
function chancesContent(input: RollRequestInput): string {
  const esc = foundry.utils.escapeHTML;
  const adapter = rollRequestAdapter(input.ruleset);
  if (!adapter) return "";
  const difficulty = requestDifficulty(adapter, input.difficulty);
  const { check, difficultyText } = requestLabels(adapter, input.check, difficulty);
  const summary = t(input.hidden ? "ANTHOLOGY.Request.SummaryHidden" : "ANTHOLOGY.Request.Summary", { check, difficulty: difficultyText ?? "" });
  const lines = requestChances(input).map((c) => {
    const name = c.actor.name ?? "";
    const text =
      c.chance === null
        ? t("ANTHOLOGY.Request.ChanceUnknown", { name })
        : t(adapter.chanceLine ?? "ANTHOLOGY.Request.ChanceLine", { name, chance: formatChance(c.chance) });
    return `<li data-actor-uuid="${esc(c.actor.uuid)}">${esc(text)}</li>`;
  });
  const group = adapter.group?.(input.actors, input.check, difficulty);
  return [
    `<p class="roll-request-summary">${esc(summary)}</p>`,
    `<ul class="roll-request-chances">${lines.join("")}</ul>`,
    group ? `<p class="roll-request-group">${esc(group)}</p>` : "",
  ].join("");
}

/** GM only: asks, shows the chances, sends. Null when cancelled or refused. */
export async function openRollRequest(actors: readonly Actor.Implementation[] = controlledActors()): Promise<Awaited<ReturnType<typeof sendRollRequest>>> {
  const ruleset = activeRulesetId();
  const adapter = rollRequestAdapter(ruleset);
  if (!game.user?.isGM || !adapter) {
    ui.notifications?.warn(t("ANTHOLOGY.Request.GmOnly"));
    return null;
  }
  const chosen = [...new Set(actors)];
  if (chosen.length === 0) {
    ui.notifications?.warn(t("ANTHOLOGY.Request.SelectTokens"));
    return null;
  }
  const DialogV2 = foundry.applications.api.DialogV2;
  // `classes` joins the dialog's own (ApplicationV2 configuration,
  // https://foundryvtt.com/api/v13/interfaces/foundry.applications.types.ApplicationConfiguration.html).
  const answer = (await DialogV2.wait({
    classes: DIALOG_CLASSES,
    window: { title: t("ANTHOLOGY.Request.WindowTitle") },
    content: choiceForm(adapter.checks(), adapter.difficulty),
    buttons: [
      {
        action: "next",
        label: t("ANTHOLOGY.Request.Next"),
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => new foundry.applications.ux.FormDataExtended(button.form!).object,
      },
    ],
  })) as Record<string, unknown> | string | null;
  if (!answer || typeof answer !== "object") return null;
  const input: RollRequestInput = {
    ruleset,
    actors: chosen,
    check: String(answer.check ?? ""),
    difficulty: requestDifficulty(adapter, answer.difficulty),
    hidden: answer.hidden === true,
  };
  const send = await DialogV2.confirm({ classes: DIALOG_CLASSES, window: { title: t("ANTHOLOGY.Request.ChancesTitle") }, content: chancesContent(input) });
  return send === true ? sendRollRequest(input) : null;
}
