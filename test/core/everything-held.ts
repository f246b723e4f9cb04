/**
 * Everything a client holds of a chat message, as one text to search for a secret: v13 sends the whole message to
 * each client that may see it (`ChatMessage#visible`; the harness's `clientMessages`), not only the `content` the
 * chat log renders. So a secrecy test reads its content and flavor, its speaker, its `flags`, its `system` (the
 * card's data model, as `toObject` gives it) and every roll as it is serialized (`Roll#toJSON`: formula, terms,
 * options, total), plus any other field the message was created with.
 */
type HeldMessage = {
  content?: unknown;
  speaker?: unknown;
  flags?: unknown;
  system?: unknown;
  rolls?: unknown;
  data?: Record<string, unknown>;
};

function plain(value: unknown): unknown {
  const model = value as { toObject?: () => unknown } | null | undefined;
  return typeof model?.toObject === "function" ? model.toObject() : value;
}

export function everythingHeld(message: unknown): string {
  const m = message as HeldMessage;
  return JSON.stringify({ ...(m.data ?? {}), content: m.content, speaker: m.speaker, flags: m.flags, system: plain(m.system), rolls: m.rolls ?? [] });
}
