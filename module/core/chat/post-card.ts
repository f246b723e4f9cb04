/**
 * Posts a chat card rendered from a Handlebars template. Everything typed by users reaches the template as
 * plain data and is escaped by `{{ }}`; never pass user text through `{{{ }}}`.
 * Secret values (a hidden DC) belong in `gmOnly`: they are stored in the message's flags only when the card
 * is whispered to GMs, and never rendered into the content that players receive.
 */
export interface ChatCardOptions {
  template: string;
  context: Record<string, unknown>;
  actor?: Actor.Implementation | null;
  rolls?: Roll[];
  /** publicroll | gmroll | blindroll | selfroll; the user's current roll mode when omitted. */
  rollMode?: string;
  flavor?: string;
  /** Stored under flags.anthology for chat-card actions (never rendered). */
  flags?: Record<string, unknown>;
}

export async function renderChatCard(template: string, context: Record<string, unknown>): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(template, context);
}

export async function postChatCard(options: ChatCardOptions): Promise<ChatMessage.Implementation | undefined> {
  const content = await renderChatCard(options.template, options.context);
  const data: Record<string, unknown> = {
    content,
    speaker: ChatMessage.getSpeaker({ actor: options.actor ?? undefined }),
    rolls: options.rolls ?? [],
    flavor: options.flavor,
    flags: { anthology: options.flags ?? {} },
    // Foundry plays this sound for messages with rolls (Dice So Nice replaces it with its animation).
    sound: options.rolls?.length ? CONFIG.sounds.dice : undefined,
  };
  const mode = options.rollMode ?? String(game.settings!.get("core", "rollMode"));
  ChatMessage.applyRollMode(data as never, mode as never);
  return (await ChatMessage.create(data as never)) ?? undefined;
}
