/**
 * rkCard: the data a Roll & Keep chat card carries (CONTRIBUTING "Chat cards"), one section per kind of card; a card
 * fills the section it is and the others stay null. Foundry validates it when the card is posted and when a button
 * marks it (a contest request answered). What each message of a contest holds and who receives it:
 * `rolls/contest-cards.ts`.
 */
import { cardBool, cardChoice, cardInt, cardSection, cardText, cardUuid } from "../../../core/chat/card-fields.js";
import { cardOfType, type ChatCardData } from "../../../core/chat/card-data.js";
import { RK_ATTRIBUTES } from "../rules/attributes.js";

const WINNERS = ["first", "second", "tie"] as const;
const ENDS = ["done", "failed", "botched"] as const;

/** An action rolled from a sheet, a speciality or a macro: what was rolled, against whom ("" = no target). */
export interface RkCardAction {
  attribute: string;
  specialityIds: string[];
  target: string;
}
/** A round of an extended action (the actor's `system.extended` entry). */
export interface RkCardExtended {
  id: string;
}
/** The end of an extended action, announced. */
export interface RkCardExtendedEnd {
  id: string;
  status: (typeof ENDS)[number];
}
/**
 * The acting side of a directly opposed action, rolled by its owner: who against whom, what it rolled, and the wound
 * penalty in its roll's difficulty (the GM's difficulty is the roll's less it; the opposition adds its own).
 */
export interface RkCardContestSide {
  actor: string;
  opponent: string;
  attribute: string;
  label: string;
  penalty: number;
}
/** The request whispered to whoever decides the opposing side; `answered` is the result's message id ("" = not yet). */
export interface RkCardContestRequest {
  actor: string;
  opponent: string;
  side: string;
  answered: string;
}
/** The result, to the audience of the acting side's roll. */
export interface RkCardContestResult {
  request: string;
  winner: (typeof WINNERS)[number];
  margin: number;
  revealed: boolean;
}
/** The opposing side's details, to its deciders only. */
export interface RkCardContestDetail {
  request: string;
}

/** A weapon's damage roll (a table option, rules/damage.ts): who rolled, with what, the total, against whom ("" = nobody). */
export interface RkCardDamage {
  actor: string;
  weapon: string;
  total: number;
  target: string;
}
/** Wounds applied to a character (rules/wounds.ts): the card reporting them names it (no button reads it). */
export interface RkCardWounds {
  actor: string;
}

/** The card's system data, as the model holds it (absent kinds null). */
export interface RkCardSystem {
  action: RkCardAction | null;
  extended: RkCardExtended | null;
  extendedEnd: RkCardExtendedEnd | null;
  contestSide: RkCardContestSide | null;
  contestRequest: RkCardContestRequest | null;
  contestResult: RkCardContestResult | null;
  contestDetail: RkCardContestDetail | null;
  damage: RkCardDamage | null;
  wounds: RkCardWounds | null;
}

export class RkCardData extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema, ChatMessage.Implementation> {
  static override defineSchema() {
    return {
      action: cardSection({
        attribute: cardChoice(RK_ATTRIBUTES, "strength"),
        specialityIds: new foundry.data.fields.ArrayField(cardText(), { required: true, initial: [] }),
        target: cardText(),
      }),
      extended: cardSection({ id: cardText() }),
      extendedEnd: cardSection({ id: cardText(), status: cardChoice(ENDS, "done") }),
      contestSide: cardSection({
        actor: cardUuid(),
        opponent: cardUuid(),
        attribute: cardChoice(RK_ATTRIBUTES, "strength"),
        label: cardText(),
        penalty: cardInt(0),
      }),
      contestRequest: cardSection({ actor: cardUuid(), opponent: cardUuid(), side: cardText(), answered: cardText() }),
      contestResult: cardSection({ request: cardText(), winner: cardChoice(WINNERS, "tie"), margin: cardInt(0), revealed: cardBool() }),
      contestDetail: cardSection({ request: cardText() }),
      damage: cardSection({ actor: cardUuid(), weapon: cardText(), total: cardInt(0), target: cardText() }),
      wounds: cardSection({ actor: cardUuid() }),
    };
  }
}

export const RK_CARD_MODELS = { rkCard: RkCardData };

/** A Roll & Keep card, its system typed (one guard, module/core/chat/card-data.ts). */
export const isRkCard = cardOfType<RkCardSystem>("rkCard");

/** What a writer gives: the kinds the card is, each with the values it knows; the model fills the rest. */
export type RkCardSource = { [K in keyof RkCardSystem]?: Partial<NonNullable<RkCardSystem[K]>> };

/** What `postChatCard` (or a dice flow's `card`) stores for a Roll & Keep card. */
export function rkCard(system: RkCardSource = {}): ChatCardData {
  return { type: "rkCard", system };
}

/** What a Roll & Keep card carries, or null for any other message. */
export function rkCardOf<D extends object>(message: D | null | undefined): RkCardSystem | null {
  return isRkCard(message) ? message.system : null;
}
