/**
 * A monster's numbers follow the roll mode. The GM, in "Private GM Roll" (v13 `core.rollMode` gmroll), applies a
 * player's public damage card to the Ogre: the card reporting it stays public (its pain choice may be a player's)
 * but says only who was hit and the state; the damage, the armor and "Toughness 3 / 10" go to the GMs in a card that
 * is no roll, so no player's or observer's client holds them (v13 `ChatMessage#visible`).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { shadowAttack } from "../../../module/rulesets/shadow/rolls/attack.js";
import { GM2, OBSERVER, PLAYER2, harness } from "../../harness/foundry.js";
import { heldBy, heldWith } from "../../core/client-holdings.js";
import { answerRollDialog } from "../roll-dialog-answer.js";
import { GM, PLAYER, attrs, firstItem, installShadow, makeActor, sword, target, view } from "./skin-helpers.js";

beforeEach(() => installShadow());

async function ylvaHitsTheOgre() {
  harness.actAs(GM);
  const ylva = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ accurate: 13 }) }, [sword], { default: 0, [PLAYER.id]: 3 });
  const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs() });
  harness.actAs(PLAYER);
  target(PLAYER, ogre);
  answerRollDialog({ edits: { rollMode: "publicroll" } });
  // The d20 shows 1 (a hit); the sword's d8 shows 7.
  harness.queueFaces([1, 7]);
  expect(await shadowAttack(firstItem(ylva))).toBe("hit");
  return { ogre, damageCard: harness.messages().at(-1)! };
}

describe("Shadow: damage to a monster under the GM's Private GM Roll", () => {
  it("players and the observer hold who was hit and the state; the GMs hold the numbers", async () => {
    const { ogre, damageCard } = await ylvaHitsTheOgre();
    harness.actAs(GM);
    await game.settings!.set("core", "rollMode", "gmroll");
    await runChatAction("shadowApplyDamage", { message: damageCard as never, dataset: {}, event: { shiftKey: true } as never });
    const { value, max } = view(ogre).toughness;
    expect(value).toBeLessThan(max);
    const numbers = `Toughness ${value} / ${max}`;
    for (const user of [PLAYER, PLAYER2, OBSERVER]) {
      expect(heldWith(user, numbers), user.name).toEqual([]);
      expect(
        heldBy(user).some((h) => h.text.includes("Ogre is hit")),
        user.name,
      ).toBe(true);
    }
    for (const gm of [GM, GM2]) expect(heldWith(gm, numbers), gm.name).toHaveLength(1);
  });

  it("in a public roll mode every client holds the numbers, as before", async () => {
    const { ogre, damageCard } = await ylvaHitsTheOgre();
    harness.actAs(GM);
    await game.settings!.set("core", "rollMode", "publicroll");
    await runChatAction("shadowApplyDamage", { message: damageCard as never, dataset: {}, event: { shiftKey: true } as never });
    const numbers = `Toughness ${view(ogre).toughness.value} / ${view(ogre).toughness.max}`;
    for (const user of [GM, PLAYER, PLAYER2, OBSERVER]) expect(heldWith(user, numbers), user.name).toHaveLength(1);
  });
});
