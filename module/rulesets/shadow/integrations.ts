/** What Shadow tells Item Piles and Dice So Nice (module/core/integrations/, README "Modules"). */
import type { RulesetIntegrations } from "../../core/integrations/declarations.js";
import { SHADOW_ATTRIBUTES } from "./rules/attributes.js";
import { shadowRollAttribute } from "./rolls/attribute-test.js";

export const SHADOW_INTEGRATIONS: RulesetIntegrations = {
  // Weapons, armor, shields and equipment lie in piles; the text prices nothing and counts no coin, so piles
  // hold items only. Abilities are not things one picks up.
  itemPiles: {
    pileActorType: "shadowCharacter",
    lootTypes: ["shadowWeapon", "shadowArmor", "shadowShield", "shadowEquipment"],
    quantityPath: "system.quantity",
    pricePath: "",
    currencies: [],
  },
  // The eight attribute tests of the sheet (against the targeted token's attribute when there is one).
  tokenActionHud: {
    groups: [
      {
        id: "attributes",
        name: "ANTHOLOGY.Shadow.Section.Attributes",
        actions: (actor) =>
          actor.type.startsWith("shadow")
            ? SHADOW_ATTRIBUTES.map((key) => ({
                id: key,
                name: `ANTHOLOGY.Shadow.Attribute.${key}`,
                run: ({ skipDialog }) => shadowRollAttribute(actor, key, { skipDialog }),
              }))
            : [],
      },
    ],
  },
  diceSoNice: {
    colorsets: [
      {
        name: "thornwood",
        description: "ANTHOLOGY.Integrations.DiceSoNice.shadowThornwood",
        foreground: "#d8c48a",
        background: "#1f3326",
        outline: "#0b140e",
        edge: "#2e4a37",
      },
    ],
    colourOf: () => null,
  },
};
