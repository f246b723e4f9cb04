/**
 * Playing Toromeen through the documents: the Yeti fight's attack and damage, the Orc's blows, the
 * mojo bid, staying conscious and the time to die, rest, mojo spending, and permissions.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { runChatAction } from "../../../../module/core/chat/chat-actions.js";
import { gmBuyWithMojo } from "../../../../module/rulesets/gods-monsters/flows/mojo-spend.js";
import { gmNightRestAction } from "../../../../module/rulesets/gods-monsters/flows/rest.js";
import { gmApplyDamageToActor } from "../../../../module/rulesets/gods-monsters/rolls/apply-damage.js";
import { gmRollAttack } from "../../../../module/rulesets/gods-monsters/rolls/attack.js";
import { gmRollCheck } from "../../../../module/rulesets/gods-monsters/rolls/check.js";
import { gmRollConsciousness, gmRollDeathContest } from "../../../../module/rulesets/gods-monsters/rolls/conditions.js";
import { castOwnership, GM, harness, PLAYER } from "../../../harness/foundry.js";
import { fillDialog } from "./dialog-form.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { itemOfType, setupGm, target, toromeen, weapon, yeti } from "./setup.js";

beforeEach(() => setupGm());

/** What the last card carries for its buttons: its gmCard system (CONTRIBUTING "Chat cards"). */
function lastFlags(): Record<string, unknown> {
  const m = harness.messages().at(-1)!;
  expect(m.type).toBe("gmCard");
  return m.system as Record<string, unknown>;
}

async function clickLast(action: string, dataset: Record<string, string> = {}): Promise<unknown> {
  const message = harness.messages().at(-1)!;
  // The damage card's one obvious button comes after the folded other ways: start there when the card has one.
  const start = message.content.indexOf('class="gm-apply-default"');
  const html = start >= 0 ? message.content.slice(start) : message.content;
  const attrs: Record<string, string> = { ...dataset };
  const m = new RegExp(`data-anthology-action="${action}"([^>]*)>`).exec(html);
  if (m) for (const [, k, v] of m[1]!.matchAll(/data-([a-z-]+)="([^"]*)"/g)) attrs[k!.replace(/-([a-z])/g, (_s, c: string) => c.toUpperCase())] = v!;
  return runChatAction(action, { message: message as never, dataset: attrs as DOMStringMap, event: new Event("click") });
}

describe("004: the Yeti fight through the documents", () => {
  it("Toromeen (2nd level) targets the Yeti: needs 12; rolls 6 and his small battleaxe does d8 8 + 4 = 12; the Yeti drops to 0", async () => {
    const t = await toromeen({ experience: 1000, advancedLevel: 2, verve: { value: 17, bonus: 10 } });
    const y = await yeti({ survival: { value: 12, max: 20 } });
    target(y);
    harness.queueFaces([6, 8]);
    const axe = itemOfType(t, "gmWeapon");
    const result = await gmRollAttack(t, { item: axe as never, skipDialog: true });
    expect(result!.plan.hitNumber).toBe(12);
    expect(result!.plan.dice).toBe("d8");
    expect(result!.outcome.evaluation.success).toBe(true);
    const damage = harness.messages().at(-1)!;
    expect(damage.content).toContain("12");
    expect((lastFlags().damage as { amount: number }).amount).toBe(12);
    await clickLast("gmApplyDamage");
    expect(y.system.survival.value).toBe(0);
    expect(harness.messages().at(-1)!.content).toContain('data-anthology-action="gmConsciousness"');
    // The Yeti (fortitude and willpower 6) rolls 3: still conscious.
    harness.queueFaces([3]);
    const stay = await gmRollConsciousness(y);
    expect(stay!.evaluation.success).toBe(true);
    expect(y.system.state.unconscious).toBe(false);
  });

  it("the Yeti (attack +4, no Fighting Art) needs 11 against Sam's defense 4 and 14 against a defense of 1", async () => {
    const y = await yeti();
    const sam = await toromeen({}, []);
    // Sam's defense is 4 like Toromeen's first-level armor here.
    target(sam);
    harness.queueFaces([9, 1]);
    const r = await gmRollAttack(y, { skipDialog: true });
    expect(r!.plan.hitNumber).toBe(11);
    expect(r!.plan.dice).toBe("d6");
  });

  it("a miss by a warrior offers a mojo bid; spending it flips the roll, costs the smallest bid, adds 50 experience each and rolls the damage", async () => {
    const t = await toromeen({ experience: 1000, advancedLevel: 2, verve: { value: 17, bonus: 10 }, mojo: 20 });
    const y = await yeti();
    target(y);
    harness.queueFaces([17]);
    const axe = itemOfType(t, "gmWeapon");
    await gmRollAttack(t, { item: axe as never, skipDialog: true });
    const bid = harness.messages().at(-1)!;
    expect(bid.content).toContain('data-anthology-action="gmMojoBid"');
    expect((lastFlags().mojoBid as { needed: number }).needed).toBe(5);
    harness.queueFaces([4]);
    await clickLast("gmMojoBid");
    expect(t.system.mojo).toBe(15);
    expect(t.system.experience).toBe(1250);
    const contents = harness
      .messages()
      .map((m) => m.content)
      .join("\n");
    expect(contents).toContain("gmApplyDamage");
    // the bid cannot be spent twice
    const before = t.system.mojo;
    await runChatAction("gmMojoBid", { message: bid as never, dataset: { actorUuid: t.uuid } as DOMStringMap, event: new Event("click") });
    expect(t.system.mojo).toBe(before);
  });

  it("the maneuver options come through the dialog: called shot −3 and the Yeti unaware +4", async () => {
    const t = await toromeen({ experience: 1000, advancedLevel: 2 });
    const y = await yeti();
    target(y);
    // The maneuvers are fields of the dice room's dialog (the one pipeline; was a DialogV2 of G&M's own): ticked there.
    fillDialog({ calledShot: true, targetState: "unaware" });
    harness.queueFaces([20]);
    const axe = itemOfType(t, "gmWeapon");
    const r = await gmRollAttack(t, { item: axe as never });
    expect(r!.plan.hitNumber).toBe(12 - 3 + 4);
  });
});

describe("004: Toromeen against the Orc, through the apply-damage action", () => {
  it("5, miss, 6, 7, 4: verve 17 → 12 → 6 → 0 with one survival lost, then 2 survival", async () => {
    const t = await toromeen({ experience: 1000, advancedLevel: 2, verve: { value: 17, bonus: 10 } });
    for (const amount of [5, 6, 7, 4]) await gmApplyDamageToActor(t, { amount });
    expect(t.system.numbers.verve.value).toBe(0);
    expect(t.system.numbers.survival.value).toBe(2);
    expect(t.system.injuries).toBe(0);
  });

  it("a night's rest with a successful health roll (10 or less): 2 → 4 survival", async () => {
    const t = await toromeen({ experience: 1000, advancedLevel: 2, survival: { value: 2 } });
    harness.queueFaces([5]);
    await gmNightRestAction(t, { skipDialog: true, healInjury: false });
    expect(t.system.numbers.survival.value).toBe(4);
  });
});

describe('damage is one whole outcome (CONTRIBUTING "Whole outcomes")', () => {
  it("one actor update, then the card; a refused update posts no card and reports nothing applied", async () => {
    const t = await toromeen({ experience: 1000, advancedLevel: 2, survival: { value: 4 }, verve: { value: 0, bonus: 10 } });
    const update = vi.spyOn(t, "update");
    const cards = harness.messages().length;
    expect(await gmApplyDamageToActor(t, { amount: 6 })).toMatchObject({ vitals: { injuries: 2 } });
    expect(update).toHaveBeenCalledTimes(1);
    expect(harness.messages()).toHaveLength(cards + 1);

    update.mockRejectedValueOnce(new Error("connection lost"));
    expect(await gmApplyDamageToActor(t, { amount: 3 })).toBeNull();
    expect(t.system.injuries).toBe(2);
    expect(harness.messages()).toHaveLength(cards + 1);
  });
});

describe('staying conscious and the time to die are whole outcomes (CONTRIBUTING "Whole outcomes")', () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`a failed consciousness roll by ${who}: one actor update, then the note and the bid offer; a refused update posts neither`, async () => {
      harness.actAs(GM);
      const t = await toromeen({ injuries: 2, mojo: 10 });
      await t.update({ ownership: castOwnership() } as never);
      harness.actAs(user);
      const update = vi.spyOn(t, "update");
      harness.queueFaces([20]);
      expect(await gmRollConsciousness(t, true)).not.toBeNull();
      expect(update).toHaveBeenCalledTimes(1);
      expect(t.system.state.unconscious).toBe(true);
      const after = harness
        .messages()
        .slice(-2)
        .map((m) => String(m.content));
      expect(after[0]).toContain("unconscious");
      expect(after[1]).toContain("gm-mojo-bid");

      await t.update({ "system.state.unconscious": false } as never);
      update.mockClear();
      update.mockRejectedValueOnce(new Error("connection lost"));
      const count = harness.messages().length;
      harness.queueFaces([20]);
      expect(await gmRollConsciousness(t, true)).toBeNull();
      expect(update).toHaveBeenCalledTimes(1);
      expect(t.system.state.unconscious).toBe(false);
      // the roll's own card only: no note, no bid offer follows a state that was not written
      expect(harness.messages()).toHaveLength(count + 1);
      expect(String(harness.messages().at(-1)!.content)).toContain("roll-under-card");
    });
  }

  it("a death contest lost: one actor update (dying, 13 minutes), then the card; a refused update posts no death card", async () => {
    const t = await toromeen({ injuries: 2, mojo: 0 });
    const update = vi.spyOn(t, "update");
    harness.queueFaces([1, 20]);
    expect(await gmRollDeathContest(t)).toEqual({ outcome: "dying", minutes: 13 });
    expect(update).toHaveBeenCalledTimes(1);
    // the death card, then the bid offer for the failed (archetypal) death roll
    expect(
      harness
        .messages()
        .slice(-2)
        .map((m) => String(m.content).match(/gm-(death|mojo-bid)/)?.[0]),
    ).toEqual(["gm-death", "gm-mojo-bid"]);

    await t.update({ "system.state.dying": false, "system.state.deathTime": 0 } as never);
    update.mockClear();
    update.mockRejectedValueOnce(new Error("connection lost"));
    const count = harness.messages().length;
    harness.queueFaces([1, 20]);
    expect(await gmRollDeathContest(t)).toBeNull();
    expect(t.system.state.dying).toBe(false);
    // the two rolls' cards, and no death card nor bid offer after them
    expect(harness.messages()).toHaveLength(count + 2);
    expect(
      harness
        .messages()
        .slice(count)
        .some((m) => String(m.content).includes("gm-death")),
    ).toBe(false);
  });
});

describe("004: Toromeen's time to die, through the documents", () => {
  it("4 survival, 6 damage → 2 injuries; fortitude 11 − 2: rolls 6, conscious; the Guide rolls 1, Tony 20: dying in 13 minutes", async () => {
    const t = await toromeen({ experience: 1000, advancedLevel: 2, survival: { value: 4 }, verve: { value: 0, bonus: 10 }, mojo: 0 });
    const r = await gmApplyDamageToActor(t, { amount: 6 });
    expect(r!.vitals).toMatchObject({ survival: 0, injuries: 2 });
    expect(r!.deathRisk).toBe(true);
    const card = harness.messages().at(-1)!.content;
    expect(card).toContain("gmConsciousness");
    expect(card).toContain("gmDeathContest");
    harness.queueFaces([6]);
    const c = await gmRollConsciousness(t);
    expect(c!.evaluation.target).toBe(9);
    expect(c!.evaluation.success).toBe(true);
    harness.queueFaces([1, 20]);
    const death = await gmRollDeathContest(t);
    expect(death).toEqual({ outcome: "dying", minutes: 13 });
    expect(t.system.state.dying).toBe(true);
    expect(t.system.state.deathTime).toBe(13);
  });
});

describe("ability and reaction rolls", () => {
  it("a failed archetypal roll (fortitude for a warrior) offers a bid; a failed non-archetypal one does not", async () => {
    const t = await toromeen({ mojo: 10 });
    harness.queueFaces([15]);
    await gmRollCheck(t, { kind: "reaction", key: "fortitude", skipDialog: true });
    expect(harness.messages().at(-1)!.content).toContain("gmMojoBid");
    const count = harness.messages().length;
    harness.queueFaces([15]);
    await gmRollCheck(t, { kind: "reaction", key: "perception", skipDialog: true });
    expect(harness.messages().length).toBe(count + 1);
  });

  it("the dialog's difficulty, obstacle, careful attempt and field bonus reach the target", async () => {
    const t = await toromeen({}, [{ name: "Engineering Science", type: "gmField", system: { bonus: 2, skills: ["Defenses"] } }]);
    const field = itemOfType(t, "gmField");
    // Issue 14: the check's options are fields of the dice room's dialog (was a DialogV2 of its own).
    answerRollDialog({ edits: { difficulty: "easy", obstacleSize: "4", careful: "1", fieldId: field.id!, modifier: "0", archetypal: false } });
    harness.queueFaces([10]);
    const r = await gmRollCheck(t, { kind: "ability", key: "intelligence" });
    expect(r!.evaluation.target).toBe(12 + 2 - 2 + 1 + 2);
  });

  it("a mojo bid on a roll with a field buys the field's next bonus when the spend covers it (004: +1 → +2 for 5)", async () => {
    const t = await toromeen({ mojo: 20 }, [{ name: "Dwarven Culture", type: "gmField", system: { bonus: 1, skills: ["Spelunking"] } }]);
    const field = itemOfType(t, "gmField");
    answerRollDialog({ edits: { difficulty: "difficult", obstacleSize: "1", careful: "0", fieldId: field.id!, modifier: "-10", archetypal: true } });
    harness.queueFaces([15]);
    await gmRollCheck(t, { kind: "ability", key: "strength" });
    // strength 18 + 1 − 10 = 9; rolled 15: needs 6
    await clickLast("gmMojoBid");
    expect(t.system.mojo).toBe(14);
    expect((t.items.get(field.id!)!.system as unknown as { bonus: number }).bonus).toBe(2);
  });
});

describe("spending mojo", () => {
  it("raising strength (archetypal) costs 2 × 18 = 36; refused with 15 mojo", async () => {
    const t = await toromeen({ mojo: 15 });
    expect(await gmBuyWithMojo(t, { kind: "ability", ability: "strength" })).toBe(false);
    expect(harness.notifications.log.at(-1)!.type).toBe("warn");
    await t.update({ "system.mojo": 40 } as never);
    expect(await gmBuyWithMojo(t, { kind: "ability", ability: "strength" })).toBe(true);
    expect(t.system.abilities.strength).toBe(19);
    expect(t.system.mojo).toBe(4);
  });

  it("one mojo buys 30 silver (Toromeen's trade: 16 → 15 mojo)", async () => {
    const t = await toromeen({ mojo: 16, silver: 18 });
    await gmBuyWithMojo(t, { kind: "coins" });
    expect(t.system.mojo).toBe(15);
    expect(t.system.silver).toBe(48);
  });

  it("a new field costs 11, a skill 5, a weapon skill for a warrior 5, the next field bonus 4 + bonus", async () => {
    const t = await toromeen({ mojo: 40 }, [{ name: "Fighting Art", type: "gmField", system: { bonus: 1, skills: [], fightingArt: true } }]);
    await gmBuyWithMojo(t, { kind: "field", name: "War Craft", skill: "Weaponsmith" });
    expect(t.system.mojo).toBe(29);
    const craft = t.items.contents.find((i) => i.name === "War Craft")!;
    await gmBuyWithMojo(t, { kind: "fieldBonus", fieldId: craft.id! });
    expect(t.system.mojo).toBe(24);
    const fa = t.items.contents.find((i) => i.name === "Fighting Art")!;
    await gmBuyWithMojo(t, { kind: "skill", fieldId: fa.id!, skill: "Battleaxe" });
    expect(t.system.mojo).toBe(19);
    expect(await gmBuyWithMojo(t, { kind: "fieldBonus", fieldId: fa.id! })).toBe(false);
  });
});

describe("item rolls and hotbar macros", () => {
  it("a weapon's roll (sheet click or hotbar macro) is the attack with the maneuvers", async () => {
    const t = await toromeen({ experience: 1000, advancedLevel: 2 });
    const y = await yeti();
    target(y);
    harness.queueFaces([12, 3]);
    const axe = itemOfType(t, "gmWeapon");
    await (axe.system as unknown as { roll(o: { skipDialog: boolean }): Promise<unknown> }).roll({ skipDialog: true });
    expect((lastFlags().damage as { amount: number }).amount).toBe(3 + 4);
  });
});

describe("permissions", () => {
  it("a player cannot apply damage to an actor they do not own", async () => {
    const y = await yeti();
    harness.actAs(PLAYER);
    await runChatAction("gmApplyDamage", {
      message: { flags: {} } as never,
      dataset: { actorUuid: y.uuid, amount: "5" } as DOMStringMap,
      event: new Event("click"),
    });
    expect(y.system.survival.value).toBe(20);
    expect(harness.notifications.log.at(-1)!.type).toBe("warn");
  });
});

describe("contested actions between actors", () => {
  it("Toromeen's evasion 4 against the Yeti's evasion 12 (estimated, 10 + half level 4): he rolls 4, the Yeti 15 — Toromeen wins; both fail — the acting side fails", async () => {
    const { gmRollContest } = await import("../../../../module/rulesets/gods-monsters/rolls/contest.js");
    const t = await toromeen();
    const y = await yeti();
    harness.queueFaces([4, 15]);
    const r = await gmRollContest(t, y, "reaction", "evasion", { skipDialog: true });
    expect(r).toMatchObject({ outcome: "winner", winner: 0 });
    harness.queueFaces([15, 15]);
    expect(await gmRollContest(t, y, "reaction", "evasion", { skipDialog: true })).toMatchObject({ outcome: "actingFails", winner: 1 });
    expect(harness.messages().at(-1)!.content).toContain("Yeti");
  });
});

/** A first-level human thief of average strength (10: strength as minor 0, no range penalty cancelled) with a spear. */
async function averageThrower() {
  return Actor.create({
    name: "Thrower",
    type: "gmCharacter" as never,
    system: { abilities: { strength: 10, agility: 10, endurance: 10, intelligence: 10, wisdom: 10, charisma: 10 }, archetype: "thief", species: "human" },
    items: [weapon("spear", { equipped: true })],
  } as never) as unknown as Promise<Actor.Implementation>;
}

function rangePart(plan: { parts: { key: string; applies: string; value: number }[] }): number {
  return plan.parts.filter((p) => p.key === "range" && p.applies === "attack").reduce((s, p) => s + p.value, 0);
}

describe("004 range penalties in play (the spear, range 6)", () => {
  it("the sheet's throw button presets the dialog's throw box and the dialog asks the distance: 13 yards is −2 to hit", async () => {
    const a = await averageThrower();
    const spear = itemOfType(a, "gmWeapon");
    target(await yeti());
    let offered: Record<string, unknown> = {};
    fillDialog({ distance: "6" });
    harness.queueFaces([20]);
    const near = await gmRollAttack(a, { item: spear as never, throwIt: true });
    fillDialog({ distance: "13" }, (_content, defaults) => (offered = defaults));
    harness.queueFaces([20]);
    const far = await gmRollAttack(a, { item: spear as never, throwIt: true });
    expect(offered.throwIt).toBe(true);
    expect(offered).toHaveProperty("distance");
    expect(far!.plan.mode).toBe("thrown");
    expect(rangePart(near!.plan)).toBe(0);
    expect(rangePart(far!.plan)).toBe(-2);
    expect(far!.plan.hitNumber).toBe(near!.plan.hitNumber - 2);
  });

  it("ticking the throw box in the dialog of a close attack throws the spear too", async () => {
    const a = await averageThrower();
    const spear = itemOfType(a, "gmWeapon");
    target(await yeti());
    fillDialog({ throwIt: true, distance: "13" });
    harness.queueFaces([20]);
    const r = await gmRollAttack(a, { item: spear as never });
    expect(r!.plan.mode).toBe("thrown");
    expect(rangePart(r!.plan)).toBe(-2);
  });

  it("Toromeen (strength 18, minor +2) throws the spear 19 yards: three penalties, two cancelled, −1", async () => {
    const t = await toromeen({}, [weapon("spear")]);
    const spear = t.items.contents.find((i) => i.name === weapon("spear").name)!;
    target(await yeti());
    fillDialog({ distance: "12" });
    harness.queueFaces([20]);
    const near = await gmRollAttack(t, { item: spear as never, throwIt: true });
    fillDialog({ distance: "19" });
    harness.queueFaces([20]);
    const far = await gmRollAttack(t, { item: spear as never, throwIt: true });
    expect(rangePart(near!.plan)).toBe(0);
    expect(rangePart(far!.plan)).toBe(-1);
    expect(far!.plan.hitNumber).toBe(near!.plan.hitNumber - 1);
  });
});

describe("004 cover: warriors use it better", () => {
  function coverPart(plan: { parts: { key: string; applies: string; value: number }[] }): number {
    return plan.parts.filter((p) => p.key === "cover").reduce((s, p) => s + p.value, 0);
  }

  it("weak cover: +1 defense for a warrior target (−1 to hit), nothing for a non-warrior", async () => {
    const y = await yeti();
    const warrior = await toromeen();
    const thief = await averageThrower();
    target(warrior);
    harness.queueFaces([20]);
    const open = await gmRollAttack(y, { skipDialog: true });
    harness.queueFaces([20]);
    const vsWarrior = await gmRollAttack(y, { skipDialog: true, options: { cover: "weak" } });
    expect(coverPart(vsWarrior!.plan)).toBe(1);
    expect(vsWarrior!.plan.hitNumber).toBe(open!.plan.hitNumber - 1);
    (game.user!.targets as unknown as Set<unknown>).clear();
    target(thief);
    harness.queueFaces([20]);
    const openThief = await gmRollAttack(y, { skipDialog: true });
    harness.queueFaces([20]);
    const vsThief = await gmRollAttack(y, { skipDialog: true, options: { cover: "weak" } });
    expect(coverPart(vsThief!.plan)).toBe(0);
    expect(vsThief!.plan.hitNumber).toBe(openThief!.plan.hitNumber);
  });

  it("the dialog ticks 'warrior' from the target's archetype (a warrior creature too); strong cover is +2 / +1", async () => {
    const y = await yeti();
    const orc = (await Actor.create({
      name: "Orc captain",
      type: "gmCreature" as never,
      system: { level: 2, archetype: "warrior", defense: 1 },
    } as never)) as unknown as Actor.Implementation;
    target(orc);
    let offered: Record<string, unknown> = {};
    fillDialog({ cover: "strong" }, (_c, d) => (offered = d));
    harness.queueFaces([20]);
    const r = await gmRollAttack(y, {});
    expect(offered.targetWarrior).toBe(true);
    expect(coverPart(r!.plan)).toBe(2);
    // The Guide unticks it (a warrior who does not use the cover): the non-warrior bonus.
    fillDialog({ cover: "strong", targetWarrior: false });
    harness.queueFaces([20]);
    expect(coverPart((await gmRollAttack(y, {}))!.plan)).toBe(1);
  });
});
