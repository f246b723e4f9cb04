/**
 * The part of Foundry's `foundry.dice.Roll` (v13) that Anthology's roll classes use, typed by hand like
 * `module/core/sheet-shapes.ts` does for sheets: the runtime class is Foundry's own, only its static type is
 * this narrower view (Roll API documentation: constructor(formula, data, options), options serialized with
 * the message, dice terms with `results` after evaluation, `render({ isPrivate })` for the chat log).
 */
import { readWhyTerms, type WhyTerm } from "../cards/why.js";

export interface DieResultShape {
  result: number;
  active?: boolean;
  discarded?: boolean;
}

export interface DiceTermShape {
  faces: number | null;
  number: number | null;
  results: DieResultShape[];
}

export interface RollRenderOptions {
  flavor?: string;
  template?: string;
  isPrivate?: boolean;
}

export declare class RollShape {
  constructor(formula: string, data?: Record<string, unknown>, options?: Record<string, unknown>);
  static CHAT_TEMPLATE: string;
  readonly formula: string;
  options: Record<string, unknown>;
  readonly dice: DiceTermShape[];
  readonly total: number | undefined;
  evaluate(options?: Record<string, unknown>): Promise<this>;
  render(options?: RollRenderOptions): Promise<string>;
  toJSON(): Record<string, unknown>;
}

/** Foundry's Roll class seen through the shape above. Evaluated when a roll module is imported (Foundry globals exist). */
export function rollBase(): typeof RollShape {
  return foundry.dice.Roll as unknown as typeof RollShape;
}

/** Every face a dice term rolled (kept and dropped), in roll order. */
export function termFaces(term: DiceTermShape | undefined): number[] {
  return (term?.results ?? []).map((r) => r.result);
}

/** Anthology's settings live under `options.anthology` so they never collide with Foundry's evaluation options. */
export function anthologyOptions(options: Record<string, unknown>): Record<string, unknown> {
  const value = options.anthology;
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

/** Render a dice template (Foundry v13 `foundry.applications.handlebars.renderTemplate`). */
export async function renderDiceTemplate(path: string, context: Record<string, unknown>): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(path, context);
}

/** Plain text meta data every Anthology roll keeps for its card. */
export interface RollMeta {
  /** What is rolled (plain text, escaped in templates). */
  label: string;
  /** An extra line (plain text, escaped in templates). */
  flavor?: string;
  /** The ruleset's terms for the card's "Why this result" (cards/why.ts); kept with the roll so a re-render keeps them. */
  why?: WhyTerm[];
}

export function readMeta(options: Record<string, unknown>): RollMeta {
  const o = anthologyOptions(options);
  return { label: typeof o.label === "string" ? o.label : "", flavor: typeof o.flavor === "string" ? o.flavor : undefined, why: readWhyTerms(o.why) };
}

/** A finite number from stored options, or the fallback. */
export function storedNumber(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}
