/** Gallery pages of the Gods & Monsters items: one sheet per item type (with compendium data) and the item chat cards. */
import { renderChatCard } from "../../module/core/chat/post-card.js";
import { GM_ITEM_MODELS } from "../../module/rulesets/gods-monsters/items.js";
import { GM_CARD_MODELS } from "../../module/rulesets/gods-monsters/data/card.js";
import { GM_CHAT_TEMPLATES } from "../../module/rulesets/gods-monsters/rolls/item-rolls.js";
import { gmDamageCardContext } from "../../module/rulesets/gods-monsters/rolls/damage.js";
import {
  GmAilmentSheet,
  GmAmmunitionSheet,
  GmArmorSheet,
  GmFieldSheet,
  GmGearSheet,
  GmSpecialtySheet,
  GmSpellSheet,
  GmSpiritSheet,
  GmWeaponSheet,
} from "../../module/rulesets/gods-monsters/sheets/item-sheet.js";
import {
  GM_AMMUNITION,
  GM_ARMOR,
  GM_EXAMPLE_AILMENTS,
  GM_GEAR,
  GM_SPECIES_RULES,
  GM_WEAPONS,
  gmAilmentFromRow,
  gmAmmunitionFromRow,
  gmArmorFromRow,
  gmGearFromRow,
  gmSpeciesSpecialty,
  gmWeaponFromRow,
} from "../../module/rules.js";
import { renderSheet, sheetClasses, sheetSize, type GalleryPage } from "./page.js";

async function item(name: string, type: string, system: object): Promise<Item.Implementation> {
  Object.assign(CONFIG.Item.dataModels, GM_ITEM_MODELS);
  Object.assign(CONFIG.ChatMessage.dataModels, GM_CARD_MODELS);
  return (await Item.create({ name, type, system } as never)) as unknown as Item.Implementation;
}

const row = <T extends { slug: string }>(rows: readonly T[], slug: string): T => rows.find((r) => r.slug === slug)!;
const classes = (Sheet: unknown) => ["anthology", "sheet", "item", ...sheetClasses(Sheet)];

function sheetPage(name: string, title: string, Sheet: new (o: Record<string, unknown>) => unknown, doc: () => Promise<Item.Implementation>): GalleryPage {
  // At the sheet's default window size (CONTRIBUTING "Gallery pages"), so the page shows what a player first sees.
  return { name, title, classes: classes(Sheet), ...sheetSize(Sheet), render: async () => renderSheet(Sheet, await doc()) };
}

export const pages: GalleryPage[] = [
  sheetPage("gm-item-weapon", "G&M: weapon (Toromeen's small battleaxe)", GmWeaponSheet, () =>
    item("Grandfather's <b>battleaxe</b>", "gmWeapon", {
      ...gmWeaponFromRow(row(GM_WEAPONS, "battleaxe"), "<p>A heavy war axe.</p>"),
      size: "small",
      equipped: true,
    }),
  ),
  sheetPage("gm-item-armor", "G&M: armor (plate mail)", GmArmorSheet, () => item("Plate Mail", "gmArmor", gmArmorFromRow(row(GM_ARMOR, "plate-mail")))),
  sheetPage("gm-item-gear", "G&M: gear (pick, used as a weapon)", GmGearSheet, () => item("Pick", "gmGear", gmGearFromRow(row(GM_GEAR, "pick")))),
  sheetPage("gm-item-container", "G&M: gear (backpack)", GmGearSheet, () =>
    item("<script>alert('pack')</script>", "gmGear", gmGearFromRow(row(GM_GEAR, "backpack"))),
  ),
  sheetPage("gm-item-ammunition", "G&M: ammunition (quiver)", GmAmmunitionSheet, () =>
    item("Quiver", "gmAmmunition", gmAmmunitionFromRow(row(GM_AMMUNITION, "quiver"))),
  ),
  sheetPage("gm-item-ailment", "G&M: ailment (food poisoning, four times)", GmAilmentSheet, () =>
    item("Food Poisoning", "gmAilment", { ...gmAilmentFromRow(row(GM_EXAMPLE_AILMENTS, "food-poisoning")), stage: "ailing", applications: 4, elapsed: 3 }),
  ),
  sheetPage("gm-item-field", "G&M: field (Dwarven Culture)", GmFieldSheet, () =>
    item("Dwarven Culture", "gmField", { bonus: 2, skills: ["Dwarven Language", "Mountain Dwarf Etiquette", "Spelunking"] }),
  ),
  sheetPage("gm-item-specialty", "G&M: species specialty (dwarf)", GmSpecialtySheet, () =>
    item("Dwarf", "gmSpecialty", gmSpeciesSpecialty(GM_SPECIES_RULES.dwarf)),
  ),
  sheetPage("gm-item-spell", "G&M: spell", GmSpellSheet, () =>
    item("Great Ball of Fire", "gmSpell", {
      level: 3,
      spellType: "conjuration",
      otherTypes: ["transmutation"],
      damage: "3d6",
      castingTime: { amount: "3", unit: "second" },
    }),
  ),
  sheetPage("gm-item-spirit", "G&M: spirit manifestation", GmSpiritSheet, () =>
    item("Call Lightning", "gmSpirit", { level: 4, spiritType: "Nature", verveCost: 4, damage: "4d6", callingTime: { amount: "1", unit: "round" } }),
  ),
  {
    name: "gm-item-chat-damage",
    title: "G&M: damage card",
    classes: ["anthology"],
    width: 320,
    render: () =>
      renderChatCard(
        GM_CHAT_TEMPLATES.damage,
        gmDamageCardContext({
          name: "Battleaxe",
          img: "icons/svg/sword.svg",
          damage: "d8",
          bonus: 0,
          faces: [8],
          formula: "d8",
          total: 8,
          dice: 1,
          attackPenalty: 0,
        }),
      ),
  },
  {
    name: "gm-item-chat-ailment",
    title: "G&M: ailment takes effect",
    classes: ["anthology"],
    width: 320,
    render: () =>
      renderChatCard(GM_CHAT_TEMPLATES.ailment, {
        name: "Food Poisoning",
        applied: true,
        applications: 4,
        injuries: 1,
        penalties: [{ target: "concentration", amount: 1 }],
        conditions: [{ condition: "sleep", amount: 11, unit: "minute" }],
      }),
  },
];
