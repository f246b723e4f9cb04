/** A fully equipped Toromeen (many items, a hostile name) for sheet tests and the gallery. */
import { GM_AMMUNITION, GM_EXAMPLE_AILMENTS, GM_GEAR, gmAilmentFromRow, gmAmmunitionFromRow, gmGearFromRow } from "../../../../module/rules.js";
import type { GmCharacterActor } from "../../../../module/rulesets/gods-monsters/data/view.js";
import { setupGm, toromeen, weapon } from "./setup.js";

function gear(slug: string, extra: Record<string, unknown> = {}) {
  const row = GM_GEAR.find((g) => g.slug === slug)!;
  return { name: row.name, type: "gmGear", system: { ...gmGearFromRow(row), ...extra } };
}

export async function equippedToromeen(name = "Toromeen"): Promise<GmCharacterActor> {
  setupGm();
  const arrows = GM_AMMUNITION.find((a) => a.slug === "arrow")!;
  const poison = GM_EXAMPLE_AILMENTS.find((a) => a.slug === "food-poisoning")!;
  const actor = await toromeen(
    {
      experience: 1250,
      advancedLevel: 2,
      verve: { value: 12, bonus: 10 },
      injuries: 1,
      moralCode: "Chaotic Good",
      motivation: "I will explore the ruins because I want someday to see the ancient battlefield, Fomhor Achadh.",
      age: 151,
      heightInches: 56,
      weightPounds: 220,
      backstory: "<p>Born in the southern mountains.</p>",
    },
    [
      weapon("spear"),
      { name: "Fighting Art", type: "gmField", system: { bonus: 1, skills: ["Unarmed combat", "Weapon fluency", "Battleaxe"], fightingArt: true } },
      { name: "Dwarven Culture", type: "gmField", system: { bonus: 2, skills: ["Dwarven Language", "Mountain Dwarf Etiquette", "Spelunking"] } },
      { name: "Engineering Science", type: "gmField", system: { bonus: 1, skills: ["Defenses"] } },
      { name: "War Craft", type: "gmField", system: { bonus: 1, skills: ["Weaponsmith"] } },
      { name: "<script>alert(1)</script>", type: "gmGear", system: gmGearFromRow(GM_GEAR.find((g) => g.slug === "lantern")!) },
      gear("backpack"),
      { name: "Arrows", type: "gmAmmunition", system: { ...gmAmmunitionFromRow(arrows), quantity: 12 } },
      { name: "Dwarf", type: "gmSpecialty", system: { kind: "species" } },
      { name: "Fighting Prowess", type: "gmSpell", system: { level: 2, spellType: "transmutation" } },
      { name: "Food Poisoning", type: "gmAilment", system: gmAilmentFromRow(poison) },
    ],
  );
  if (name !== "Toromeen") await actor.update({ name } as never);
  return actor;
}
