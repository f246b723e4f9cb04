/**
 * Dice So Nice (its docs "Colors & Themes"): when it announces `diceSoNiceReady`, the world's ruleset adds its
 * colorsets (`dice3d.addColorset`, a theme players may pick; the first is "preferred": applied unless the player
 * chose their own dice); each roll of the dice room takes its ruleset's colourset for that roll
 * through `roll.options.appearance = { colorset }` (Dice So Nice reads a Roll's or a term's `options.appearance`),
 * set on `anthology.roll`, before the card is posted, so every client's copy of the roll carries it. Registered only
 * while Dice So Nice is active.
 */
import type { DiceSoNiceDeclaration } from "./declarations.js";
import { onHook } from "../foundry/hooks.js";
import { localize } from "../foundry/i18n.js";
import { SYSTEM_ID } from "../settings.js";

interface Dice3D {
  addColorset(colorset: Record<string, unknown>, mode?: string): void;
}

/** A colourset's id in Dice So Nice's shared list: the system's and the ruleset's ids before its own name. */
export function colorsetId(ruleset: string, name: string): string {
  return `${SYSTEM_ID}-${ruleset}-${name}`;
}

/** What `addColorset` takes for each of the ruleset's colorsets (localized description, Anthology's category). */
export function diceSoNiceColorsets(ruleset: string, declaration: DiceSoNiceDeclaration, category: string): Record<string, unknown>[] {
  return declaration.colorsets.map((c) => ({
    name: colorsetId(ruleset, c.name),
    description: localize(c.description),
    category,
    foreground: c.foreground,
    background: c.background,
    outline: c.outline,
    edge: c.edge,
    texture: "none",
  }));
}

const isActive = () => (game as unknown as { modules?: { get(id: string): { active?: boolean } | undefined } }).modules?.get("dice-so-nice")?.active === true;

/** At init: the world ruleset's dice when Dice So Nice is ready, and each pipeline roll's colourset. */
export function registerDiceSoNiceIntegration(active: () => { id: string; label: string; declaration: DiceSoNiceDeclaration | undefined }): void {
  onHook("diceSoNiceReady", (dice3d) => {
    const { id, label, declaration } = active();
    if (!isActive() || !declaration || !dice3d) return;
    const d = dice3d as Dice3D;
    const name = localize(label);
    diceSoNiceColorsets(id, declaration, `Anthology: ${name}`).forEach((colorset, i) => d.addColorset(colorset, i === 0 ? "preferred" : "default"));
  });
  onHook("anthology.roll", (roll, config) => {
    const { id, declaration } = active();
    if (!isActive() || !declaration) return;
    const colour = declaration.colourOf({ options: (roll.options ?? {}) as Record<string, unknown>, config });
    if (!colour || !declaration.colorsets.some((c) => c.name === colour)) return;
    (roll.options as Record<string, unknown>).appearance = { colorset: colorsetId(id, colour) };
  });
}
