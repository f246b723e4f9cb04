/**
 * The Active Effect configuration Anthology sets at init. v13 still transfers item effects the legacy way unless
 * `CONFIG.ActiveEffect.legacyTransferral` is false (https://foundryvtt.com/api/v13/variables/CONFIG.ActiveEffect.html);
 * v14 removed the option (non-legacy transferral is the only behaviour), so it is set only where it exists.
 */
import { foundryGeneration } from "./generation.js";

export function configureActiveEffects(): void {
  if (foundryGeneration() >= 14) return;
  (CONFIG.ActiveEffect as { legacyTransferral?: boolean }).legacyTransferral = false;
}
