/** The casting dialog: how many Magic Dice come from free slots, from mana dust, and the free die. */
import { renderChatCard } from "../../../core/chat/post-card.js";

export interface WardenCastChoice {
  slotDice: number;
  dustDice: number;
  freeDice: number;
}

const TEMPLATE = "systems/anthology/templates/warden/dialogs/cast.hbs";

function readForm(form: HTMLFormElement | null | undefined): WardenCastChoice {
  const data = form ? new FormData(form) : null;
  const num = (k: string) => {
    const v = Number(data?.get(k) ?? 0);
    return Number.isFinite(v) ? Math.max(0, Math.floor(v)) : 0;
  };
  return { slotDice: num("slotDice"), dustDice: num("dustDice"), freeDice: data?.get("freeDice") ? 1 : 0 };
}

export async function promptCast(context: {
  spellName: string;
  freeSlots: number;
  manaDust: number;
  investable: number;
  hasFreeDie: boolean;
  choice: WardenCastChoice;
}): Promise<WardenCastChoice | null> {
  const content = await renderChatCard(TEMPLATE, context);
  const result = await foundry.applications.api.DialogV2.wait({
    // Paper and ink in both v13 themes (styles/core.css .anthology).
    classes: ["anthology", "warden"],
    window: { title: game.i18n!.format("ANTHOLOGY.Warden.Cast.Title", { spell: context.spellName }) },
    content,
    buttons: [
      {
        action: "cast",
        label: "ANTHOLOGY.Warden.Cast.Button",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => readForm(button.form),
      },
      { action: "cancel", label: "ANTHOLOGY.Warden.Cancel" },
    ],
    rejectClose: false,
  } as never);
  if (!result || typeof result !== "object") return null;
  return result as WardenCastChoice;
}
