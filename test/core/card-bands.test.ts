/**
 * Every chat card of every ruleset speaks one visual language (README "Chat cards"): a result band first saying what
 * happened, from the point of view of the character the card is about (module/dice/cards/band.ts: `.dice-card-band`
 * with a tone and `.dice-card-band-outcome`). Each card template in templates/ is rendered here in each of its states
 * (a roll, its private form, a request before and after it is answered…) and must show exactly one band, with a tone
 * and words, no raw localization key. A new card template fails until it is listed here with its states.
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { renderChatCard } from "../../module/core/chat/post-card.js";

const root = resolve(import.meta.dirname, "../..");

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...files(full));
    else if (name.endsWith(".hbs")) out.push(full);
  }
  return out;
}

/** Every card template: each ruleset's chat/ folder, the dice room's cards, the GM's roll requests. */
const CARDS = files(join(root, "templates"))
  .map((f) => relative(join(root, "templates"), f).replaceAll("\\", "/"))
  .filter((f) => /(^|\/)chat\//.test(f) || /^dice\/[^/]+-card\.hbs$/.test(f) || /^core\/roll-request(-gm)?\.hbs$/.test(f))
  .sort();

const band = (tone: string, key: string, value?: number | string) => ({ band: { tone, key, value, notes: [] } });
const die = (face: number) => ({ face, kept: true, success: face >= 6, classes: "" });

/** Each card's states: the contexts its flows render it with (names with markup, as users type them). */
const STATES: Record<string, Record<string, Record<string, unknown>>> = {
  "core/roll-request-gm.hbs": { asked: { check: "Strength", difficultyText: "DC 12", rows: [{ uuid: "Actor.a", name: "Ash", chance: "55%", done: false }] } },
  "core/roll-request.hbs": {
    asked: { check: "Strength", difficultyText: "DC 12", actors: [{ uuid: "Actor.a", name: "Ash" }] },
    hidden: { check: "Strength", hidden: true, actors: [] },
  },
  "dice/advantage-card.hbs": { rolled: { ...band("success", "ANTHOLOGY.Dice.Band.hit"), label: "Strength", dice: [die(14)] } },
  "dice/keep-card.hbs": {
    rolled: {
      ...band("failure", "ANTHOLOGY.Dice.Band.saved"),
      label: "Endurance",
      formula: "3d10kh2",
      keep: 2,
      difficulty: 7,
      dice: [die(3)],
      evaluation: { successes: 0, needed: 1 },
    },
  },
  "dice/keep-opposed-card.hbs": { won: { winnerName: "Ash", result: { margin: 1 }, difficulty: 7 }, tie: { winnerName: null, difficulty: 7 } },
  "dice/pool-card.hbs": { rolled: { ...band("success", "ANTHOLOGY.Dice.Band.hit"), label: "Pool", dice: [die(6)] } },
  "dice/private-card.hbs": { hidden: { label: "Strength" } },
  "dice/roll-under-card.hbs": { rolled: { ...band("success", "ANTHOLOGY.Dice.Band.hit"), label: "Strength", dice: [die(4)] } },
  "gods-monsters/chat/ability-scores.hbs": { rolled: { rolls: [{ dice: [6, 5, 4], total: 15 }] } },
  "gods-monsters/chat/advancement.hbs": { level: { name: "Toromeen", toLevel: 3, mojo: 13, dice: [6] } },
  "gods-monsters/chat/ailment.hbs": {
    applied: { name: "Fever", applied: true, applications: 1, penalties: [], conditions: [] },
    over: { name: "Fever", over: true },
  },
  "gods-monsters/chat/called-shot.hbs": { rolled: { ...band("failure", "ANTHOLOGY.Dice.Band.saved"), name: "Yeti" } },
  "gods-monsters/chat/consequence.hbs": { shown: { title: "ANTHOLOGY.GM.Sheet.RollAbilities", name: "Toromeen", lines: ["Stunned"] } },
  "gods-monsters/chat/contest.hbs": {
    won: { first: "Ash", second: "Yeti", outcome: "winner", winner: "Ash" },
    lost: { first: "Ash", second: "Yeti", outcome: "winner", winner: "Yeti" },
    draw: { first: "Ash", second: "Yeti", outcome: "draw" },
  },
  "gods-monsters/chat/damage-applied.hbs": {
    numbers: { name: "Toromeen", numbers: true, character: true, state: "injured", result: { toPool: 3, vitals: { survival: 2, verve: 0, injuries: 1 } } },
    private: { name: "Toromeen", numbers: false, state: "dying", result: {} },
  },
  "gods-monsters/chat/damage.hbs": { rolled: { ...band("neutral", "ANTHOLOGY.Dice.Band.damage", 12), name: "Battleaxe", total: 12 } },
  "gods-monsters/chat/death-injuries.hbs": { rolled: { ...band("success", "ANTHOLOGY.Dice.Band.hit"), name: "Toromeen" } },
  "gods-monsters/chat/death.hbs": {
    dying: { name: "Toromeen", outcome: "dying", minutes: 1, injuriesTarget: 2, enduranceTarget: 13 },
    survives: { name: "Toromeen", outcome: "survives", injuriesTarget: 2, enduranceTarget: 13 },
  },
  "gods-monsters/chat/hold.hbs": {
    grabbed: { title: "Toromeen grabs the Yeti", text: "The Yeti may evade.", escape: "Evade" },
    escaped: { ...band("success", "ANTHOLOGY.GM.Hold.Escaped", 4), title: "Yeti", text: "The Yeti slips free." },
  },
  "gods-monsters/chat/physique.hbs": {
    rolled: {
      name: "Toromeen",
      age: 151,
      feet: 4,
      inches: 8,
      weightPounds: 220,
      baseAge: 50,
      ageRoll: 3,
      multiplier: 3,
      ageRolled: true,
      baseHeight: 41,
      heightRoll: 15,
      heightModifier: 0,
      heightInches: 56,
      heightRolled: true,
      baseWeight: 80,
      weightModifier: 10,
    },
  },
  "gods-monsters/chat/stray-shot-roll.hbs": { rolled: { ...band("success", "ANTHOLOGY.Dice.Band.saved", 7), name: "Bryn", text: "Bryn ducks." } },
  "gods-monsters/chat/stray-shot.hbs": { risk: { title: "A shot into the melee", lead: "Bryn is at risk.", buttons: [{ index: 0, label: "Bryn: evasion" }] } },
  "gods-monsters/chat/item.hbs": {
    shown: { name: "Battleaxe <b>", img: "icons/svg/sword.svg", type: "TYPES.Item.gmWeapon", enrichedDescription: "<p>Heavy.</p>" },
  },
  "gods-monsters/chat/mojo-bid.hbs": { offered: { name: "Toromeen", needed: 5, mojo: 15, affordable: true } },
  "gods-monsters/chat/mojo-result.hbs": { bought: { name: "Toromeen", spent: 6, experience: 300, mojo: 9 } },
  "gods-monsters/chat/note.hbs": { note: { text: "Toromeen is unconscious." } },
  "roll-keep/chat/contest-request.hbs": {
    asked: { actorName: "Ash", opponentName: "Birch", label: "Endurance", difficulty: "Challenging (7)" },
    answered: { actorName: "Ash", opponentName: "Birch", answered: true },
  },
  "roll-keep/chat/contest-result.hbs": {
    won: {
      title: "Ash against Birch",
      tone: "success",
      winnerName: "Ash",
      margin: 1,
      first: { name: "Ash", successes: 2 },
      second: { name: "Birch", successes: 1 },
    },
    draw: { title: "Ash against Birch", tone: "neutral", winnerName: null, first: {}, second: {} },
  },
  "roll-keep/chat/damage.hbs": { rolled: { total: 12, actorName: "Ash", dice: [die(7)], track: true } },
  "roll-keep/chat/extended-card.hbs": {
    done: { label: "Climb", actorName: "Ash", status: "done", total: 5, required: 4, rounds: [{ number: 1, successes: 5 }] },
    botched: { label: "Climb", actorName: "Ash", status: "botched", total: 1, required: 4, rounds: [{ number: 1, botch: true }] },
  },
  "roll-keep/chat/wounds.hbs": {
    hurt: { name: "Ash", tone: "failure", level: "Hurt", numbers: true, taken: 4, wounds: 10, outAt: 20 },
    out: { name: "Ash", tone: "botch", out: true },
  },
  "shadow/chat/ability.hbs": {
    used: { name: "Acrobatics", img: "icons/svg/book.svg", level: "ANTHOLOGY.Shadow.Level.novice", use: "ANTHOLOGY.Shadow.Use.active" },
  },
  "shadow/chat/damage-applied.hbs": {
    numbers: { defender: "Goblin", numbers: true, damage: 4, dealt: 6, protection: 2, state: "standing", toughness: 6, max: 10, stateLabel: "Standing" },
    private: { defender: "Goblin", numbers: false, state: "dying", stateLabel: "Dying" },
  },
  "shadow/chat/damage.hbs": { rolled: { weapon: "Sword", defender: "Goblin", total: 6, dice: [6] } },
  "shadow/chat/death-reminder.hbs": { turn: { name: "Ash" } },
  "shadow/chat/death-test.hbs": { rolled: { outcome: "stable", outcomeLabel: "Stable", face: 12 } },
  "shadow/chat/defend.hbs": { asked: { attacker: "Goblin", defender: "Ash", weapon: "Spear", target: 12, chance: "60%" } },
  "shadow/chat/free-attack.hbs": { offered: { trigger: "ANTHOLOGY.Shadow.FreeAttack.Band", names: "Ash", defender: "Goblin", strikers: [] } },
  "shadow/chat/flank.hbs": { flanked: { mover: "Ash", foe: "Goblin" } },
  "shadow/chat/healing.hbs": { healed: { firstAid: true, name: "Ash", healed: 1, toughness: 7, max: 10 } },
  "shadow/chat/pain-choice.hbs": {
    knocked: { victim: "Goblin", choice: "knockedDown" },
    freeAttack: { victim: "Goblin", attacker: "Ash", choice: "freeAttack" },
  },
  "shadow/chat/stand-up.hbs": { rolled: { cost: "movement", face: 5, target: 12 } },
  "shadow/chat/elixir.hbs": {
    healed: { heals: true, healed: 1, toughness: 6, max: 10, flat: 1, name: "Ylva", elixir: "Herbal Cure", left: 2 },
    used: { heals: false, name: "Ylva", elixir: "Herbal Cure", left: 0 },
  },
  "shadow/chat/surprise.hbs": {
    surprised: { attackers: "Ash", defenders: "Goblins", surprised: true, strikers: [] },
    not: { attackers: "Ash", defenders: "Goblins", surprised: false },
  },
  "warden/chat/attack.hbs": { hit: { verdict: "hit", targetName: "Ash" }, pending: { verdict: "pending", targetName: "Ash" } },
  "warden/chat/cast.hbs": { works: { fatigue: 1 }, mishap: { mishap: { sum: 7 } }, fails: { fails: true } },
  "warden/chat/damage.hbs": { hurt: { state: "wounded", numbers: true, damage: 3, armor: 1 }, dead: { dead: true, deadState: "dead" } },
  "warden/chat/save-request.hbs": { asked: { attributeLabel: "STR", dc: 12 }, secret: { attributeLabel: "STR", secret: true } },
  "warden/chat/save-secret.hbs": {
    asked: { attributeLabel: "STR", dc: 12 },
    settled: { attributeLabel: "STR", dc: 12, settled: true, passed: false, actorName: "Ash", tr: 9 },
  },
  "warden/chat/scar.hbs": { scar: { id: "brokenLimb", entry: 3, actorName: "Ash" } },
  "warden/chat/special-action.hbs": { move: { action: "move", cost: 1, remaining: 2, actorName: "Ash", spaces: 2, meters: 4 } },
  "warden/chat/state.hbs": { passed: { state: "fighting", passed: true }, failed: { state: "critical", passed: false, dying: true, actorName: "Ash" } },
  "warden/chat/table.hbs": { rolled: { result: "ANTHOLOGY.Warden.Status.routed", total: 7, tone: "success" } },
};

const TONES = new Set(["success", "failure", "botch", "neutral"]);

/** States whose colour is the point of the fix: seen from the character the card is about. */
const TONE_OF: Record<string, string> = {
  "gods-monsters/chat/contest.hbs won": "success",
  "gods-monsters/chat/contest.hbs lost": "failure",
  "gods-monsters/chat/contest.hbs draw": "neutral",
  "gods-monsters/chat/damage-applied.hbs private": "botch",
  "gods-monsters/chat/ailment.hbs applied": "failure",
  "gods-monsters/chat/ailment.hbs over": "success",
  "roll-keep/chat/extended-card.hbs done": "success",
  "roll-keep/chat/extended-card.hbs botched": "botch",
  "warden/chat/cast.hbs mishap": "neutral",
  "warden/chat/save-secret.hbs settled": "failure",
  "shadow/chat/surprise.hbs not": "failure",
};

describe("every chat card has a result band", () => {
  it("every card template is listed with its states (a new card must say how its band reads)", () => {
    expect(CARDS.length).toBeGreaterThan(40);
    expect(Object.keys(STATES).sort()).toEqual(CARDS);
  });

  for (const [template, states] of Object.entries(STATES)) {
    for (const [state, context] of Object.entries(states)) {
      it(`${template} (${state}): one band, with a tone and words`, async () => {
        const html = await renderChatCard(`systems/anthology/templates/${template}`, context);
        const div = document.createElement("div");
        div.innerHTML = html;
        const bands = div.querySelectorAll(".dice-card-band");
        expect(bands).toHaveLength(1);
        const tones = [...bands[0]!.classList].filter((c) => TONES.has(c));
        expect(tones.length, `tone of ${template}`).toBeGreaterThan(0);
        const words = bands[0]!.querySelector(".dice-card-band-outcome")?.textContent?.trim() ?? "";
        expect(words).not.toBe("");
        expect(words).not.toMatch(/ANTHOLOGY\.|TYPES\./);
        const expected = TONE_OF[`${template} ${state}`];
        if (expected) expect(tones).toContain(expected);
      });
    }
  }
});
