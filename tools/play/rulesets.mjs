/**
 * What the play-through clicks in each ruleset: a journal page's roll links, the sheet's inventory tab, a roll whose dialog shows a live
 * chance, the input that changes it, an attack whose card has a button that changes the target, a roll
 * button on the rival's sheet (which a player who only observes the rival must be refused), and the second player's
 * character and the hidden difficulty of a GM's roll request.
 * Actor and item names come from test/harness/browser/fixtures.ts.
 */
export const RULESETS = {
  gm: {
    title: "Gods & Monsters",
    hero: "Toromeen",
    rival: "Yeti",
    // The second player's character, asked with the hero by the GM's roll request (a hidden difficulty of -3).
    companion: "Bryn",
    requestDifficulty: "-3",
    inventoryTab: "inventory",
    inventoryItem: "Pack item 24",
    dragItem: "Pack item 01",
    roll: '[data-action="roll"][data-roll="ability"][data-key="strength"]',
    // The check's options are fields of the dice room's dialog (issue 14): its top shows the number and the exact
    // chance, redrawn as the modifier changes, and the modifier reaches the card's target: Strength 10, difficult
    // (0), +3.
    liveInput: { selector: 'input[name="modifier"]', value: "3" },
    headline: { before: "Roll 10 or less", after: "Roll 13 or less" },
    percent: { before: "50.0% chance of success", after: "65.0% chance of success" },
    cardCheck: "Target 13\\b",
    attackTab: "combat",
    attack: '[data-action="attack"]',
    cardAction: "gmApplyDamage",
    hitFaces: [1, 5, 5, 5, 5, 5],
    // A journal page with this game's roll links (README "Roll links in journals"); the first is pressed.
    journal: {
      html: "<p>Lift the gate: [[/check strength difficulty=easy]]. Dodge the blade: [[/reaction evasion -2]]. The trap bites for [[/damage 2d6]]. Anyone may try [[/test strong hard]]; draw [[/table Scars]]. Not a link: [[/check brawn]].</p>",
      links: 5,
    },
    rivalRoll: '[data-action="roll"]',
  },
  shadow: {
    title: "Shadow",
    hero: "Ylva",
    rival: "Troll",
    // The second player's character, asked with the hero by the GM's roll request (a hidden difficulty of -2).
    companion: "Bryn",
    requestDifficulty: "-2",
    inventoryTab: "inventory",
    inventoryItem: "Pack item 24",
    dragItem: "Pack item 01",
    // Accurate is tested against the target's Defense: the dice dialog asks Shadow's fields (the Advantage, two
    // chances; a line names the opposition where an unopposed test has the GM's difficulty) and opens on the test
    // as the text writes it: Ylva's Accurate 10 against the Troll's Defense 10, then +2 for the Advantage.
    roll: '[data-action="roll"][data-roll="attribute"][data-key="accurate"]',
    rollTargetsRival: true,
    liveInput: { selector: 'input[name="advantage"]', check: true },
    headline: { before: "Accurate 10 = 10", after: "Accurate 10 + 2 = 12" },
    percent: { before: "50.0% chance of success", after: "60.0% chance of success" },
    cardCheck: "Roll 12 or less",
    attackTab: "main",
    attack: '[data-action="rollItem"]',
    cardAction: "shadowApplyDamage",
    // An ability used from its sheet posts its card (name, level and use, description).
    ability: { tab: "abilities", name: "Iron Fist", expect: "Adept · Active" },
    hitFaces: [1, 5, 5, 5, 5, 5],
    // A journal page with this game's roll links (README "Roll links in journals"); the first is pressed.
    journal: {
      html: "<p>Keep your wits: [[/test cunning -2]]. Shoot first: [[/test accurate vs quick]]. Heave: [[/test strong hard]]; draw [[/table Scars]]. Not a link: [[/test brawn]].</p>",
      links: 4,
    },
    rivalRoll: '[data-action="roll"]',
  },
  warden: {
    title: "Warden",
    hero: "Barry",
    rival: "Bo'Mack",
    // The second player's character, asked with the hero by the GM's roll request (a hidden difficulty of 14).
    companion: "Bryn",
    requestDifficulty: "14",
    inventoryTab: "inventory",
    inventoryItem: "Pack item 24",
    dragItem: "Pack item 01",
    roll: '[data-action="roll"][data-roll="attribute"][data-key="str"]',
    // A Warden action has nothing to beat until a DC is set (its dialog's top reads "IR" with no chance, as the dice
    // room's AdvantageRollDialog does with no DC), so the live chance is read on Retreat, a DEX save against the
    // average DC (20, 003): "TR vs DC 20" and its chance, then DC 12.
    liveRoll: '[data-action="retreat"]',
    liveInput: { selector: 'input[name="dc"]', value: "12" },
    attackTab: "main",
    attack: '[data-action="rollItem"]',
    // An attack on a target is contested (003): the GM rolls the target's save from the attack card, then applies the
    // damage from the result card. Forced faces: the attack's d20 20 and weapon 6, then the save's 6s (a sure hit).
    cardAction: ["wardenContestSave", "wardenApplyDamage"],
    hitFaces: [20, 6, 6, 6, 6],
    // A journal page with this game's roll links (README "Roll links in journals"); the first is pressed.
    journal: {
      html: "<p>Leap aside: [[/save dex dc=15]]. Force the door: [[/action str +d6]]. Heave: [[/test strong hard]]; draw [[/table Scars]]. Not a link: [[/save dexterity]].</p>",
      links: 4,
    },
    rivalRoll: '[data-action="roll"]',
  },
  rk: {
    title: "Roll & Keep",
    hero: "Mage",
    rival: "Gate guard",
    // The second player's character, asked with the hero by the GM's roll request (a hidden difficulty of 8).
    companion: "Bryn",
    requestDifficulty: "8",
    inventoryTab: null,
    inventoryItem: "Speciality 24",
    dragItem: "Speciality 01",
    // The pool is a <button> since issue 15 (keyboard); the selector names the control, not its tag.
    roll: '.rk-pool[data-attribute="strength"]',
    // The action is asked in the dice room's keep dialog (issue 14): its top ("2k1 vs 6", the exact chance) redraws
    // as the player ticks a speciality.
    liveInput: { selector: 'input[type="checkbox"][name^="speciality."]', check: true },
    attackTab: null,
    attack: null,
    // Roll & Keep's cards carry no buttons: nothing to click in the chat log.
    cardAction: null,
    // A journal page with this game's roll links (README "Roll links in journals"); the first is pressed.
    journal: {
      html: "<p>Lift the gate: [[/keep strength difficulty=6]]. Heave: [[/test strong hard]]; draw [[/table Scars]]. Not a link: [[/keep brawn]].</p>",
      links: 3,
    },
    rivalRoll: '[data-action="roll"]',
  },
};
