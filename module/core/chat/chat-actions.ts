/**
 * Buttons on chat cards: `<button data-anthology-action="name" data-...>`. A ruleset registers a handler per
 * action name; clicking runs it only for a GM or the owner of the affected actor. A player clicking for an actor
 * they do not own is refused with a message (the GM can click the same button).
 */
export interface ChatActionContext {
  message: ChatMessage.Implementation;
  dataset: DOMStringMap;
  event: Event;
}

export interface ChatAction {
  /** The actor the action changes, used for the permission check; null means no actor is changed. */
  actor(context: ChatActionContext): Promise<Actor.Implementation | null> | Actor.Implementation | null;
  run(context: ChatActionContext, actor: Actor.Implementation | null): Promise<unknown>;
}

const actions = new Map<string, ChatAction>();

export function registerChatAction(name: string, action: ChatAction): void {
  actions.set(name, action);
}

/** GM, or owner of the actor. */
export function mayActOn(actor: Actor.Implementation | null): boolean {
  if (game.user?.isGM) return true;
  return actor ? actor.isOwner : true;
}

export async function runChatAction(name: string, context: ChatActionContext): Promise<unknown> {
  const action = actions.get(name);
  if (!action) return null;
  const actor = await action.actor(context);
  if (!mayActOn(actor)) {
    ui.notifications?.warn(game.i18n!.format("ANTHOLOGY.Warn.NotOwner", { actor: actor?.name ?? "" }));
    return null;
  }
  return action.run(context, actor);
}

/** Binds the buttons of a rendered chat message (hook renderChatMessageHTML). */
export function bindChatActions(message: ChatMessage.Implementation, html: HTMLElement): void {
  for (const button of html.querySelectorAll<HTMLElement>("[data-anthology-action]")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      void runChatAction(button.dataset.anthologyAction ?? "", { message, dataset: button.dataset, event });
    });
  }
}
