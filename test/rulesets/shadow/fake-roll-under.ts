/**
 * A stand-in for the dice room's `rollUnder` for the Shadow skin tests: the same formulas rolled through the
 * harness dice, evaluated with the dice room's pure evaluator. It imports nothing that imports the dice room's
 * Foundry module, so `vi.mock` of that module can use it without a cycle.
 *
 * A request with a ruleset extension and no `skipDialog` opens the dice room's dialog (module/dice/flow/pipeline.ts):
 * the fake answers it with the next form values queued by `answerRollUnderDialog`, read through the extension's
 * `parse` and `apply` as the real dialog does (DiceDialog.update); with nothing queued the dialog is closed and
 * nothing is rolled. `rollUnderCalls` records what was rolled: the request with the numbers and flavor chosen.
 */
import { evaluateRollUnder } from "../../../module/dice/rules/index.js";

interface FakeExtension {
  options: unknown;
  parse(raw: Record<string, unknown>, current: unknown): unknown;
  apply(options: unknown): { target: number; modifier: number; favour: number };
  card?(options: unknown): { flavor?: string; flags?: Record<string, unknown>; data?: FakeCard };
}

/** A Shadow card's type and system (module/core/chat/card-data.ts ChatCardData). */
interface FakeCard {
  type: string;
  system: object;
}

export interface FakeRollUnderRequest {
  /** The extension's options after the dialog (set by the fake, returned as the real rollUnder does). */
  options?: unknown;
  label: string;
  target: number;
  modifier?: number;
  favour?: number;
  skipDialog?: boolean;
  flavor?: string;
  flags?: Record<string, unknown>;
  card?: FakeCard;
  extension?: FakeExtension | null;
}

export const rollUnderCalls: FakeRollUnderRequest[] = [];
/** The form values the next dialogs are answered with (one per dialog). */
export const rollUnderAnswers: Record<string, unknown>[] = [];

export function answerRollUnderDialog(raw: Record<string, unknown>): void {
  rollUnderAnswers.push(raw);
}

function chosen(request: FakeRollUnderRequest): FakeRollUnderRequest | null {
  const extension = request.extension;
  if (!extension) return request;
  let options = extension.options;
  if (!request.skipDialog) {
    const raw = rollUnderAnswers.shift();
    if (!raw) return null;
    options = extension.parse(raw, options);
  }
  const card = extension.card?.(options) ?? {};
  // As the pipeline does (module/dice/flow/pipeline.ts): the extension's card data joins the request's of the same type.
  const data = card.data
    ? request.card?.type === card.data.type
      ? { type: card.data.type, system: { ...request.card.system, ...card.data.system } }
      : card.data
    : request.card;
  return {
    ...request,
    ...extension.apply(options),
    ...(card.flavor !== undefined ? { flavor: card.flavor } : {}),
    flags: { ...(request.flags ?? {}), ...(card.flags ?? {}) },
    ...(data ? { card: data } : {}),
    options,
  };
}

export async function fakeRollUnder(asked: FakeRollUnderRequest) {
  const request = chosen(asked);
  if (!request) return null;
  rollUnderCalls.push(request);
  const favour = request.favour ?? 0;
  const formula = `${1 + Math.abs(favour)}d20${favour > 0 ? "kl" : favour < 0 ? "kh" : ""}`;
  const roll = await new Roll(formula).evaluate();
  const faces = (roll.dice[0]?.results ?? []).map((r) => r.result);
  const target = request.target + (request.modifier ?? 0);
  const evaluation = evaluateRollUnder(faces, { target, favour });
  const message = await ChatMessage.create({
    content: `<div class="roll-under">${request.label}: ${evaluation.die} / ${target}</div>`,
    rolls: [roll],
    flags: { anthology: request.flags ?? {} },
    ...(request.card ? { type: request.card.type, system: request.card.system } : {}),
  } as never);
  return { roll, evaluation, message, ...(request.extension ? { options: request.options } : {}) };
}
