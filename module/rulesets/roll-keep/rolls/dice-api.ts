/**
 * The dice room's keep rolls as Roll & Keep uses them (module/dice/API.md): `rollKeep` for one pool (with
 * complex and extended actions) and `rollKeepOpposed` for directly opposed actions. This ruleset holds no roll
 * class of its own; these aliases only name the request and outcome shapes it relies on.
 */
import { rollKeep, rollKeepOpposed, type KeepRequest } from "../../../dice/index.js";

export type RkKeepRequest = KeepRequest;
export type RkKeepOutcome = NonNullable<Awaited<ReturnType<typeof rollKeep>>>;
export type RkKeepOpposedRequest = Parameters<typeof rollKeepOpposed>[0];
export type RkKeepOpposedOutcome = NonNullable<Awaited<ReturnType<typeof rollKeepOpposed>>>;

export function rkRollKeep(request: RkKeepRequest): Promise<RkKeepOutcome | null> {
  return rollKeep(request);
}

export function rkRollKeepOpposed(request: RkKeepOpposedRequest): Promise<RkKeepOpposedOutcome | null> {
  return rollKeepOpposed(request);
}
