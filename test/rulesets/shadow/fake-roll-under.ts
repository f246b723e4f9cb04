/**
 * A stand-in for the dice room's `rollUnder` for the Shadow skin tests: the same formulas rolled through the
 * harness dice, evaluated with the dice room's pure evaluator. It imports nothing that imports the dice room's
 * Foundry module, so `vi.mock` of that module can use it without a cycle.
 */
import { evaluateRollUnder } from "../../../module/dice/odds/index.js";

export interface FakeRollUnderRequest {
  label: string;
  target: number;
  modifier?: number;
  favour?: number;
  skipDialog?: boolean;
  flags?: Record<string, unknown>;
}

export const rollUnderCalls: FakeRollUnderRequest[] = [];

export async function fakeRollUnder(request: FakeRollUnderRequest) {
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
  } as never);
  return { roll, evaluation, message };
}
