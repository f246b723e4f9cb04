/**
 * A follow-up card goes where the roll it follows went. The GM rolls the Yeti's attack on Toromeen privately or
 * blind (the roll mode chosen in the dice dialog): the damage card that follows, its amount and its apply button,
 * reaches no player's client (v13 `ChatMessage.applyRollMode` stored the roll's whisper and blind; a follow-up copies
 * them, and carries no rolls, since a whispered roll message reaches every client: `ChatMessage#visible`).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { gmRollAttack } from "../../../../module/rulesets/gods-monsters/rolls/attack.js";
import { GM, GM2, OBSERVER, PLAYER, PLAYER2, castOwnership, harness } from "../../../harness/foundry.js";
import { heldWith } from "../../../core/client-holdings.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { setupGm, target, toromeen, yeti } from "./setup.js";

beforeEach(() => setupGm());

const PLAYERS = [PLAYER, PLAYER2, OBSERVER];

async function yetiAttacks(rollMode: string) {
  harness.actAs(GM);
  const t = await toromeen();
  await t.update({ ownership: castOwnership() } as never);
  const y = await yeti();
  target(t);
  answerRollDialog({ edits: { rollMode } });
  // The d20 shows 1 (a hit); the Yeti's d6 shows 5.
  harness.queueFaces([1, 5]);
  const result = await gmRollAttack(y);
  expect(result!.outcome.evaluation.success).toBe(true);
  const damage = harness.messages().filter((m) => m.content.includes('data-anthology-action="gmApplyDamage"'));
  expect(damage).toHaveLength(1);
  return { damage: damage[0]!, attack: result!.outcome.message! };
}

describe("G&M: the damage card follows the attack roll's roll mode", () => {
  it.each(["gmroll", "blindroll"])("%s: the GMs hold the damage card, no player's or observer's client does", async (mode) => {
    const { damage, attack } = await yetiAttacks(mode);
    expect(attack.whisper.length).toBeGreaterThan(0);
    expect(damage.whisper).toEqual(attack.whisper);
    expect(damage.blind).toBe(attack.blind);
    for (const gm of [GM, GM2]) expect(heldWith(gm, "gmApplyDamage").map((h) => h.id)).toEqual([damage.id]);
    for (const user of PLAYERS) expect(heldWith(user, "gmApplyDamage"), user.name).toEqual([]);
    for (const user of PLAYERS)
      expect(
        harness.clientMessages(user).map((m) => m.id),
        user.name,
      ).not.toContain(damage.id);
  });

  it("publicroll: every client holds it, as before", async () => {
    const { damage } = await yetiAttacks("publicroll");
    for (const user of [GM, ...PLAYERS])
      expect(
        heldWith(user, "gmApplyDamage").map((h) => h.id),
        user.name,
      ).toEqual([damage.id]);
  });
});

describe("G&M: the mojo bid on a missed attack follows the attack roll", () => {
  it("Toromeen's player attacks the Yeti as a private GM roll and misses: the bid reaches the GMs and him, not the other player or the observer", async () => {
    harness.actAs(GM);
    const t = await toromeen({ mojo: 30 });
    await t.update({ ownership: castOwnership() } as never);
    const y = await yeti();
    harness.actAs(PLAYER);
    target(y);
    answerRollDialog({ edits: { rollMode: "gmroll" } });
    harness.queueFaces([20]);
    const result = await gmRollAttack(t);
    expect(result!.outcome.evaluation.success).toBe(false);
    const bid = harness.messages().filter((m) => m.content.includes('data-anthology-action="gmMojoBid"'));
    expect(bid).toHaveLength(1);
    for (const user of [GM, GM2, PLAYER])
      expect(
        heldWith(user, "gmMojoBid").map((h) => h.id),
        user.name,
      ).toEqual([bid[0]!.id]);
    for (const user of [PLAYER2, OBSERVER]) expect(heldWith(user, "gmMojoBid"), user.name).toEqual([]);
  });
});
