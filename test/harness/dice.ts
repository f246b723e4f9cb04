/**
 * A stand-in for foundry.dice.Roll (v13) covering the formulas Anthology builds: sums of dice terms and numbers,
 * `@path` data references, dice modifiers kh/kl/dh/dl (with counts) and cs/cf (count successes/failures with
 * >=, >, <=, <, =). Faces come from CONFIG.Dice.randomUniform exactly as Foundry draws them
 * (`Math.ceil((1 - u) * faces)`), so tests can force faces with `queueFaces([...])`.
 * Serialization follows v13 client/dice/roll.mjs: `toJSON` gives `{class, options, formula, terms, total, evaluated}`
 * and `Roll.fromData` rebuilds the registered class named by `class` (CONFIG.Dice.rolls) with its terms, results and
 * total; an unregistered class throws "Unable to recreate … instance from provided data", as v13 does.
 */
import { getPath } from "./data-model.js";
import type { Source } from "./fields.js";
import { modeSettingKey } from "./generation.js";

interface DiceConfig {
  CONFIG: { Dice: { randomUniform: () => number; rolls: unknown[] } };
}
const queued: number[] = [];

/** The next dice rolled show these faces, in order (then the RNG resumes). */
export function queueFaces(faces: number[]): void {
  queued.push(...faces);
}
export function clearQueuedFaces(): void {
  queued.length = 0;
}

export interface DiceResult {
  result: number;
  active: boolean;
  discarded?: boolean;
  success?: boolean;
  failure?: boolean;
  count?: number;
}

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
  toJSON(): Source {
    return { class: "OperatorTerm", options: this.options, evaluated: this._evaluated, operator: this.operator };
  }
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
  toJSON(): Source {
    return { class: "NumericTerm", options: this.options, evaluated: this._evaluated, number: this.number };
  }
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
    // v13 `Die#countSuccess` / `Die#countFailures` through `DiceTerm._applyCount` (client/dice/terms/dice.mjs): each
    // result matching the comparison counts 1, the others 0 (cf counts failures, so each failing die is +1), and the
    // matching ones are flagged success (cs) or failure (cf).
    const count = /^(cs|cf)(>=|<=|>|<|=)?(\d+)$/.exec(modifier);
    if (count) {
      const [, kind, cmp = "=", target] = count;
      const t = Number(target);
      const test = (v: number): boolean => (cmp === ">=" ? v >= t : cmp === "<=" ? v <= t : cmp === ">" ? v > t : cmp === "<" ? v < t : v === t);
      for (const r of this.results) {
        const hit = test(r.result);
        if (kind === "cs") {
          r.success = hit;
          if (hit) delete r.failure;
        } else {
          r.failure = hit;
          if (hit) delete r.success;
        }
        r.count = hit ? 1 : 0;
      }
      return;
    }
    throw new Error(`Unsupported dice modifier ${modifier}`);
  }

  /** v13 `DiceTerm#total`: the active results, each its `count` where one was set, else its face. */
  override get total(): number {
    return this.results.filter((r) => r.active).reduce((sum, r) => sum + (r.count !== undefined ? r.count : r.result), 0);
  }

  toJSON(): Source {
    return {
      class: this.constructor.name,
      options: this.options,
      evaluated: this._evaluated,
      number: this.number,
      faces: this.faces,
      modifiers: this.modifiers,
      results: this.results,
    };
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
  const alternates = body.every((t, i) => t instanceof OperatorTerm === (i % 2 === 1));
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
      .map(
        (d) =>
          `<section class="tooltip-part"><span class="part-formula">${d.formula}</span><ol class="dice-rolls">${d.results.map((r) => `<li class="roll die d${d.faces}${r.active ? "" : " discarded"}">${r.result}</li>`).join("")}</ol></section>`,
      )
      .join("");
  }

  async render(): Promise<string> {
    return `<div class="dice-roll"><div class="dice-formula">${this.formula}</div><h4 class="dice-total">${this._total}</h4></div>`;
  }

  /**
   * v13 `Roll#toMessage(messageData, {rollMode, create})` (client/dice/roll.mjs): the mode is the one given ("roll"
   * meaning none) or the user's `core.rollMode` (v14: `core.messageMode`); the roll is evaluated if it was not; the
   * message data is `{author, content: String(total), sound}` merged with `messageData`, `rolls: [this]`; the mode is
   * applied (`ChatMessage#applyRollMode`: whisper and blind) before the message is created, or its data returned.
   */
  async toMessage(messageData: Source = {}, { rollMode, create = true }: { rollMode?: string; create?: boolean } = {}): Promise<unknown> {
    const g = globalThis as unknown as {
      game: { user: { id: string }; settings: { get(ns: string, k: string): unknown } };
      CONFIG: { sounds: { dice: string } };
      ChatMessage: { create(d: Source): Promise<unknown>; applyRollMode(d: Source, mode: string): Source };
    };
    let mode = rollMode === "roll" ? undefined : rollMode;
    mode ||= String(g.game.settings.get("core", modeSettingKey()));
    if (!this._evaluated) await this.evaluate();
    const data: Source = { author: g.game.user.id, content: String(this.total), sound: g.CONFIG.sounds.dice, ...messageData, rolls: [this] };
    g.ChatMessage.applyRollMode(data, mode);
    if (!create) return { ...data, rolls: [JSON.stringify(this)] };
    return g.ChatMessage.create(data);
  }

  /** v13 `Roll#toJSON`: what a message stores (as a JSON string) and `fromData` reads back. */
  toJSON(): Source {
    return {
      class: this.constructor.name,
      options: this.options,
      formula: this.formula,
      terms: this.terms.map((t) => termJSON(t)),
      total: this._total,
      evaluated: this._evaluated,
    };
  }

  /**
   * v13 `Roll.fromData`: a `class` other than this one is looked up in CONFIG.Dice.rolls (by name) and rebuilds the
   * roll, an unregistered one throws; the roll is `new this(formula, data, options)` with its terms rebuilt from
   * their data, and, when evaluated (the default), its stored total.
   */
  static fromData<T extends typeof Roll>(this: T, data: Source): InstanceType<T> {
    if (data.class && data.class !== this.name) {
      const rolls = (globalThis as unknown as DiceConfig).CONFIG.Dice.rolls as (typeof Roll)[];
      const cls = rolls.find((r) => r.name === data.class);
      if (!cls) throw new Error(`Unable to recreate ${String(data.class)} instance from provided data`);
      return cls.fromData(data) as InstanceType<T>;
    }
    const roll = new this(String(data.formula), (data.data as Source) ?? {}, (data.options as Source) ?? {}) as InstanceType<T>;
    if (Array.isArray(data.terms)) roll.terms = (data.terms as Source[]).map((t) => termFromData(t));
    if ((data.evaluated ?? true) !== false) {
      roll._total = data.total as number | undefined;
      roll._evaluated = true;
    }
    return roll;
  }

  /** v13 `Roll.fromJSON`: a roll from its JSON string. */
  static fromJSON(json: string): Roll {
    return Roll.fromData(JSON.parse(json) as Source);
  }
}

function termJSON(t: RollTerm): Source {
  return (t as unknown as { toJSON(): Source }).toJSON();
}

/** v13 `RollTerm.fromData`: the term class named by `class` (dice terms by CONFIG.Dice.terms), results restored. */
function termFromData(data: Source): RollTerm {
  if (data.class === "OperatorTerm") return new OperatorTerm(String(data.operator));
  if (data.class === "NumericTerm") return new NumericTerm({ number: Number(data.number) });
  const terms = (globalThis as unknown as { CONFIG: { Dice: { terms: Record<string, typeof DiceTerm> } } }).CONFIG.Dice.terms;
  const cls = Object.values(terms).find((c) => c.name === data.class) ?? (data.class === "Die" ? Die : undefined);
  if (!cls) throw new Error(`Unable to recreate ${String(data.class)} instance from provided data`);
  const term = new cls({ number: Number(data.number), faces: Number(data.faces), modifiers: (data.modifiers as string[]) ?? [] });
  term.results = structuredClone((data.results as DiceResult[]) ?? []);
  term._evaluated = Boolean(data.evaluated ?? term.results.length);
  return term;
}
