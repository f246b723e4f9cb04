/** What Gods & Monsters tells Item Piles and Dice So Nice (module/core/integrations/, README "Modules"). */
import type { RulesetIntegrations } from "../../core/integrations/declarations.js";

export const GM_INTEGRATIONS: RulesetIntegrations = {
  // Weapons, armor, gear and ammunition lie in piles and trade at their cost in silver; a pile is a character, the
  // type that holds silver. Ailments, fields, specialties, spells and spirits are not things one picks up.
  itemPiles: {
    pileActorType: "gmCharacter",
    lootTypes: ["gmWeapon", "gmArmor", "gmGear", "gmAmmunition"],
    quantityPath: "system.quantity",
    pricePath: "system.cost",
    currencies: [{ name: "ANTHOLOGY.GM.Sheet.Silver", path: "system.silver", abbreviation: "{#} sp" }],
  },
  // Bronze dice, offered as the preferred theme; each player may keep their own.
  diceSoNice: {
    colorsets: [{ name: "bronze", description: "ANTHOLOGY.Integrations.DiceSoNice.gmBronze", foreground: "#f3e2c0", background: "#7a4e1d", outline: "#2b1a08", edge: "#5c3a14" }],
    colourOf: () => null,
  },
};
