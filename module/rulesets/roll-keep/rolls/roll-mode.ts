/** The user's current chat roll mode (Foundry's core setting), or undefined when it cannot be read. */
export function rkUserRollMode(): string | undefined {
  try {
    return String(game.settings!.get("core", "rollMode"));
  } catch {
    return undefined;
  }
}
