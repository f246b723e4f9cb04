/** The modules tables already use (Item Piles, Token Action HUD, Dice So Nice, Babele), answered for the world's ruleset. */
import { rulesetDefinition } from "../registry.js";
import { activeRulesetId } from "../settings.js";
import { registerBabeleIntegration } from "./babele.js";
import { registerDiceSoNiceIntegration } from "./dice-so-nice.js";
import { registerItemPilesIntegration, registerItemPilesSetting } from "./item-piles.js";
import { registerTokenActionHud } from "./token-action-hud.js";

/** At init: each module's ready hook reads the active ruleset's declaration when (and only if) it fires. */
export function registerIntegrations(): void {
  registerItemPilesSetting();
  registerItemPilesIntegration(() => {
    const def = rulesetDefinition(activeRulesetId());
    return { id: activeRulesetId(), itemTypes: Object.keys(def?.itemModels ?? {}), declaration: def?.integrations?.itemPiles };
  });
  registerTokenActionHud(() => ({ id: activeRulesetId(), declaration: rulesetDefinition(activeRulesetId())?.integrations?.tokenActionHud }));
  registerDiceSoNiceIntegration(() => {
    const def = rulesetDefinition(activeRulesetId());
    return { id: activeRulesetId(), label: def?.label ?? "", declaration: def?.integrations?.diceSoNice };
  });
  registerBabeleIntegration();
}
