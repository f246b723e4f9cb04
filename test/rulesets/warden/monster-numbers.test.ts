/**
 * A creature's numbers follow the roll mode. The bandit's public attack card is applied to the Ogre by the GM, who
 * plays in "Private GM Roll" (v13 `core.rollMode` gmroll): the damage card stays public (a PC's critical damage save
 * is its player's button) but says only the state; the damage, HP and STR go to the GMs in a card that is no roll, so
 * no player's or observer's client holds them (v13 `ChatMessage#visible`). A PC's numbers also reach its owner, who
 * reads them on the sheet anyway.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { registerWardenChatActions } from "../../../module/rulesets/warden/chat/actions.js";
import { wardenDamageActor } from "../../../module/rulesets/warden/rolls/damage.js";
import { wardenRollCheck } from "../../../module/rulesets/warden/rolls/check.js";
import { GM, GM2, OBSERVER, PLAYER, PLAYER2, castOwnership, harness } from "../../harness/foundry.js";
import { heldBy, heldWith } from "../../core/client-holdings.js";
import { answerRollDialog } from "../roll-dialog-answer.js";
import { installWarden, makeActor, sys } from "./skin-setup.js";

const axe = { name: "Recently Sharpened Axe", type: "wardenWeapon", system: { die: 10, sharp: true, bulky: true, twoHanded: true } };

beforeEach(() => {
  installWarden();
  registerWardenChatActions();
});

const NUMBERS = /HP lost \d+/;

describe("Warden: damage to a creature under the GM's Private GM Roll", () => {
  it("a public attack card applied to the Ogre: the players and the observer hold the state only; the GMs the numbers", async () => {
    harness.actAs(GM);
    const bandit = await makeActor("wardenCharacter", "Bandit", { str: { value: 10, max: 10 } }, [axe]);
    const ogre = await makeActor("wardenCreature", "Ogre", { hp: { value: 12, max: 12 }, str: { value: 14, max: 14 } });
    answerRollDialog({ edits: { rollMode: "publicroll" } });
    harness.queueFaces([12, 2, 6]);
    await wardenRollCheck(bandit, { kind: "attack", itemIds: [bandit.items.contents[0]!.id!] });
    const attackCard = harness.messages().at(-1)!;
    await game.settings!.set("core", "rollMode", "gmroll");
    (GM.targets as Set<unknown>).add({ actor: ogre, name: "Ogre" });
    await runChatAction("wardenApplyDamage", { message: attackCard as never, dataset: {}, event: new Event("click") });
    const hp = sys(ogre).hp.value;
    expect(hp).toBeLessThan(12);
    for (const user of [PLAYER, PLAYER2, OBSERVER]) {
      expect(heldWith(user, NUMBERS), user.name).toEqual([]);
      expect(
        heldBy(user).some((h) => h.text.includes("Ogre is wounded.")),
        user.name,
      ).toBe(true);
    }
    for (const gm of [GM, GM2]) expect(heldWith(gm, NUMBERS), gm.name).toHaveLength(1);
  });

  it("the GM's private attack card applied in a public roll mode: the numbers follow the attack card, to the GMs", async () => {
    harness.actAs(GM);
    const bandit = await makeActor("wardenCharacter", "Bandit", { str: { value: 10, max: 10 } }, [axe]);
    const ogre = await makeActor("wardenCreature", "Ogre", { hp: { value: 12, max: 12 }, str: { value: 14, max: 14 } });
    answerRollDialog({ edits: { rollMode: "gmroll" } });
    harness.queueFaces([12, 2, 6]);
    await wardenRollCheck(bandit, { kind: "attack", itemIds: [bandit.items.contents[0]!.id!] });
    const attackCard = harness.messages().at(-1)!;
    expect(attackCard.whisper.length).toBeGreaterThan(0);
    (GM.targets as Set<unknown>).add({ actor: ogre, name: "Ogre" });
    await runChatAction("wardenApplyDamage", { message: attackCard as never, dataset: {}, event: new Event("click") });
    expect(sys(ogre).hp.value).toBeLessThan(12);
    for (const user of [PLAYER, PLAYER2, OBSERVER]) expect(heldWith(user, NUMBERS), user.name).toEqual([]);
    for (const gm of [GM, GM2]) expect(heldWith(gm, NUMBERS), gm.name).toHaveLength(1);
  });

  it("a PC's numbers under Private GM Roll reach its owner and observer, not the other player; in a public mode, everyone", async () => {
    harness.actAs(GM);
    await game.settings!.set("core", "rollMode", "gmroll");
    const ael = await makeActor("wardenCharacter", "Ael'Onor", { hp: { value: 6, max: 6 }, str: { value: 10, max: 10 } });
    await ael.update({ ownership: castOwnership() } as never);
    await wardenDamageActor(ael, 3);
    for (const user of [PLAYER, OBSERVER]) expect(heldWith(user, NUMBERS), user.name).toHaveLength(1);
    expect(heldWith(PLAYER2, NUMBERS)).toEqual([]);
    await game.settings!.set("core", "rollMode", "publicroll");
    await wardenDamageActor(ael, 1);
    expect(heldWith(PLAYER2, NUMBERS)).toHaveLength(1);
  });
});
