/**
 * The base of the three roll dialogs (ApplicationV2 + Handlebars): the player edits the inputs, the Foundry
 * formula and the exact chance update live on every keystroke (no re-render, so focus stays put), and
 * "Roll" resolves `wait()` with the edited settings and roll mode; closing resolves null.
 * Subclasses parse the form and describe the live text; all numbers come from the pure odds.
 */
import { handlebarsApplicationBase, type SheetContext, type SheetRenderOptions } from "../../core/sheet-shapes.js";
import type { DiceInputError } from "../rules/limits.js";
import { ROLL_MODES, formatChance, isRollMode, type RollModeId } from "../requests/chance.js";
import type { AnyRollExtension } from "../requests/roll-extension.js";
import { readForm } from "./form-values.js";
import { format, localize } from "../../core/foundry/i18n.js";

export interface DialogAnswer<S> {
  settings: S;
  rollMode: RollModeId;
  /** The ruleset's own options as the player left them (with an extension). */
  options?: unknown;
}

/**
 * What the dialog shows live: at the top the headline (the final number the die must meet, localized) and the
 * exact chance as a percentage (empty when the player may not see it); below, the formula, the chance sentence
 * (localized) and the refusal (localized), if any.
 */
export interface LiveText {
  headline: string;
  percent: string;
  formula: string;
  chance: string;
  error: string;
  /** The ruleset's line under the headline, when it has one (absent otherwise). */
  note?: string;
}

/** What a family computes for valid settings: the formula, the chance sentence, the headline, the chance (null: hidden). */
export interface LiveNumbers {
  formula: string;
  chance: string;
  headline: string;
  probability: number | null;
  /**
   * The sentence of the percentage at the top, a localization key with `{chance}` (default "{chance} chance of
   * success"): an extended keep round's chance is of reaching the whole total this round, not of a success.
   */
  percentKey?: string;
}

export interface DiceDialogOptions<S> {
  label: string;
  settings: S;
  rollMode: RollModeId;
  /** The ruleset's own fields and rules; its options replace the family's inputs. */
  extension?: AnyRollExtension<S> | null;
  /** The ruleset's headline for the family's own inputs (Shadow: "Accurate 13 − 2 = 11"), localized. */
  headline?: ((settings: S) => string) | null;
  window?: Record<string, unknown>;
}

export abstract class DiceDialog<S> extends handlebarsApplicationBase() {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    tag: "form",
    classes: ["anthology", "dice-dialog"],
    window: { icon: "fa-solid fa-dice-d20", resizable: false },
    position: { width: 440, height: "auto" },
    form: { handler: DiceDialog.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: { roll: DiceDialog.#onRoll, cancel: DiceDialog.#onCancel },
  };

  settings: S;
  rollMode: RollModeId;
  error: string | null = null;
  readonly label: string;
  readonly extension: AnyRollExtension<S> | null;
  readonly headlineOf: ((settings: S) => string) | null;
  /** The extension's current options (undefined without one). */
  extensionOptions: unknown;
  #resolve: ((answer: DialogAnswer<S> | null) => void) | null = null;
  #answered = false;

  constructor(options: DiceDialogOptions<S>) {
    const { extension, headline, ...rest } = options;
    super({ ...rest, window: { title: options.label, ...(options.window ?? {}) } });
    this.label = options.label;
    this.extension = extension ?? null;
    this.headlineOf = headline ?? null;
    this.extensionOptions = this.extension?.options;
    this.settings = this.extension ? this.extension.apply(this.extensionOptions) : options.settings;
    this.rollMode = options.rollMode;
    this.error = this.extension?.refuse?.(this.extensionOptions) ?? this.validate(this.settings);
  }

  /** Parse raw form values over the current settings. */
  protected abstract parse(raw: Record<string, unknown>): { settings: S; error: DiceInputError };
  /** Validate settings (the same limits the roll functions apply). */
  protected abstract validate(settings: S): DiceInputError;
  /** The formula, the localized chance sentence and headline, and the exact chance for valid settings. */
  protected abstract live(settings: S): LiveNumbers;
  /** The family's own template context (inputs). */
  protected abstract fields(): SheetContext;

  /** Apply raw form values (what the player typed) and recompute. */
  update(raw: Record<string, unknown>): LiveText {
    if (this.extension) {
      // The ruleset's options through its pure rules give the family's numbers; the dice room validates them.
      this.extensionOptions = this.extension.parse(raw, this.extensionOptions);
      this.settings = this.extension.apply(this.extensionOptions);
      this.error = this.extension.refuse?.(this.extensionOptions) ?? this.validate(this.settings);
    } else {
      const { settings, error } = this.parse(raw);
      this.settings = settings;
      this.error = error;
    }
    if (isRollMode(raw.rollMode)) this.rollMode = raw.rollMode;
    return this.liveText();
  }

  /** The live formula, chance and refusal for the current settings. */
  liveText(): LiveText {
    if (this.error) return { headline: "", percent: "", formula: "", chance: "", error: localize(this.error) };
    const live = this.live(this.settings);
    const headline = this.extension?.headline?.(this.settings, this.extensionOptions) ?? this.headlineOf?.(this.settings) ?? live.headline;
    const percent =
      live.probability === null
        ? ""
        : (this.extension?.percent?.(formatChance(live.probability), this.settings, this.extensionOptions) ??
          format(live.percentKey ?? "ANTHOLOGY.Dice.Dialog.percent", { chance: formatChance(live.probability) }));
    const note = this.extension?.note?.(this.settings, this.extensionOptions) || undefined;
    const chance =
      live.probability !== null && this.extension?.chance
        ? this.extension.chance(formatChance(live.probability), this.settings, this.extensionOptions)
        : live.chance;
    return { headline, percent, formula: live.formula, chance, error: "", ...(note ? { note } : {}) };
  }

  override async _prepareContext(_options: SheetRenderOptions): Promise<SheetContext> {
    return {
      appId: this.id,
      label: this.label,
      rollMode: this.rollMode,
      rollModes: Object.fromEntries(ROLL_MODES.map((m) => [m, `ANTHOLOGY.Dice.RollMode.${m}`])),
      live: this.liveText(),
      refused: this.error !== null,
      // The ruleset's fields, rendered by Handlebars (which escapes their values) and placed in the form.
      extensionHtml: this.extension
        ? await foundry.applications.handlebars.renderTemplate(this.extension.template, { appId: this.id, ...this.extension.context(this.extensionOptions) })
        : "",
      ...this.fields(),
    };
  }

  protected override async _onRender(context: SheetContext, options: SheetRenderOptions): Promise<void> {
    await super._onRender(context, options);
    const form = this.element instanceof HTMLFormElement ? this.element : this.element.querySelector("form");
    // The form element outlives re-renders (adding an object die re-renders the parts): bind once.
    if (!form || form.dataset.diceLive === "bound") return;
    form.dataset.diceLive = "bound";
    const refresh = () => {
      const live = this.update(readForm(form));
      this.extension?.refresh?.(form, this.extensionOptions);
      this.#showLive(form, live);
    };
    form.addEventListener("input", refresh);
    form.addEventListener("change", refresh);
  }

  #showLive(form: HTMLFormElement, live: LiveText): void {
    const set = (name: string, text: string) => {
      const el = form.querySelector<HTMLElement>(`[data-live="${name}"]`);
      if (el) el.textContent = text;
    };
    set("headline", live.headline);
    set("percent", live.percent);
    set("formula", live.formula);
    set("chance", live.chance);
    set("error", live.error);
    set("note", live.note ?? "");
    const button = form.querySelector<HTMLButtonElement>('[data-action="roll"]');
    if (button) button.disabled = live.error !== "";
  }

  /** Re-read the form (when there is a DOM) before acting on a click. */
  protected syncFromForm(): void {
    const element = this.element as HTMLElement | null;
    if (!element) return;
    const form = element instanceof HTMLFormElement ? element : element.querySelector("form");
    if (form) this.update(readForm(form));
  }

  /** Open the dialog; resolves with the edited settings on Roll, null when closed. */
  wait(): Promise<DialogAnswer<S> | null> {
    return new Promise((resolve) => {
      this.#resolve = resolve;
      void this.render({ force: true });
    });
  }

  #finish(answer: DialogAnswer<S> | null): void {
    if (this.#answered) return;
    this.#answered = true;
    this.#resolve?.(answer);
  }

  override async close(options: Record<string, unknown> = {}): Promise<this> {
    this.#finish(null);
    return super.close(options);
  }

  /** Roll: refuse with the message while the input is refused; otherwise answer and close. */
  async submitRoll(): Promise<void> {
    this.syncFromForm();
    if (this.error) {
      ui.notifications?.warn(localize(this.error));
      return;
    }
    this.#finish({ settings: this.settings, rollMode: this.rollMode, ...(this.extension ? { options: this.extensionOptions } : {}) });
    await this.close();
  }

  static async #onRoll(this: DiceDialog<unknown>): Promise<void> {
    await this.submitRoll();
  }

  static async #onSubmit(this: DiceDialog<unknown>): Promise<void> {
    await this.submitRoll();
  }

  static async #onCancel(this: DiceDialog<unknown>): Promise<void> {
    await this.close();
  }
}
