/** What Gods & Monsters tells Item Piles and Dice So Nice (module/core/integrations/, README "Modules"). */
import type { HudAction, RulesetIntegrations } from "../../core/integrations/declarations.js";
import { GM_ABILITIES, GM_REACTIONS } from "./rules/equipment/types.js";
import { gmRollCheck } from "./rolls/check.js";
import { gmIsCharacter } from "./data/view.js";
import type { GmCheckKind } from "./rolls/check.js";

function check(actor: Actor.Implementation, kind: GmCheckKind, key: string): HudAction {
  return {
    id: key,
    name: `ANTHOLOGY.GM.${kind === "ability" ? "Ability" : "Reaction"}.${key}`,
    run: ({ skipDialog }) => gmRollCheck(actor, { kind, key, skipDialog }),
  };
}

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
  // The sheet's ability and reaction checks (a creature has reactions only), each opening its dialog.
  tokenActionHud: {
    groups: [
      {
        id: "abilities",
        name: "ANTHOLOGY.GM.Tabs.abilities",
        actions: (actor) => (gmIsCharacter(actor) ? GM_ABILITIES.map((key) => check(actor, "ability", key)) : []),
      },
      {
        id: "reactions",
        name: "ANTHOLOGY.GM.Sheet.Reactions",
        actions: (actor) => (actor.type.startsWith("gm") ? GM_REACTIONS.map((key) => check(actor, "reaction", key)) : []),
      },
    ],
  },
  // Bronze dice, offered as the preferred theme; each player may keep their own.
  diceSoNice: {
    colorsets: [
      {
        name: "bronze",
        description: "ANTHOLOGY.Integrations.DiceSoNice.gmBronze",
        foreground: "#f3e2c0",
        background: "#7a4e1d",
        outline: "#2b1a08",
        edge: "#5c3a14",
      },
    ],
    colourOf: () => null,
  },
};
