/**
 * An NPC's survival from its numbers (004 "Non-player characters"): an NPC with an archetype rolls d6 survival a level
 * (d10 for a warrior), with the per-die bonus of its level number; NPCs regain level survival each night without
 * rolling. Played from the creature sheet by the GM and by the creature's owner; anyone else changes nothing.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { GmCreatureSheet } from "../../../../module/rulesets/gods-monsters/sheets/creature-sheet.js";
import { gmNpcNightRestAction, gmRollNpcSurvival } from "../../../../module/rulesets/gods-monsters/rolls/npc-survival.js";
import { castOwnership, GM, harness, OBSERVER, PLAYER } from "../../../harness/foundry.js";
import { respond, setupGm, yeti } from "./setup.js";

beforeEach(() => setupGm());

interface Rendered {
  render(o?: object): Promise<unknown>;
  parts: Record<string, string>;
  runAction(name: string, dataset?: Record<string, string>, event?: object): Promise<unknown>;
}

async function npc(system: Record<string, unknown>) {
  harness.actAs(GM);
  const y = await yeti(system);
  await y.update({ ownership: castOwnership() } as never);
  return y;
}

const lastCard = () => harness.messages().at(-1)!.content;

describe("an NPC's survival, rolled from the creature sheet", () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`${who}: a 3rd-level warrior rolls 3d10 with +1 a die, and the total is its survival and maximum`, async () => {
      const y = await npc({ level: 3, archetype: "warrior", survival: { value: 5, max: 5 } });
      harness.actAs(user);
      const sheet = new GmCreatureSheet({ document: y }) as unknown as Rendered;
      await sheet.render({ force: true });
      expect(sheet.parts.main).toContain('data-action="npcSurvival"');
      expect(sheet.parts.main).toContain("Roll survival (3d10)");
      harness.queueFaces([7, 2, 10]);
      respond(() => ({ perDieBonus: 1 }));
      await sheet.runAction("npcSurvival");
      expect([y.system.survival.value, y.system.survival.max]).toEqual([22, 22]);
      const card = lastCard();
      expect(card).toContain('class="dice-card-band success"');
      expect(card).toContain("Yeti has 22 survival");
      expect(card).toContain("3d10 for a Warrior: 7, 2, 10");
      expect(card).toContain("+1 on each of the 3 dice");
    });
  }

  it("a 2nd-level prophet rolls d6s; shift-click rolls with no bonus and no prompt", async () => {
    const y = await npc({ level: 2, archetype: "prophet" });
    const sheet = new GmCreatureSheet({ document: y }) as unknown as Rendered;
    await sheet.render({ force: true });
    expect(sheet.parts.main).toContain("Roll survival (2d6)");
    harness.queueFaces([4, 6]);
    await sheet.runAction("npcSurvival", {}, { shiftKey: true });
    expect([y.system.survival.value, y.system.survival.max]).toEqual([10, 10]);
  });

  it("a creature without an archetype offers no roll and a call is refused with a message", async () => {
    const y = await npc({ archetype: "" });
    const sheet = new GmCreatureSheet({ document: y }) as unknown as Rendered;
    await sheet.render({ force: true });
    expect(sheet.parts.main).not.toContain('data-action="npcSurvival"');
    const before = harness.messages().length;
    expect(await gmRollNpcSurvival(y)).toBeNull();
    expect(harness.messages().length).toBe(before);
    expect(y.system.survival.max).toBe(20);
    expect(harness.notifications.log.at(-1)?.message).toContain("no archetype");
  });

  it("a user who does not own the creature rolls nothing and changes nothing", async () => {
    const y = await npc({ level: 3, archetype: "warrior" });
    await y.update({ ownership: { default: 0, [OBSERVER.id]: 2 } } as never);
    harness.actAs(OBSERVER);
    const before = harness.messages().length;
    expect(await gmRollNpcSurvival(y, { perDieBonus: 0 })).toBeNull();
    expect(await gmNpcNightRestAction(y)).toBeNull();
    expect(harness.messages().length).toBe(before);
    expect(y.system.survival.value).toBe(20);
  });
});

describe("an NPC's night's rest", () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`${who}: a 4th-level yeti at 10 / 20 regains 4 survival with no roll, and never passes its maximum`, async () => {
      const y = await npc({ survival: { value: 10, max: 20 } });
      harness.actAs(user);
      const sheet = new GmCreatureSheet({ document: y }) as unknown as Rendered;
      await sheet.render({ force: true });
      await sheet.runAction("npcRest");
      expect(y.system.survival.value).toBe(14);
      expect(lastCard()).toContain("Yeti regains 4 survival: 14 / 20");
      harness.actAs(GM);
      await y.update({ "system.survival.value": 18 } as never);
      harness.actAs(user);
      await sheet.runAction("npcRest");
      expect(y.system.survival.value).toBe(20);
      expect(lastCard()).toContain("Yeti regains 2 survival: 20 / 20");
    });
  }
});
