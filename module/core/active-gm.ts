/**
 * Every connected client runs every hook (combatTurnChange, updateActor, createChatMessage…). Work that must
 * happen once for the table runs on one client: the active GM's. v13 `Users#activeGM` is "one User who is an
 * active Gamemaster (non-assistant if possible) … useful for workflows which occur on all clients, but where only
 * one user should take action" (https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Users.html#activegm);
 * `User#isSelf` says whether that user is this client.
 */
export function isActiveGM(): boolean {
  return game.users?.activeGM?.isSelf === true;
}
