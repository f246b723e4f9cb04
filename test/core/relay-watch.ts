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
