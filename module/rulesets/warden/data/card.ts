/**
 * wardenCard: the data a Warden chat card carries for its buttons (CONTRIBUTING "Chat cards"): an attack's damage,
 * IR and single target, the actor a damage or scar card is about, a scar's entry; and the save request's three messages (the
 * public request, the GM-only whisper keeping a secret DC, the settled outcome) and the save that answers it.
 * Foundry validates it when the card is posted.
 */
import { cardBool, cardChoice, cardSection, cardText } from "../../../core/chat/card-fields.js";
import { cardOfType, type ChatCardData } from "../../../core/chat/card-data.js";
import { WARDEN_ATTRIBUTES, type WardenAttribute } from "../rules/attributes.js";

/** A whole number that a card may not have (no IR on a plain damage card): null. */
function optionalInt(min?: number) {
  return new foundry.data.fields.NumberField({ required: true, nullable: true, integer: true, min, initial: null });
}

/** The public request card: no DC when it is secret (README "Trust": a secret DC reaches only the GMs). */
export interface WardenSaveRequestCard {
  id: string;
  attribute: WardenAttribute;
  secret: boolean;
  dc: number | null;
}

export interface WardenCardSystem {
  /** The check a roll card is ("save", "attack"…; "" for a card that is no check). */
  kind: string;
  /** The actor the card is about ("" = none). */
  actorUuid: string;
  /** An attack's one target, as the attacker targeted it when rolling ("" = none, or several: the clicker's tokens). */
  targetUuid: string;
  damage: number | null;
  ir: number | null;
  hit: boolean;
  /** A scar's table entry. */
  entry: number | null;
  /** An attack card whose target has yet to save (a Contested Check, 003): no verdict, no damage to apply yet. */
  pending: boolean;
  /** The message of the attack roll that decided `ir` and `damage` (its AdvantageRoll is read again), "" = none. */
  rollId: string;
  /** On a contest's result card: the message of the target's save roll that decided it ("" = none). */
  saveId: string;
  /** On a contest's result card: the target's TR, only when its save was rolled for everyone to see. */
  tr: number | null;
  request: WardenSaveRequestCard | null;
  /** On a save roll: the id of the request it answers ("" = none). */
  answers: string;
  secret: { id: string; attribute: WardenAttribute; dc: number } | null;
  settled: { id: string; passed: boolean } | null;
}

export class WardenCardData extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema, ChatMessage.Implementation> {
  static override defineSchema() {
    return {
      kind: cardText(),
      actorUuid: cardText(),
      targetUuid: cardText(),
      damage: optionalInt(0),
      ir: optionalInt(),
      hit: cardBool(),
      entry: optionalInt(0),
      pending: cardBool(),
      rollId: cardText(),
      saveId: cardText(),
      tr: optionalInt(),
      request: cardSection({ id: cardText(), attribute: cardChoice(WARDEN_ATTRIBUTES, "dex"), secret: cardBool(), dc: optionalInt(1) }),
      answers: cardText(),
      secret: cardSection({
        id: cardText(),
        attribute: cardChoice(WARDEN_ATTRIBUTES, "dex"),
        dc: new foundry.data.fields.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 20 }),
      }),
      settled: cardSection({ id: cardText(), passed: cardBool() }),
    };
  }
}

export const WARDEN_CARD_MODELS = { wardenCard: WardenCardData };

/** A Warden card, its system typed (one guard, module/core/chat/card-data.ts). */
export const isWardenCard = cardOfType<WardenCardSystem>("wardenCard");

/** What a writer gives: the values it knows; the model fills the rest (null, "", false). */
export type WardenCardSource = Partial<Omit<WardenCardSystem, "request" | "secret" | "settled">> &
  Partial<Pick<WardenCardSystem, "request" | "secret" | "settled">>;

export function wardenCard(system: WardenCardSource = {}): ChatCardData {
  return { type: "wardenCard", system };
}

/** What a Warden card carries, or null for any other message. */
export function wardenCardOf<D extends object>(message: D | null | undefined): WardenCardSystem | null {
  return isWardenCard(message) ? message.system : null;
}
