/** What the Warden tells Item Piles and Dice So Nice (module/core/integrations/, README "Modules"). */
import type { RulesetIntegrations } from "../../core/integrations/declarations.js";
import { WARDEN_ATTRIBUTES } from "./rules/attributes.js";
import { wardenRollCheck } from "./rolls/check.js";

export const WARDEN_INTEGRATIONS: RulesetIntegrations = {
  // Everything that fills an inventory slot lies in piles and trades at its cost in gold; spells (learned) and
  // Fatigue (a state) do not. A pile is a character, the type that holds gold.
  itemPiles: {
    pileActorType: "wardenCharacter",
    lootTypes: ["wardenWeapon", "wardenArmor", "wardenGear", "wardenScroll", "wardenGrimoire", "wardenManaDust"],
    quantityPath: "system.quantity",
    pricePath: "system.cost",
    currencies: [{ name: "ANTHOLOGY.Warden.Gold", path: "system.gold", abbreviation: "{#} gp" }],
  },
  // The three attribute saves of the sheet.
  tokenActionHud: {
    groups: [
      {
        id: "saves",
        name: "ANTHOLOGY.Integrations.TokenActionHud.saves",
        actions: (actor) =>
          actor.type.startsWith("warden")
            ? WARDEN_ATTRIBUTES.map((attribute) => ({
                id: attribute,
                name: `ANTHOLOGY.Warden.Attribute.${attribute}`,
                run: ({ skipDialog }) => wardenRollCheck(actor, { attribute, skipDialog }),
              }))
            : [],
      },
    ],
  },
  diceSoNice: {
    colorsets: [
      {
        name: "cairnstone",
        description: "ANTHOLOGY.Integrations.DiceSoNice.wardenStone",
        foreground: "#f2efe6",
        background: "#5b5e63",
        outline: "#1d1e20",
        edge: "#45474b",
      },
    ],
    colourOf: () => null,
  },
};
