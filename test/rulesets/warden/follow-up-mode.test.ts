/**
 * The Warden's attack card (damage, and whether it hits) follows the attack roll. A GM's private or blind attack
 * (the roll mode chosen in the dice dialog) keeps it from the players' clients; an attack judged against a DC the GM
 * keeps secret sends it to the GMs only, since its verdict would tell the DC (README "Trust": secret DCs). A card
 * reaches a client when v13's `ChatMessage#visible` says so; these tests read everything each client holds.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { wardenRollCheck } from "../../../module/rulesets/warden/rolls/check.js";
import { GM, GM2, OBSERVER, PLAYER, PLAYER2, harness } from "../../harness/foundry.js";
import { heldBy, heldWith } from "../../core/client-holdings.js";
import { answerRollDialog } from "../roll-dialog-answer.js";
import { installWarden, makeActor } from "./skin-setup.js";

const axe = { name: "Recently Sharpened Axe", type: "wardenWeapon", system: { die: 10, sharp: true, bulky: true, twoHanded: true } };

beforeEach(() => installWarden());

const attackCards = () => harness.messages().filter((m) => m.content.includes("warden-attack"));

describe("Warden: the attack card follows the attack roll", () => {
  it.each(["gmroll", "blindroll"])("the GM's %s bandit attack: no player's or observer's client holds the attack card", async (mode) => {
    harness.actAs(GM);
    const bandit = await makeActor("wardenCharacter", "Bandit", { str: { value: 10, max: 10 } }, [axe]);
    answerRollDialog({ edits: { rollMode: mode } });
    // d20 12, the sharp axe's d10 with advantage [2, 6]: damage 6.
    harness.queueFaces([12, 2, 6]);
    const out = await wardenRollCheck(bandit, { kind: "attack", itemIds: [bandit.items.contents[0]!.id!] });
    expect(out!.message!.whisper.length).toBeGreaterThan(0);
    const cards = attackCards();
    expect(cards).toHaveLength(1);
    expect(cards[0]!.whisper).toEqual(out!.message!.whisper);
    for (const gm of [GM, GM2]) expect(heldWith(gm, "warden-attack").map((h) => h.id)).toEqual([cards[0]!.id]);
    for (const user of [PLAYER, PLAYER2, OBSERVER]) expect(heldWith(user, "warden-attack"), user.name).toEqual([]);
  });

  it("an attack against a secret DC 13: the hit goes to the GMs (and the roller), never to another player or the observer", async () => {
    harness.actAs(GM);
    const ael = await makeActor("wardenCharacter", "Ael'Onor", { str: { value: 10, max: 10 } }, [axe]);
    await ael.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    harness.actAs(PLAYER);
    // d20 12 + STR 10 + d10 6 = IR 28 ≥ 13: a hit.
    harness.queueFaces([12, 2, 6]);
    await wardenRollCheck(ael, { kind: "attack", itemIds: [ael.items.contents[0]!.id!], dc: 13, hidden: true, skipDialog: true });
    const cards = attackCards();
    expect(cards).toHaveLength(1);
    expect(cards[0]!.content).toContain("wardenApplyDamage");
    for (const gm of [GM, GM2]) expect(heldWith(gm, "warden-attack").map((h) => h.id)).toEqual([cards[0]!.id]);
    for (const user of [PLAYER2, OBSERVER]) {
      expect(heldWith(user, "warden-attack"), user.name).toEqual([]);
      for (const held of heldBy(user)) expect(held.numbers, held.data).not.toContain(13);
    }
  });

  it("a public attack with a shown DC: every client holds the card, as before", async () => {
    harness.actAs(GM);
    const bandit = await makeActor("wardenCharacter", "Bandit", { str: { value: 10, max: 10 } }, [axe]);
    answerRollDialog({ edits: { rollMode: "publicroll" } });
    harness.queueFaces([12, 2, 6]);
    await wardenRollCheck(bandit, { kind: "attack", itemIds: [bandit.items.contents[0]!.id!] });
    const card = attackCards()[0]!;
    for (const user of [GM, PLAYER, PLAYER2, OBSERVER])
      expect(
        heldWith(user, "warden-attack").map((h) => h.id),
        user.name,
      ).toEqual([card.id]);
  });
});
