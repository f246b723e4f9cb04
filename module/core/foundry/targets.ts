/**
 * The actors a user points at on the canvas: their targeted tokens, and the tokens they control.
 *
 * `game.user.targets` is a `UserTargets`, a Set of Token placeables (not TokenDocuments); a token's `actor`
 * is null when its actor was deleted (https://foundryvtt.com/api/v13/classes/foundry.canvas.placeables.tokens.UserTargets.html,
 * https://foundryvtt.com/api/v13/classes/foundry.canvas.placeables.Token.html#actor). A player's targets are their own.
 */

/** The tokens the current user targets, in the order they were targeted (a Set keeps insertion order). */
export function targetedTokens(): Token.Implementation[] {
  return [...(game.user?.targets ?? [])];
}

/** The actors of the tokens the current user targets, tokens without an actor skipped. */
export function targetedActors(): Actor.Implementation[] {
  return actorsOf(targetedTokens());
}

/** The first targeted actor that `accept` takes (any actor by default); null when none. */
export function firstTargetedActor(accept: (actor: Actor.Implementation) => boolean = () => true): Actor.Implementation | null {
  return targetedActors().find(accept) ?? null;
}

/**
 * The actors of the tokens this client controls on the canvas (`canvas.tokens.controlled`); none before the
 * canvas is ready or without a scene (https://foundryvtt.com/api/v13/classes/foundry.canvas.layers.PlaceablesLayer.html#controlled).
 */
export function controlledActors(): Actor.Implementation[] {
  const board = (globalThis as { canvas?: { tokens?: { controlled?: readonly Token.Implementation[] } | null } | null }).canvas;
  return actorsOf(board?.tokens?.controlled ?? []);
}

function actorsOf(tokens: Iterable<{ actor?: Actor.Implementation | null } | null | undefined>): Actor.Implementation[] {
  const out: Actor.Implementation[] = [];
  for (const token of tokens) if (token?.actor) out.push(token.actor);
  return out;
}
