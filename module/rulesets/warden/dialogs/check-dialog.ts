/**
 * The Warden's setup step of an action or save: the attribute used as modifier and the items whose object
 * dice join the roll. Advantage per die and the DC are then settled in the dice room's dialog.
 */
import { renderChatCard } from "../../../core/chat/post-card.js";
import { WARDEN_ATTRIBUTES, type WardenAttribute } from "../rules/attributes.js";
import { isWardenAttribute, type WardenCheckItem } from "../rolls/check-request.js";

const TEMPLATE = "systems/anthology/templates/warden/dialogs/check.hbs";

export interface WardenCheckSetup {
  attribute: WardenAttribute;
  itemIds: string[];
  role: "initiator" | "target";
  /** The other side's result when it is already known (the target's TR, or the initiator's IR); null if not. */
  opposed: number | null;
}

/** A typed result: a whole number, or null when blank or not a number. */
function readOpposed(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

/** The form's answer: something with FormData's `get`/`getAll` (a FormData in Foundry). */
export interface CheckSetupAnswer {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
}

function readForm(form: HTMLFormElement | null | undefined, fallback: WardenCheckSetup): WardenCheckSetup {
  return form ? readCheckSetup(new FormData(form), fallback) : fallback;
}

/** Reads the setup step's form: an unknown attribute keeps the fallback, a blank or non-numeric result is none. */
export function readCheckSetup(data: CheckSetupAnswer, fallback: WardenCheckSetup): WardenCheckSetup {
  const attribute = data.get("attribute");
  const role = data.get("role");
  return {
    attribute: isWardenAttribute(attribute) ? attribute : fallback.attribute,
    itemIds: data.getAll("items").map(String),
    role: role === "target" ? "target" : "initiator",
    opposed: readOpposed(data.get("opposed")),
  };
}

export async function promptCheckSetup(context: {
  actorName: string;
  setup: WardenCheckSetup;
  items: (WardenCheckItem & { selected: boolean })[];
}): Promise<WardenCheckSetup | null> {
  const content = await renderChatCard(TEMPLATE, {
    ...context,
    attributes: WARDEN_ATTRIBUTES.map((a) => ({ id: a, selected: a === context.setup.attribute })),
  });
  const result = await foundry.applications.api.DialogV2.wait({
    // Paper and ink in both v13 themes (styles/core.css .anthology).
    classes: ["anthology", "warden"],
    window: { title: game.i18n!.format("ANTHOLOGY.Warden.Check.Title", { name: context.actorName }) },
    content,
    buttons: [
      {
        action: "roll",
        label: "ANTHOLOGY.Warden.Check.Button",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => readForm(button.form, context.setup),
      },
      { action: "cancel", label: "ANTHOLOGY.Warden.Cancel" },
    ],
    rejectClose: false,
  } as never);
  if (!result || typeof result !== "object") return null;
  return result as WardenCheckSetup;
}
