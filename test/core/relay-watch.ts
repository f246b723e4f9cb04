/** What the relay tests watch (test/core/chat-relay*.test.ts): which client applied damage, and the last warning. */
import { harness } from "../harness/foundry.js";

/** Runs `fn` while recording which user's client fires anthology.damageApplied (tests' hooks use `as never`, as events.test.ts). */
export async function clientsApplying(fn: () => Promise<unknown>): Promise<string[]> {
  const ran: string[] = [];
  const listener = () => void ran.push(game.user!.id!);
  Hooks.on("anthology.damageApplied" as never, listener as never);
  try {
    await fn();
  } finally {
    Hooks.off("anthology.damageApplied" as never, listener as never);
  }
  return ran;
}

export const lastWarning = () => String(harness.notifications.log.filter((n) => n.type === "warn").at(-1)?.message ?? "");

/**
 * Whether the actor's damage and the card's spent mark were written in one update (the harness keeps each update's
 * changes in `updates`): an update that changed `system` and carried `flags.anthology.spentCards`.
 */
export function spentInDamageUpdate(actor: Actor.Implementation): boolean {
  const updates = (actor as unknown as { updates: { system?: object; flags?: { anthology?: { spentCards?: object } } }[] }).updates;
  return updates.some((u) => u.system !== undefined && u.flags?.anthology?.spentCards !== undefined);
}
