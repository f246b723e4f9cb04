// Issue 15: a Shadow attack without a targeted token. The dice room's roll dialog asks for the foe's Defense (and the
// Advantage, which the foe's state would otherwise give); the headline ("Accurate 13 − 4 = 9") and the exact chance
// follow every edit (text 002 "Combat Action": [Accurate←Defense]); the card says the Defense was entered; the damage
// card (weapon dice, Advantage die, "why") applies to whoever the clicker targets. As the GM and as the owning player.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatChance, rollUnderOdds } from "../../../module/dice/index.js";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { shadowAttack } from "../../../module/rulesets/shadow/rolls/attack.js";
import { shadowCardOf } from "../../../module/rulesets/shadow/data/card.js";
import { shadowEnteredDefenseAttack, shadowParseEnteredDefense } from "../../../module/rulesets/shadow/rules/index.js";
import { harness } from "../../harness/foundry.js";
import { answerRollDialog } from "../roll-dialog-answer.js";
import { readCard } from "../../dice/card-reading.js";
import { GM, PLAYER, attrs, installShadow, makeActor, sword, target, view } from "./skin-helpers.js";

beforeEach(async () => {
  installShadow();
  (await import("../../../module/dice/index.js")).registerDice();
});
afterEach(() => vi.restoreAllMocks());

const percent = (t: number) => `${formatChance(rollUnderOdds({ target: t, favour: 0 }))} chance of success`;
const rollCards = () => harness.messages().filter((m) => String(m.content).includes("roll-under-card"));
const last = () => harness.messages().at(-1)!;

async function press(action: string, message: unknown) {
  return runChatAction(action, { message: message as never, dataset: {}, event: new Event("click") });
}

describe("the Defense entered, pure (text 002 'Combat Action', 'Advantage', 'Blind Fighting')", () => {
  it("reads the form: a Defense held to a test value (±30, unreadable 10), missing keeps the current one; the Advantage on for 'on'", () => {
    expect(shadowParseEnteredDefense({ defense: "14", advantage: "on" })).toEqual({ defense: 14, advantage: true });
    expect(shadowParseEnteredDefense({ defense: "99" })).toEqual({ defense: 30, advantage: false });
    expect(shadowParseEnteredDefense({ defense: "<b>" }, { defense: 12, advantage: true })).toEqual({ defense: 10, advantage: true });
    expect(shadowParseEnteredDefense({}, { defense: 12, advantage: true })).toEqual({ defense: 12, advantage: true });
  });

  it("Accurate 13 against Defense 14: 9; the Advantage +2; a blind attacker keeps the worse of two d20", () => {
    const ylva = { isPlayer: true, attributes: { accurate: 13, quick: 8 }, defense: 8 };
    expect(shadowEnteredDefenseAttack(ylva, "accurate", { defense: 14, advantage: false })).toMatchObject({ value: 13, modifier: -4, target: 9, favour: 0 });
    expect(shadowEnteredDefenseAttack(ylva, "accurate", { defense: 14, advantage: true })).toMatchObject({ target: 11, favour: 0 });
    expect(shadowEnteredDefenseAttack({ ...ylva, blind: true }, "quick", { defense: 10, advantage: false })).toMatchObject({ value: 8, target: 8, favour: -1 });
  });
});

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`an attack with no token targeted, by ${who}`, () => {
    async function setup() {
      harness.actAs(GM);
      const ylva = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ accurate: 13 }) }, [sword], { default: 0, [PLAYER.id]: 3 });
      const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs({ strong: 15 }) });
      target(GM, null);
      target(PLAYER, null);
      harness.actAs(user);
      return { ylva, ogre, weapon: ylva.items.contents[0] as Item.Implementation };
    }

    it("the dialog asks the Defense: 10 offered, 14 entered reads 'Accurate 13 − 4 = 9', live; the card says it was entered", async () => {
      const { weapon } = await setup();
      const seen: { headline: string; percent: string }[] = [];
      let offered: Record<string, unknown> = {};
      answerRollDialog({
        seen: (dialog, values) => {
          offered = values;
          seen.push({ headline: dialog.liveText().headline, percent: dialog.liveText().percent });
        },
        edits: { defense: "14" },
        edited: (dialog) => seen.push({ headline: dialog.liveText().headline, percent: dialog.liveText().percent }),
      });
      harness.queueFaces([9, 6]);
      expect(await shadowAttack(weapon)).toBe("hit");
      expect(offered).toMatchObject({ defense: "10", advantage: false });
      expect(seen).toEqual([
        { headline: "Accurate 13 = 13", percent: percent(13) },
        { headline: "Accurate 13 − 4 = 9", percent: percent(9) },
      ]);
      const roll = rollCards().at(-1)!;
      expect(String(roll.content)).toContain("Sword against a Defense of 14, entered (no token targeted)");
      expect(readCard(String(roll.content)).terms).toEqual([
        ["Accurate", "13"],
        ["Opposition (the Defense entered): 10 − their value", "−4"],
      ]);
      // The roll's card data: the attack, with the Defense entered and no defender.
      expect(shadowCardOf(roll)?.attack).toMatchObject({ defender: "", enteredDefense: 14, advantage: false, weaponName: "Sword" });
    });

    it("with the Advantage ticked: +2 to hit and +1d4 damage; the damage card explains the dice and applies to the GM's target", async () => {
      const { ogre, weapon } = await setup();
      const edited: string[] = [];
      answerRollDialog({ edits: { defense: "14", advantage: true }, edited: (dialog) => edited.push(dialog.liveText().headline) });
      harness.queueFaces([11, 6, 3]);
      expect(await shadowAttack(weapon)).toBe("hit");
      expect(edited).toEqual(["Accurate 13 − 2 = 11"]);
      const damage = last();
      expect(shadowCardOf(damage)?.damage).toMatchObject({ defender: "", weaponTotal: 6, advantageFace: 3, formula: "1d8" });
      expect(String(damage.content)).toContain("Apply to your targeted or selected tokens");
      const why = readCard(String(damage.content));
      expect(why.terms).toEqual([
        ["Damage dice: Sword, 1d8", "6"],
        ["Advantage: 1d4", "+3"],
      ]);
      expect(why.lines).toEqual(["The defender's armor is rolled and subtracted when the damage is applied."]);
      // The player may not hurt the GM's ogre: refused, untouched. The GM, targeting it, applies 9 (no armor).
      if (user === PLAYER) {
        target(PLAYER, ogre);
        await press("shadowApplyDamage", damage);
        expect(harness.notifications.log.at(-1)).toMatchObject({ type: "warn" });
        expect(view(ogre).toughness.value).toBe(15);
        harness.actAs(GM);
      }
      target(GM, ogre);
      await press("shadowApplyDamage", damage);
      expect(view(ogre).toughness.value).toBe(6);
      const applied = last();
      expect(shadowCardOf(applied)?.pain).toEqual({ attacker: expect.stringContaining("Actor."), defender: ogre.uuid, chooser: "attacker" });
      const explained = readCard(String(applied.content));
      expect(explained.terms).toEqual([
        ["Damage dice: Sword, 1d8", "6"],
        ["Advantage: 1d4", "+3"],
      ]);
      expect(explained.lines).toEqual(["Total after armor: 9 (never below 0)."]);
    });

    it("a miss against the Defense entered rolls no damage; closing the dialog rolls nothing", async () => {
      const { weapon } = await setup();
      answerRollDialog({ edits: { defense: "14" } });
      harness.queueFaces([10]);
      expect(await shadowAttack(weapon)).toBe("missed");
      expect(shadowCardOf(last())?.damage ?? null).toBeNull();
      const before = harness.messages().length;
      answerRollDialog({ press: "close" });
      expect(await shadowAttack(weapon)).toBeNull();
      expect(harness.messages().length).toBe(before);
    });
  });
}

describe("a monster's attack with no token targeted", () => {
  it("the GM rolls its attack test against the Defense entered (no defender is known to roll one)", async () => {
    harness.actAs(GM);
    const troll = await makeActor("shadowMonster", "Troll", { attributes: attrs({ accurate: 12 }) }, [sword]);
    target(GM, null);
    answerRollDialog({ edits: { defense: "8" } });
    harness.queueFaces([14, 5]);
    expect(await shadowAttack(troll.items.contents[0] as Item.Implementation)).toBe("hit");
    expect(readCard(String(rollCards().at(-1)!.content)).lines[0]).toBe("Roll 14 or less on the d20.");
    expect(shadowCardOf(last())?.damage).toMatchObject({ defender: "", weaponTotal: 5 });
  });
});
