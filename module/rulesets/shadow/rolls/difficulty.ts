/**
 * The GM's difficulty of an unopposed success test (text 002, "Success Test": typically +5, very easy, to −5,
 * very hard): chosen from that range in a small dialog and held to it by `shadowDifficulty`, whatever is sent.
 */
import { SHADOW_DIFFICULTY_MAX, SHADOW_DIFFICULTY_MIN, shadowDifficulty } from "../rules/index.js";
import { localize } from "./actor-view.js";

const TEMPLATE = "systems/anthology/templates/shadow/dialogs/difficulty.hbs";

/** "+2", "0", "−3" as the text prints modifiers. */
export function shadowSigned(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** The choices, from very easy to very hard. */
export function shadowDifficultyChoices(): { value: number; label: string }[] {
  const out: { value: number; label: string }[] = [];
  for (let d = SHADOW_DIFFICULTY_MAX; d >= SHADOW_DIFFICULTY_MIN; d--) {
    const key = d === SHADOW_DIFFICULTY_MAX ? "VeryEasy" : d === SHADOW_DIFFICULTY_MIN ? "VeryHard" : "Option";
    out.push({ value: d, label: localize(`ANTHOLOGY.Shadow.Difficulty.${key}`, { modifier: shadowSigned(d) }) });
  }
  return out;
}

/** Asks the difficulty; null when the dialog is closed. The answer is clamped to +5…−5 (unreadable: 0). */
export async function shadowAskDifficulty(attribute: string): Promise<number | null> {
  const answer = await foundry.applications.api.DialogV2.wait({
    // Paper and ink in both v13 themes (styles/core.css .anthology).
    classes: ["anthology", "shadow"],
    window: { title: localize("ANTHOLOGY.Shadow.Difficulty.Title", { attribute }) },
    content: await foundry.applications.handlebars.renderTemplate(TEMPLATE, { choices: shadowDifficultyChoices(), selected: 0 }),
    buttons: [
      {
        action: "roll",
        label: localize("ANTHOLOGY.Shadow.Difficulty.Roll"),
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => new FormData(button.form as HTMLFormElement).get("difficulty"),
      },
    ],
  } as never);
  if (answer === null || answer === undefined) return null;
  return shadowDifficulty(answer);
}
