/**
 * What Roll & Keep tells Dice So Nice (module/core/integrations/, README "Modules"): an action's d10s take the
 * colour of the mana its attribute draws on under the world's links (000 "Mana"), the unlinked grey; what Token
 * Action HUD shows; and the equipment (a table option, README "Table options") Item Piles may hold.
 */
import type { RulesetIntegrations } from "../../core/integrations/declarations.js";
import { RK_ATTRIBUTES, isRkAttribute, rkColourOf } from "./rules/attributes.js";
import { rkRollAction } from "./rolls/action-roll.js";
import { rkWorldColourLinks } from "./settings.js";

const D = "ANTHOLOGY.Integrations.DiceSoNice";

/** The attribute of an action's choice in the pipeline's config (its extension's options after the dialog). */
function attributeOf(options: unknown): unknown {
  const choice = options && typeof options === "object" ? (options as { choice?: unknown }).choice : undefined;
  return choice && typeof choice === "object" ? (choice as { attribute?: unknown }).attribute : undefined;
}

export const RK_INTEGRATIONS: RulesetIntegrations = {
  // Equipment (the table option) lies in piles without price or coin (the text counts neither); specialities are
  // not things one picks up. A pile is a non-player character.
  itemPiles: {
    pileActorType: "rkNpc",
    lootTypes: ["rkEquipment"],
    quantityPath: "system.quantity",
    pricePath: "",
    currencies: [],
  },
  // An action on each of the seven attributes, as the sheet's attribute buttons.
  tokenActionHud: {
    groups: [
      {
        id: "attributes",
        name: "ANTHOLOGY.RollKeep.Tab.attributes",
        actions: (actor) =>
          actor.type.startsWith("rk")
            ? RK_ATTRIBUTES.map((attribute) => ({
                id: attribute,
                name: `ANTHOLOGY.RollKeep.Attribute.${attribute}`,
                run: ({ skipDialog }) => rkRollAction(actor, { attribute, skipDialog }),
              }))
            : [],
      },
    ],
  },
  diceSoNice: {
    colorsets: [
      { name: "unlinked", description: `${D}.rkUnlinked`, foreground: "#f4f1e6", background: "#6f675a", outline: "#26221c", edge: "#57503f" },
      { name: "white", description: `${D}.rkWhite`, foreground: "#2a2a2a", background: "#f4f1e6", outline: "#ffffff", edge: "#d8d2bf" },
      { name: "blue", description: `${D}.rkBlue`, foreground: "#ffffff", background: "#1f4fa0", outline: "#0b1d3d", edge: "#173b78" },
      { name: "black", description: `${D}.rkBlack`, foreground: "#e8e8e8", background: "#1b1b1b", outline: "#000000", edge: "#333333" },
      { name: "red", description: `${D}.rkRed`, foreground: "#ffffff", background: "#a8241d", outline: "#3d0a07", edge: "#7f1b15" },
      { name: "green", description: `${D}.rkGreen`, foreground: "#ffffff", background: "#2f7a32", outline: "#0f2a10", edge: "#245e26" },
    ],
    colourOf({ config }) {
      if (config.family !== "keep") return null;
      const attribute = attributeOf(config.options);
      if (!isRkAttribute(attribute)) return null;
      return rkColourOf(attribute, rkWorldColourLinks()) ?? "unlinked";
    },
  },
};
