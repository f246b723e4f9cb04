/**
 * The GM's "Paste a stat block" window, for every ruleset: a textarea, a live preview of what the active ruleset's
 * reader (`RulesetDefinition.statBlock`, pure, in its `rules/`) read and did not read, and Create, which makes the
 * actor with its items in one `Actor.create` call (v13 `Document.create` with embedded `items` in the data,
 * `common/abstract/document.mjs` `Document.create` / `createDocuments`), then opens its sheet. A refused paste
 * creates nothing and says why. The window is a v13 DialogV2 (`client/applications/api/dialog.mjs` `DialogV2.wait`:
 * its `render` callback runs once the dialog is rendered, where the preview listens to the textarea).
 * Everything typed is escaped (`foundry.utils.escapeHTML`) before it is shown.
 */
import { onHook } from "./foundry/hooks.js";
import { rulesetDefinition } from "./registry.js";
import { activeRulesetId } from "./settings.js";
import type { StatBlockProblem, StatBlockRead, StatBlockReading } from "./rules/stat-block.js";
import { format, localize } from "./foundry/i18n.js";

const t = (key: string, data?: Record<string, string>) => (data ? format(key, data) : localize(key));

/**
 * A read field's label in the active ruleset's words: `weapon.2` is a weapon, `mana.black` black mana
 * (`ANTHOLOGY.StatBlock.Field.rk.mana_black`); the same word may name different things in two rulesets.
 */
function fieldLabel(field: string): string {
  if (!field) return "";
  const key = field.replace(/\.\d+$/, "").replace(/\./g, "_");
  return t(`ANTHOLOGY.StatBlock.Field.${activeRulesetId()}.${key}`);
}

/** One problem in the GM's words. */
export function statBlockProblemText(problem: StatBlockProblem): string {
  return t(`ANTHOLOGY.StatBlock.Problem.${problem.code}`, { field: fieldLabel(problem.field), text: problem.text });
}

function readRow(r: StatBlockRead): string {
  const esc = foundry.utils.escapeHTML;
  return `<li data-field="${esc(r.field)}"><span class="stat-block-field">${esc(fieldLabel(r.field))}</span> <span class="stat-block-value">${esc(r.value)}</span></li>`;
}

/** The preview: the creature's name and whether it can be created, what was read, what was not. */
export function statBlockPreview(reading: StatBlockReading): string {
  const esc = foundry.utils.escapeHTML;
  const status = reading.ok
    ? `<p class="stat-block-status ok">${esc(t("ANTHOLOGY.StatBlock.Ready", { name: reading.actor?.name ?? "", items: String(reading.actor?.items.length ?? 0) }))}</p>`
    : `<p class="stat-block-status refused">${esc(t("ANTHOLOGY.StatBlock.Refused"))}</p>`;
  const problems = reading.problems.map((p) => `<li class="${p.blocks ? "blocks" : "listed"}" data-code="${esc(p.code)}">${esc(statBlockProblemText(p))}</li>`);
  return [
    status,
    `<h4>${esc(t("ANTHOLOGY.StatBlock.ReadHeading"))}</h4>`,
    reading.read.length
      ? `<ul class="stat-block-read">${reading.read.map(readRow).join("")}</ul>`
      : `<p class="stat-block-none">${esc(t("ANTHOLOGY.StatBlock.NothingRead"))}</p>`,
    problems.length ? `<h4>${esc(t("ANTHOLOGY.StatBlock.NotReadHeading"))}</h4><ul class="stat-block-problems">${problems.join("")}</ul>` : "",
  ].join("");
}

/** The active ruleset's reader, or null with a message. */
function activeReader(): ((text: string) => StatBlockReading) | null {
  const reader = rulesetDefinition(activeRulesetId())?.statBlock ?? null;
  if (!reader) ui.notifications?.warn(t("ANTHOLOGY.StatBlock.NoReader"));
  return reader;
}

/**
 * GM only: reads `text` with the active ruleset's reader and creates the creature with its items in one call, or
 * refuses the whole paste with the list. Answers the created actor, or null.
 */
export async function createFromStatBlock(text: string): Promise<Actor.Implementation | null> {
  if (!game.user?.isGM) {
    ui.notifications?.warn(t("ANTHOLOGY.StatBlock.GmOnly"));
    return null;
  }
  const reader = activeReader();
  if (!reader) return null;
  const reading = reader(String(text ?? ""));
  if (!reading.ok || !reading.actor) {
    const list = reading.problems
      .filter((p) => p.blocks)
      .map(statBlockProblemText)
      .join(" ");
    ui.notifications?.warn(t("ANTHOLOGY.StatBlock.RefusedWith", { problems: list }));
    return null;
  }
  const { name, type, system, items } = reading.actor;
  const data = { name, type, system, items: items.map((i) => ({ name: i.name, type: i.type, system: i.system })) };
  const actor = (await Actor.create(data as Actor.CreateData)) as Actor.Implementation | undefined;
  if (!actor) return null;
  ui.notifications?.info(t("ANTHOLOGY.StatBlock.Created", { name: actor.name ?? name }));
  return actor;
}

/** GM only: the window; Create makes the creature and opens its sheet. Null when cancelled or refused. */
export async function openStatBlockDialog(): Promise<Actor.Implementation | null> {
  if (!game.user?.isGM) {
    ui.notifications?.warn(t("ANTHOLOGY.StatBlock.GmOnly"));
    return null;
  }
  const reader = activeReader();
  if (!reader) return null;
  const esc = foundry.utils.escapeHTML;
  const id = `anthology-stat-block-${foundry.utils.randomID()}`;
  const content = [
    `<div class="form-group stacked"><label for="${id}">${esc(t("ANTHOLOGY.StatBlock.TextLabel"))}</label>`,
    `<textarea id="${id}" name="statBlock" rows="8" placeholder="${esc(t("ANTHOLOGY.StatBlock.Placeholder"))}"></textarea></div>`,
    `<section class="stat-block-preview" aria-live="polite">${statBlockPreview(reader(""))}</section>`,
  ].join("");
  const DialogV2 = foundry.applications.api.DialogV2;
  const answer = await DialogV2.wait({
    classes: ["anthology", "stat-block-dialog"],
    window: { title: t("ANTHOLOGY.StatBlock.WindowTitle") },
    position: { width: 520 },
    content,
    render: (_event: Event, dialog: foundry.applications.api.DialogV2) => {
      const area = dialog.element.querySelector<HTMLTextAreaElement>("textarea[name=statBlock]");
      const preview = dialog.element.querySelector<HTMLElement>(".stat-block-preview");
      const create = dialog.element.querySelector<HTMLButtonElement>('button[data-action="create"]');
      if (!area || !preview) return;
      // Create waits for a paste that can be created, so a refused one never closes the window and loses the text.
      const update = () => {
        const reading = reader(area.value);
        preview.innerHTML = statBlockPreview(reading);
        if (create) create.disabled = !reading.ok;
      };
      area.addEventListener("input", update);
      update();
    },
    buttons: [
      {
        action: "create",
        label: t("ANTHOLOGY.StatBlock.Create"),
        icon: "fa-solid fa-dragon",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => String(new foundry.applications.ux.FormDataExtended(button.form!).object.statBlock ?? ""),
      },
    ],
  });
  if (typeof answer !== "string") return null;
  const actor = await createFromStatBlock(answer);
  if (actor) await actor.sheet?.render(true);
  return actor;
}

/** The GM's button in the token controls, beside "Ask for a roll" (v13 `getSceneControlButtons`). */
export function registerStatBlockControl(): void {
  onHook("getSceneControlButtons", (controls) => {
    const tokens = controls.tokens;
    if (!tokens?.tools || !game.user?.isGM) return;
    tokens.tools.anthologyStatBlock = {
      name: "anthologyStatBlock",
      title: "ANTHOLOGY.StatBlock.Control",
      icon: "fa-solid fa-paste",
      order: Object.keys(tokens.tools).length,
      button: true,
      visible: true,
      onChange: () => void openStatBlockDialog(),
    };
  });
}
