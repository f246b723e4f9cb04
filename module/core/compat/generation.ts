/**
 * Which Foundry generation runs: `game.release.generation` (v13 and v14: https://foundryvtt.com/api/v13/classes/foundry.Game.html#release,
 * a ReleaseData whose `generation` is the major version). Anthology supports 13 and 14; the compatibility layer in
 * this folder is the only place that asks, so no ruleset checks a version itself.
 */
export type FoundryGeneration = 13 | 14;

export function foundryGeneration(): FoundryGeneration {
  const generation = Number(game.release?.generation);
  return generation >= 14 ? 14 : 13;
}
