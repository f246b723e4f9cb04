/**
 * What one user's client holds of the chat log, for secrecy tests: EVERYTHING Foundry sends that client with each
 * message it receives (`harness.clientMessages(user)`, v13 `ChatMessage#visible`): the rendered content and flavor,
 * the flags, the card's `system` and the rolls' data (a whispered roll reaches every client, README of the harness).
 * A secret is kept only when it is in none of them; what the chat log shows is not enough to check.
 */
import { harness, type HarnessUser } from "../harness/foundry.js";

export interface HeldMessage {
  id: string;
  /** The content's text as the chat log shows it (markup removed). */
  text: string;
  /** Everything the client holds of the message, as JSON: content, flavor, flags, system, rolls. */
  data: string;
  /** Every number anywhere in the flags, system and rolls' data. */
  numbers: number[];
}

function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === "number") out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => numbersIn(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => numbersIn(v, out));
  return out;
}

/** A value as plain JSON data (a Roll or a DataModel through its toJSON; a roll stored as a JSON string parsed). */
function plain(value: unknown): unknown {
  if (typeof value === "string") {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

/** Every message `user`'s client holds, with everything it holds of each. */
export function heldBy(user: HarnessUser): HeldMessage[] {
  return harness.clientMessages(user).map((m) => {
    const el = document.createElement("div");
    el.innerHTML = m.content ?? "";
    const message = m as unknown as { flavor?: unknown; flags?: unknown; system?: unknown; rolls?: unknown[] };
    const structured = [plain(message.flags), plain(message.system), (message.rolls ?? []).map(plain)];
    return {
      id: m.id ?? "",
      text: el.textContent ?? "",
      data: JSON.stringify([m.content ?? "", message.flavor ?? "", ...structured]),
      numbers: numbersIn(structured),
    };
  });
}

/** The messages of `user`'s client in which `pattern` appears anywhere (content, flavor, flags, system, rolls). */
export function heldWith(user: HarnessUser, pattern: string | RegExp): HeldMessage[] {
  return heldBy(user).filter((h) => (typeof pattern === "string" ? h.data.includes(pattern) : pattern.test(h.data)));
}
