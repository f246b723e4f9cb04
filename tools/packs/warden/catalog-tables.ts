import { WARDEN_MISHAPS } from "../../../module/rulesets/warden/rules/mishaps-table.js";
import { WARDEN_REACTIONS } from "../../../module/rulesets/warden/rules/reactions.js";
import { WARDEN_SCARS } from "../../../module/rulesets/warden/rules/scars-table.js";

/**
 * The Warden RollTables, their rows tied to the typed tables of the rules (`WARDEN_SCARS`,
 * `WARDEN_MISHAPS`, `WARDEN_REACTIONS`). Names follow the text; descriptions are our own wording.
 */
export interface WardenCatalogRow {
  range: readonly [number, number];
  id: string;
  name: string;
  description: string;
}

export interface WardenCatalogTable {
  slug: string;
  name: string;
  formula: string;
  description: string;
  rows: WardenCatalogRow[];
}

const SCAR_TEXT: Record<(typeof WARDEN_SCARS)[number]["id"], [string, string]> = {
  lastingScar: [
    "Lasting Scar",
    "A scar stays with you: roll 1d6 for where (1 neck, 2 hands, 3 eye, 4 chest, 5 legs, 6 ear). Then roll 1d6; if it beats your max HP, it becomes your max HP.",
  ],
  rattlingBlow: [
    "Rattling Blow",
    "The hit leaves you dazed; say how you pull yourself together. Roll 1d6; if it beats your max HP, it becomes your max HP.",
  ],
  walloped: [
    "Walloped",
    "Knocked flat and winded, face in the dirt. You are deprived until you rest a few hours; then roll 1d6 and add it to your max HP.",
  ],
  brokenLimb: [
    "Broken Limb",
    "Roll 1d6 for what breaks (1-2 leg, 3-4 arm, 5 rib, 6 skull). When it has healed, roll 2d6; if it beats your max HP, it becomes your max HP.",
  ],
  diseased: [
    "Diseased",
    "A nasty infection sets in. Once you shake it off, roll 2d6; if it beats your max HP, it becomes your max HP.",
  ],
  reorientingHeadWound: [
    "Reorienting Head Wound",
    "Roll 1d6 for an attribute (1-2 STR, 3-4 DEX, 5-6 WIL), then 3d6; if that beats the attribute's current score, it becomes the score.",
  ],
  hamstrung: [
    "Hamstrung",
    "You can hardly move until you get proper help and rest. Once recovered, roll 3d6; if it beats your max DEX, it becomes your max DEX.",
  ],
  deafened: [
    "Deafened",
    "You hear nothing until you find extraordinary aid. Make a WIL save all the same; on a success your max WIL rises by 1d4.",
  ],
  rebrained: [
    "Re-brained",
    "Something deep in your mind shakes loose. Roll 3d6; if it beats your max WIL, it becomes your max WIL.",
  ],
  sundered: [
    "Sundered",
    "An appendage is lost or ruined (the Warden says which). Make a WIL save; on a success your max WIL rises by 1d6.",
  ],
  mortalWound: [
    "Mortal Wound",
    "You are deprived and out of the fight, and you die within the hour unless healed. When you recover, roll 2d6: that is your new max HP.",
  ],
  doomed: [
    "Doomed",
    "You slipped past death this time. Fail your next critical damage save and you die horribly; pass it and roll 3d6, and if that beats your max HP it becomes your max HP.",
  ],
};

const MISHAP_TEXT: Record<(typeof WARDEN_MISHAPS)[number]["id"], string> = {
  magicSealed: "For 1d6 hours you cannot cast, and every attempt to work magic fails.",
  volatileCasting: "For the next 24 hours a slot die showing 3-6, not only 4-6, gives you a Fatigue.",
  chainReaction: "The spell sets off a chain reaction of the Warden's devising. Take one more Fatigue.",
  reversed: "The spell does the reverse of what you meant, as the Warden decides. Take one more Fatigue.",
  combustion: "Everything you carry that is not metal bursts into flame. From now on brief bursts of fire cannot hurt you.",
  drained: "You are deprived. Once you recover, roll 1d6; if it beats your max HP, it becomes your max HP.",
  willBurn: "For the next 24 hours each spell you cast costs 1d4 WIL. After that, roll 3d6; if it beats your max WIL, it becomes your max WIL.",
  purpleSkin: "Your skin turns a deep purple and you vanish from sight under moonlight, while at night your eyes glow bright yellow.",
  insubstantial:
    "For 1d4 hours your spirit leaves your unconscious body: it flies and passes through walls but touches nothing, and no ordinary sense can find it.",
  arcaneBurns:
    "Arcane burns cost you 1d4 WIL. From now on you may add one extra Magic Die for free (a die of another colour, within the limit of 4); when it shows 4-6 you lose 1 WIL.",
  backfire:
    "The spell recoils: cross out one inventory slot for good. A magical aura gives you +1 Armor (still at most 3).",
  grimoireDamaged: "Your grimoire is ruined and cannot be used. A new grimoire made from its remains recovers every spell it held.",
  tumors:
    "The spell's Fatigue becomes magical tumors in those slots, which only a specialist healer can remove; once cured you may ignore one Fatigue from spellcasting. If the spell gave no Fatigue, you are deprived instead.",
  soulGrimoire:
    "Part of your soul passes into your grimoire: lose half your WIL, rounded down. The grimoire takes any form you like, uses no inventory slot and can only be destroyed by your death, as you by its.",
  plantFused:
    "Nearby plants tear loose and graft onto your skin: lose 1d4 STR for good, gain +1 Armor, take enhanced damage from fire, and feed only by sunlight.",
  weirdForm:
    "You become something strange and unnatural (the Warden describes it). People find you hard to look at, anyone not focusing on you cannot see you, and all your attempts at persuasion fail.",
  fusedHand:
    "One hand fuses with your grimoire: you can never let go, but it takes only one slot. That hand can fire an arcane bolt for 1d6 damage; lose the hand and you can never cast again.",
  wings:
    "Large, ugly wings tear out of your back through your clothes: gain 1d4 DEX and flight, but you can wear no armor or backpack and have only 5 inventory slots.",
  limbSwap:
    "You swap limbs with a magical being from an alien plane and take on its traits, good and bad (ask the Warden). It wants them back, and it is furious.",
  deityLink:
    "A deity from beyond the planes notices your power (the Warden says which). You are bound: you may call on it, it may call on you, and it punishes refusal.",
  magicVessel:
    "Your body becomes pure magic: you need no food, water or air, and casting no longer gives you Fatigue or Mishaps; instead each 5-6 rolled costs 1d4 STR. At 0 STR you become a spell (the Warden says which). You can smell magic.",
  duplicate:
    "An exact double of you appears; one of you ages a year each day while the other grows a year younger. You share thoughts and die together. Only magical aid reverses it, after which add 1d6 to each attribute.",
  elemental:
    "You become an Elemental; choose a True Name. Magic surrounds you always and mundane attacks against you are impaired. Whoever learns your True Name controls you, and other Elementals will come for you.",
};

const REACTION_TEXT: Record<(typeof WARDEN_REACTIONS)[number]["id"], [string, string]> = {
  hostile: ["Hostile", "The NPC is against the party from the start."],
  wary: ["Wary", "The NPC is cautious and keeps its distance."],
  curious: ["Curious", "The NPC is interested and wants to know more."],
  kind: ["Kind", "The NPC is well disposed toward the party."],
  helpful: ["Helpful", "The NPC is eager to help the party."],
};

export const WARDEN_TABLES: WardenCatalogTable[] = [
  {
    slug: "scars",
    name: "Scars",
    formula: "1d12",
    description: "Look up the HP the PC had before the blow that took it to 0 or under (12 for more than 12).",
    rows: WARDEN_SCARS.map((s) => ({
      range: [s.entry, s.entry] as const,
      id: s.id,
      name: SCAR_TEXT[s.id][0],
      description: SCAR_TEXT[s.id][1],
    })),
  },
  {
    slug: "mishaps",
    name: "Mishaps",
    formula: "2d12",
    // Not rolled: the [sum] of the cast's Magic Dice picks the entry. 2d12 only spans the same 2–24 for a draw by hand.
    description:
      "A look-up, not a roll: when two or more Magic Dice match, read the entry of the spell's [sum] (the total of its Magic Dice); with three or more the spell also fails. The table's 2d12 formula only covers the same 2–24 range for drawing by hand: it does not give a cast's odds.",
    rows: WARDEN_MISHAPS.map((m) => ({
      range: [m.sum, m.sum] as const,
      id: m.id,
      name: `Mishap ${m.sum}`,
      description: MISHAP_TEXT[m.id],
    })),
  },
  {
    slug: "reactions",
    name: "Reactions",
    formula: "2d6",
    description: "Roll 2d6 when an NPC's attitude toward the party is not obvious.",
    rows: WARDEN_REACTIONS.map((r) => ({
      range: r.range,
      id: r.id,
      name: REACTION_TEXT[r.id][0],
      description: REACTION_TEXT[r.id][1],
    })),
  },
];
