/**
 * A stand-in for foundry.dice.Roll (v13) covering the formulas Anthology builds: sums of dice terms and numbers,
 * `@path` data references, dice modifiers kh/kl/dh/dl (with counts) and cs/cf (count successes/failures with
 * >=, >, <=, <, =). Faces come from CONFIG.Dice.randomUniform exactly as Foundry draws them
 * (`Math.ceil((1 - u) * faces)`), so tests can force faces with `queueFaces([...])`.
 */
import { getPath } from "./data-model.js";
import type { Source } from "./fields.js";

interface DiceConfig { CONFIG: { Dice: { randomUniform: () => number; rolls: unknown[] } } }
const queued: number[] = [];

/** The next dice rolled show these faces, in order (then the RNG resumes). */
export function queueFaces(faces: number[]): void {
  queued.push(...faces);
}
export function clearQueuedFaces(): void {
  queued.length = 0;
}

export interface DiceResult { result: number; active: boolean; discarded?: boolean; success?: boolean; failure?: boolean; count?: number }

export class RollTerm {
  _evaluated = false;
  options: Source = {};
  get formula(): string {
    return "";
  }
  get total(): number | string {
    return 0;
  }
}

export class OperatorTerm extends RollTerm {
  constructor(readonly operator: string) {
    super();
  }
  override get formula(): string {
    return ` ${this.operator} `;
  }
  override get total(): string {
    return this.operator;
  }
}

export class NumericTerm extends RollTerm {
  number: number;
  constructor({ number }: { number: number }) {
    super();
    this.number = number;
  }
  override get formula(): string {
    return String(this.number);
  }
  override get total(): number {
    return this.number;
  }
}

export class DiceTerm extends RollTerm {
  number: number;
  faces: number;
  modifiers: string[];
  results: DiceResult[] = [];

  constructor({ number = 1, faces = 6, modifiers = [] }: { number?: number; faces?: number; modifiers?: string[] }) {
    super();
    this.number = number;
    this.faces = faces;
    this.modifiers = modifiers;
  }

  override get formula(): string {
    return `${this.number}d${this.faces}${this.modifiers.join("")}`;
  }

  get values(): number[] {
    return this.results.map((r) => r.result);
  }

  randomFace(): number {
    const forced = queued.shift();
    if (forced !== undefined) return forced;
    const u = (globalThis as unknown as DiceConfig).CONFIG.Dice.randomUniform();
    return Math.max(1, Math.ceil((1 - u) * this.faces));
  }

  evaluate(): this {
    this.results = Array.from({ length: this.number }, () => ({ result: this.randomFace(), active: true }));
    for (const m of this.modifiers) this.#applyModifier(m);
    this._evaluated = true;
    return this;
  }

  #applyModifier(modifier: string): void {
    const keep = /^(kh|kl|dh|dl|k|d)(\d*)$/.exec(modifier);
    if (keep) {
      const [, kind, n] = keep;
      const count = n ? Number(n) : 1;
      const sorted = [...this.results].sort((a, b) => a.result - b.result);
      let discard: DiceResult[] = [];
      if (kind === "kh" || kind === "k") discard = sorted.slice(0, Math.max(0, sorted.length - count));
      if (kind === "kl") discard = sorted.slice(Math.min(count, sorted.length));
      if (kind === "dh") discard = sorted.slice(Math.max(0, sorted.length - count));
      if (kind === "dl" || kind === "d") discard = sorted.slice(0, count);
      for (const r of discard) {
        r.active = false;
        r.discarded = true;
      }
      return;
    }
    const count = /^(cs|cf)(>=|<=|>|<|=)?(\d+)$/.exec(modifier);
    if (count) {
      const [, kind, cmp = "=", target] = count;
      const t = Number(target);
      const test = (v: number): boolean => (cmp === ">=" ? v >= t : cmp === "<=" ? v <= t : cmp === ">" ? v > t : cmp === "<" ? v < t : v === t);
      for (const r of this.results) {
        if (!r.active) continue;
        const hit = test(r.result);
        if (kind === "cs") {
          r.success = hit;
          r.count = hit ? 1 : 0;
        } else {
          r.failure = hit;
          r.count = hit ? -1 : 0;
        }
      }
      return;
    }
    throw new Error(`Unsupported dice modifier ${modifier}`);
  }

  override get total(): number {
    const counting = this.modifiers.some((m) => /^c[sf]/.test(m));
    return this.results.filter((r) => r.active).reduce((sum, r) => sum + (counting ? (r.count ?? 0) : r.result), 0);
  }
}

export class Die extends DiceTerm {
  static DENOMINATION = "d";
}

const TERM = /(\d*)d(\d+)((?:kh\d*|kl\d*|dh\d*|dl\d*|k\d*|d\d*|cs(?:>=|<=|>|<|=)?\d+|cf(?:>=|<=|>|<|=)?\d+)*)|(\d+(?:\.\d+)?)|([+-])/gy;
const MODIFIER = /kh\d*|kl\d*|dh\d*|dl\d*|cs(?:>=|<=|>|<|=)?\d+|cf(?:>=|<=|>|<|=)?\d+|k\d*|d\d*/g;

function parseTerms(formula: string): RollTerm[] {
  const compact = formula.replace(/\s+/g, "");
  if (!compact) throw new Error("Empty roll formula");
  const terms: RollTerm[] = [];
  TERM.lastIndex = 0;
  let index = 0;
  while (index < compact.length) {
    TERM.lastIndex = index;
    const m = TERM.exec(compact);
    if (!m || m[0] === "") throw new Error(`Unable to parse roll formula "${formula}"`);
    if (m[2]) terms.push(new Die({ number: m[1] ? Number(m[1]) : 1, faces: Number(m[2]), modifiers: m[3] ? (m[3].match(MODIFIER) ?? []) : [] }));
    else if (m[4]) terms.push(new NumericTerm({ number: Number(m[4]) }));
    else if (m[5]) terms.push(new OperatorTerm(m[5]));
    index = TERM.lastIndex;
  }
  const body = terms[0] instanceof OperatorTerm ? terms.slice(1) : terms;
  const alternates = body.every((t, i) => (t instanceof OperatorTerm) === (i % 2 === 1));
  if (!body.length || !alternates || body[body.length - 1] instanceof OperatorTerm) throw new Error(`Unable to parse roll formula "${formula}"`);
  return terms;
}

export class Roll {
  static CHAT_TEMPLATE = "templates/dice/roll.html";
  formula: string;
  data: Source;
  options: Source;
  terms: RollTerm[];
  _evaluated = false;
  _total?: number;

  constructor(formula: string, data: Source = {}, options: Source = {}) {
    this.data = data;
    this.options = options;
    this.formula = Roll.replaceFormulaData(formula, data);
    this.terms = parseTerms(this.formula);
  }

  static replaceFormulaData(formula: string, data: Source): string {
    return formula.replace(/@([a-zA-Z0-9_.-]+)/g, (_m, path: string) => {
      const v = getPath(data, path);
      return v === undefined || v === null ? "0" : String(v);
    });
  }

  static validate(formula: string): boolean {
    try {
      parseTerms(Roll.replaceFormulaData(formula, {}));
      return true;
    } catch {
      return false;
    }
  }

  get dice(): DiceTerm[] {
    return this.terms.filter((t): t is DiceTerm => t instanceof DiceTerm);
  }

  get total(): number | undefined {
    return this._total;
  }

  get isDeterministic(): boolean {
    return this.dice.length === 0;
  }

  async evaluate(): Promise<this> {
    return this.evaluateSync();
  }

  evaluateSync(): this {
    if (this._evaluated) throw new Error("This Roll has already been evaluated");
    let total = 0;
    let sign = 1;
    for (const term of this.terms) {
      if (term instanceof OperatorTerm) {
        sign = term.operator === "-" ? -1 : 1;
        continue;
      }
      if (term instanceof DiceTerm) term.evaluate();
      total += sign * Number(term.total);
      sign = 1;
    }
    this._total = total;
    this._evaluated = true;
    return this;
  }

  /** Foundry's dice breakdown: one part per dice term with every result (dropped ones marked). */
  async getTooltip(): Promise<string> {
    return this.dice
      .map((d) => `<section class="tooltip-part"><span class="part-formula">${d.formula}</span><ol class="dice-rolls">${d.results.map((r) => `<li class="roll die d${d.faces}${r.active ? "" : " discarded"}">${r.result}</li>`).join("")}</ol></section>`)
      .join("");
  }

  async render(): Promise<string> {
    return `<div class="dice-roll"><div class="dice-formula">${this.formula}</div><h4 class="dice-total">${this._total}</h4></div>`;
  }

  async toMessage(messageData: Source = {}, { rollMode, create = true }: { rollMode?: string; create?: boolean } = {}): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    const data: Source = { content: String(this._total), ...messageData, rolls: [this], rollMode };
    if (!create) return data;
    const g = globalThis as unknown as { ChatMessage: { create(d: Source): Promise<unknown> } };
    return g.ChatMessage.create(data);
  }

  toJSON(): Source {
    return { class: this.constructor.name, formula: this.formula, options: this.options, total: this._total, evaluated: this._evaluated,
      terms: this.terms.map((t) => (t instanceof DiceTerm ? { faces: t.faces, number: t.number, modifiers: t.modifiers, results: t.results } : { formula: t.formula })) };
  }

  static fromData(data: Source): Roll {
    const rolls = (globalThis as unknown as DiceConfig).CONFIG.Dice.rolls as (typeof Roll)[];
    const cls = rolls.find((r) => r.name === data.class) ?? Roll;
    const roll = new cls(String(data.formula), {}, (data.options as Source) ?? {});
    return roll;
  }
}
