/**
 * The general equipment tables of 004, row for row: food & lodging, ingredients, animals &
 * containers, miscellaneous. A blank bulk is `null` (rooms and animals). Facts in the Notes column
 * that are numbers (light radius, burning time, activation rounds, hand-weapon damage, animal
 * movement and carry, container capacity, per-page costs) are typed fields.
 */
import type { GmAnimalData, GmContainerData, GmDuration, GmGearCategory, GmImprovisedWeapon, GmMaterial, GmPerPages } from "../types.js";

/** The four tables. */
export type GmGearTable = "food-lodging" | "ingredients" | "animals-containers" | "miscellaneous";

export interface GmGearRow {
  slug: string;
  name: string;
  table: GmGearTable;
  category: GmGearCategory;
  cost: number;
  bulk: number | null;
  /** "5+" and ".5+" in the table. */
  costIsMinimum: boolean;
  perPages: GmPerPages | null;
  container: GmContainerData | null;
  improvisedWeapon: GmImprovisedWeapon | null;
  animal: GmAnimalData | null;
  activationRounds: number;
  lightRadius: number;
  lasts: GmDuration | null;
  material: GmMaterial | "";
  /** What the cost is counted per when not per item ("night", "yard", "3 yards", "flask", "ten pages", "square yard", "square foot"). */
  per: string;
}

type Extra = Partial<Omit<GmGearRow, "slug" | "name" | "table" | "category" | "cost" | "bulk">>;

function row(table: GmGearTable, category: GmGearCategory, slug: string, name: string, cost: number, bulk: number | null, extra: Extra = {}): GmGearRow {
  return {
    slug,
    name,
    table,
    category,
    cost,
    bulk,
    costIsMinimum: false,
    perPages: null,
    container: null,
    improvisedWeapon: null,
    animal: null,
    activationRounds: 0,
    lightRadius: 0,
    lasts: null,
    material: "",
    per: "",
    ...extra,
  };
}

const container = (capacity: number | null, holds: string, retrievalRounds = 0): GmContainerData => ({ capacity, holds, retrievalRounds });
const animal = (movement: number, carryBulk: number, riding: boolean): GmAnimalData => ({ movement, carryBulk, riding });
const improvised = (damage: string, attackPenalty: number, bulk: number): GmImprovisedWeapon => ({ damage, attackPenalty, bulk });

/** Food & lodging. */
export const GM_FOOD_LODGING: readonly GmGearRow[] = [
  row("food-lodging", "food", "beer-pint", "Beer, pint", 0.2, 3),
  row("food-lodging", "food", "beer-half-gallon", "Beer, half-gallon", 0.4, 5),
  row("food-lodging", "food", "beer-three-gallons", "Beer, three gallons", 2, 26),
  row("food-lodging", "food", "room-common", "Room, common", 0.4, null, { per: "night" }),
  row("food-lodging", "food", "room-private", "Room, private", 1, null, { per: "night" }),
  row("food-lodging", "food", "dry-food", "Dry food", 5, 10, { lasts: { amount: "1", unit: "week" } }),
  row("food-lodging", "food", "meal-simple", "Meal, simple", 0.3, 2, { lasts: { amount: "2", unit: "day" } }),
  row("food-lodging", "food", "meal-fancy", "Meal, fancy", 2, 2, { lasts: { amount: "1", unit: "day" } }),
  row("food-lodging", "food", "wine-pint", "Wine, pint", 0.5, 3),
  row("food-lodging", "food", "wine-half-gallon", "Wine, half gallon", 1, 5),
  row("food-lodging", "food", "wine-three-gallons", "Wine, three gallons", 5, 26),
];

/** Ingredients. */
export const GM_INGREDIENTS: readonly GmGearRow[] = [
  row("ingredients", "ingredient", "animal-part-common", "Animal part, common", 0.3, 0.3),
  row("ingredients", "ingredient", "animal-part-uncommon", "Animal part, uncommon", 1.5, 0.3),
  row("ingredients", "ingredient", "animal-part-rare", "Animal part, rare", 4, 0.3),
  row("ingredients", "ingredient", "carving-simple", "Carving, simple", 0.5, 0.1, { material: "wood" }),
  row("ingredients", "ingredient", "carving-complex", "Carving, complex", 2, 0.5, { material: "wood" }),
  row("ingredients", "ingredient", "herb-common", "Herb, common", 0.1, 0.1),
  row("ingredients", "ingredient", "herb-uncommon", "Herb, uncommon", 0.5, 0.1),
  row("ingredients", "ingredient", "herb-rare", "Herb, rare", 1, 0.3),
];

/** Carvings of other materials (004, under Ingredients): bone and metal cost ×2; stone costs ×4 with ×4 bulk. */
export const GM_CARVING_MATERIALS: Readonly<Record<"wood" | "bone" | "metal" | "stone", { cost: number; bulk: number }>> = {
  wood: { cost: 1, bulk: 1 },
  bone: { cost: 2, bulk: 1 },
  metal: { cost: 2, bulk: 1 },
  stone: { cost: 4, bulk: 4 },
};

/** Animals & containers. */
export const GM_ANIMALS_CONTAINERS: readonly GmGearRow[] = [
  row("animals-containers", "container", "backpack", "Backpack", 2, 2, { container: container(null, "any", 1) }),
  row("animals-containers", "animal", "donkey", "Donkey", 7, null, { animal: animal(9, 225, false) }),
  row("animals-containers", "tack", "horse-bit-bridle", "Horse bit & bridle", 1.5, 3),
  row("animals-containers", "tack", "horse-saddle", "Horse saddle", 10, 28),
  row("animals-containers", "container", "horse-saddle-bags", "Horse saddle bags", 3, 5, { container: container(null, "any") }),
  row("animals-containers", "tack", "horse-saddle-blanket", "Horse saddle blanket", 0.3, 4),
  row("animals-containers", "tack", "horse-shoe", "Horse shoe", 0.4, 2, { material: "metal" }),
  row("animals-containers", "animal", "horse-pack", "Horse, pack", 30, null, { animal: animal(10, 200, false) }),
  row("animals-containers", "animal", "horse-riding", "Horse, riding", 75, null, { animal: animal(14, 250, true) }),
  row("animals-containers", "animal", "horse-war", "Horse, war", 200, null, { animal: animal(14, 300, true) }),
  row("animals-containers", "container", "keg-small", "Keg, small", 3, 6, { container: container(24, "liquid-pint"), material: "wood" }),
  row("animals-containers", "animal", "mule", "Mule", 20, null, { animal: animal(10, 400, false) }),
  row("animals-containers", "animal", "ox", "Ox", 12, null, { animal: animal(5, 400, false) }),
  row("animals-containers", "animal", "pony", "Pony", 30, null, { animal: animal(12, 180, true) }),
  row("animals-containers", "container", "pouch-belt", "Pouch, belt", 0.5, 0.5, { container: container(null, "any") }),
  row("animals-containers", "container", "pouch-shoulder", "Pouch, shoulder", 1, 1, { container: container(null, "any") }),
  row("animals-containers", "container", "sack", "Sack", 0.2, 0.5, { container: container(null, "any") }),
  row("animals-containers", "container", "scroll-case", "Scroll case", 0.8, 0.5, { container: container(null, "scroll") }),
  row("animals-containers", "container", "trunk-wooden", "Trunk, Wooden", 8, 25, { container: container(null, "any"), material: "wood" }),
  row("animals-containers", "container", "wineskin-waterskin", "Wineskin/Waterskin", 1.5, 1, { container: container(4, "liquid-pint") }),
];

/** Miscellaneous. */
export const GM_MISCELLANEOUS: readonly GmGearRow[] = [
  row("miscellaneous", "miscellaneous", "axe", "Axe", 1, 8, { improvisedWeapon: improvised("d6", 1, 16) }),
  row("miscellaneous", "miscellaneous", "blanket", "Blanket", 0.2, 5),
  row("miscellaneous", "miscellaneous", "book-handwritten", "Book, handwritten", 5, 0.5, {
    costIsMinimum: true,
    perPages: { pages: 0, costPerTen: 0.1, bulkPerTen: 0.03 },
    material: "paper",
  }),
  row("miscellaneous", "miscellaneous", "book-printed", "Book, printed", 1, 0.5, {
    costIsMinimum: true,
    perPages: { pages: 0, costPerTen: 0.15, bulkPerTen: 0.03 },
    material: "paper",
  }),
  row("miscellaneous", "miscellaneous", "journal-blank", "Journal, blank", 1, 0.5, {
    costIsMinimum: true,
    perPages: { pages: 0, costPerTen: 0.1, bulkPerTen: 0.03 },
    material: "paper",
  }),
  row("miscellaneous", "miscellaneous", "candle", "Candle", 0.01, 1, { lightRadius: 6, lasts: { amount: "6", unit: "hour" } }),
  row("miscellaneous", "miscellaneous", "canvas", "Canvas", 0.25, 0.5, { per: "square yard" }),
  row("miscellaneous", "miscellaneous", "chain-large", "Chain, large", 1, 3, { per: "yard", material: "metal" }),
  row("miscellaneous", "miscellaneous", "chain-small", "Chain, small", 2, 1, { per: "yard", material: "metal" }),
  row("miscellaneous", "miscellaneous", "flint-steel-tinderbox", "Flint, steel, tinderbox", 0.5, 1, { activationRounds: 2 }),
  row("miscellaneous", "miscellaneous", "hunting-horn", "Hunting horn", 25, 6),
  row("miscellaneous", "miscellaneous", "ink", "Ink", 8, 0.5),
  row("miscellaneous", "miscellaneous", "lantern", "Lantern", 8, 3, {
    lightRadius: 20,
    lasts: { amount: "6", unit: "hour" },
    activationRounds: 1,
    material: "metal",
  }),
  row("miscellaneous", "miscellaneous", "lock-and-key", "Lock and key", 8, 1, { material: "metal" }),
  row("miscellaneous", "miscellaneous", "mirror", "Mirror", 10, 0.1, { material: "glass" }),
  row("miscellaneous", "miscellaneous", "oil", "Oil", 0.05, 1, { per: "flask" }),
  row("miscellaneous", "miscellaneous", "paper", "Paper", 0.1, 0.03, { per: "ten pages", material: "paper" }),
  row("miscellaneous", "miscellaneous", "parchment", "Parchment", 1, 0.01, { per: "square foot", material: "paper" }),
  row("miscellaneous", "miscellaneous", "pick", "Pick", 1, 10, { improvisedWeapon: improvised("d8", 2, 20) }),
  row("miscellaneous", "miscellaneous", "pole", "Pole", 0.02, 7, { improvisedWeapon: improvised("d4", 2, 14), material: "wood" }),
  row("miscellaneous", "miscellaneous", "quill", "Quill", 0.2, 0.05),
  row("miscellaneous", "miscellaneous", "rope", "Rope", 0.2, 3, { per: "3 yards" }),
  row("miscellaneous", "miscellaneous", "rope-light", "Rope, light", 2, 1, { per: "3 yards" }),
  row("miscellaneous", "miscellaneous", "shovel", "Shovel", 5, 9, { improvisedWeapon: improvised("d6", 3, 18) }),
  row("miscellaneous", "miscellaneous", "spike-iron", "Spike (iron)", 0.3, 1.5, { material: "metal" }),
  row("miscellaneous", "miscellaneous", "tent-enclosed", "Tent, enclosed", 15, 32),
  row("miscellaneous", "miscellaneous", "thieves-tools", "Thieves’ tools", 5, 1),
  row("miscellaneous", "miscellaneous", "torch", "Torch", 0.01, 1, {
    lightRadius: 10,
    lasts: { amount: "3", unit: "hour" },
    activationRounds: 2,
    material: "wood",
  }),
  row("miscellaneous", "miscellaneous", "tent-canopy", "Tent, canopy", 10, 24),
];

/** Every general equipment row, in the order of the text. */
export const GM_GEAR: readonly GmGearRow[] = [...GM_FOOD_LODGING, ...GM_INGREDIENTS, ...GM_ANIMALS_CONTAINERS, ...GM_MISCELLANEOUS];
