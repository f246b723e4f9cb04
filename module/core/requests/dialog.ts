/**
 * The GM's request window (README "GM roll requests"): the actors of the selected tokens, a check of the world's
 * ruleset, the difficulty and whether it stays hidden; then each actor's exact chance, before anything is sent.
 * Both steps are v13 DialogV2 (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DialogV2.html);
 * names are escaped (`foundry.utils.escapeHTML`).
 */
import { controlledActors } from "../foundry/targets.js";
import { activeRulesetId } from "../settings.js";
import { formatChance } from "../../dice/requests/chance.js";
import { rollRequestAdapter } from "./adapter.js";
import { requestChances, requestDifficulty, sendRollRequest, type RollRequestInput } from "./send.js";

const t = (key: string, data?: Record<string, string>) => (data ? game.i18n!.format(key, data) : game.i18n!.localize(key));

function choiceForm(checks: { id: string; label: string }[], difficulty: { label: string; initial: number; min: number; max: number }): string {
  const esc = foundry.utils.escapeHTML;
  const options = checks.map((c) => `<option value="${esc(c.id)}">${esc(c.label)}</option>`).join("");
  return [
    `<div class="form-group"><label>${esc(t("ANTHOLOGY.Request.Check"))}</label><select name="check">${options}</select></div>`,
    `<div class="form-group"><label>${esc(t(difficulty.label))}</label><input type="number" name="difficulty" value="${difficulty.initial}" min="${difficulty.min}" max="${difficulty.max}" step="1"></div>`,
    `<div class="form-group"><label>${esc(t("ANTHOLOGY.Request.HideDifficulty"))}</label><input type="checkbox" name="hidden"></div>`,
  ].join("");
}

function chancesTable(input: RollRequestInput): string {
  const esc = foundry.utils.escapeHTML;
  const rows = requestChances(input).map((c) => `<tr><td>${esc(c.actor.name ?? "")}</td><td>${esc(c.chance === null ? "—" : formatChance(c.chance))}</td></tr>`);
  const group = rollRequestAdapter(input.ruleset)?.group?.(input.actors, input.check, input.difficulty);
  return `<table class="roll-request-chances"><tbody>${rows.join("")}</tbody></table>${group ? `<p>${esc(group)}</p>` : ""}`;
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
  const answer = (await DialogV2.wait({
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
  const send = await DialogV2.confirm({ window: { title: t("ANTHOLOGY.Request.ChancesTitle") }, content: chancesTable(input) });
  return send === true ? sendRollRequest(input) : null;
}
