/**
 * A follow-up card goes where the roll it follows went. Ylva's player rolls her attack on the Ogre as a private GM
 * roll (chosen in the dice dialog): the damage card that follows reaches the GMs and her player (its author, who
 * applies it), and no other player's or observer's client (it copies the roll's whisper and blind, v13
 * `ChatMessage.applyRollMode`, and carries no rolls, since a whispered roll message reaches every client).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { shadowAttack } from "../../../module/rulesets/shadow/rolls/attack.js";
import { GM2, OBSERVER, PLAYER2, harness } from "../../harness/foundry.js";
import { heldWith } from "../../core/client-holdings.js";
import { answerRollDialog } from "../roll-dialog-answer.js";
import { GM, PLAYER, attrs, firstItem, installShadow, makeActor, sword, target } from "./skin-helpers.js";

beforeEach(() => installShadow());

async function ylvaAttacks(rollMode: string) {
  harness.actAs(GM);
  const ylva = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ accurate: 13 }) }, [sword], { default: 0, [PLAYER.id]: 3 });
  const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs() });
  harness.actAs(PLAYER);
  target(PLAYER, ogre);
  answerRollDialog({ edits: { rollMode } });
  // The d20 shows 1 (a hit); the sword's d8 shows 5.
  harness.queueFaces([1, 5]);
  expect(await shadowAttack(firstItem(ylva))).toBe("hit");
  const damage = harness.messages().filter((m) => m.content.includes('data-anthology-action="shadowApplyDamage"'));
  expect(damage).toHaveLength(1);
  return damage[0]!;
}

describe("Shadow: the damage card follows the attack test's roll mode", () => {
  it("gmroll: the GMs and the attacking player hold it; the other player and the observer do not", async () => {
    const damage = await ylvaAttacks("gmroll");
    expect(damage.whisper.length).toBeGreaterThan(0);
    expect(damage.rolls).toEqual([]);
    for (const user of [GM, GM2, PLAYER])
      expect(
        heldWith(user, "shadowApplyDamage").map((h) => h.id),
        user.name,
      ).toEqual([damage.id]);
    for (const user of [PLAYER2, OBSERVER]) expect(heldWith(user, "shadowApplyDamage"), user.name).toEqual([]);
  });

  it("publicroll: every client holds it, with its rolls", async () => {
    const damage = await ylvaAttacks("publicroll");
    expect(damage.rolls.length).toBeGreaterThan(0);
    for (const user of [GM, PLAYER, PLAYER2, OBSERVER])
      expect(
        heldWith(user, "shadowApplyDamage").map((h) => h.id),
        user.name,
      ).toEqual([damage.id]);
  });
});
