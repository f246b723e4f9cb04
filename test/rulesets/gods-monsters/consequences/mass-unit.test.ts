/**
 * Mass conflict (004 "Mass Conflict"): creatures with the same attack form fight as one unit, handled as a single
 * combatant. 004's example: twelve goblins with 5 survival median are a unit of 5 + 5 × 3 = 20 survival (12 is a
 * group bonus of 3). The GM forms the unit from the selected tokens in the GM's tools; a player cannot.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { gmMassUnitCreature } from "../../../../module/rules.js";
import { gmRunConsequenceTool } from "../../../../module/rulesets/gods-monsters/dialogs/consequences-app.js";
import type { GmCreatureActor } from "../../../../module/rulesets/gods-monsters/data/view.js";
import { GM, harness, PLAYER } from "../../../harness/foundry.js";
import { setupGm, toromeen } from "../actors/setup.js";

beforeEach(() => setupGm());

const goblin = {
  level: 1,
  survival: 5,
  movement: 10,
  attack: 1,
  defense: 0,
  attacks: 1,
  damage: "d6",
  reactions: { health: 10, fortitude: 10, willpower: 10, evasion: 10, reason: 10, perception: 10 },
};

describe("a unit's numbers", () => {
  it("twelve goblins (survival 5): survival 20, and the bonus of 3 on attack, defense, reactions and attacks a round", () => {
    const u = gmMassUnitCreature(Array.from({ length: 12 }, () => goblin));
    expect(u.unit).toEqual({ count: 12, bonus: 3, survival: 20, movement: 40 });
    expect(u.system).toMatchObject({ level: 1, survival: { value: 20, max: 20 }, attack: 4, defense: 3, attacks: 4, movement: 40, damage: "d6" });
    expect(u.system!.reactions.evasion).toBe(13);
  });

  it("medians: 9, 10, 11, 13 and 39 survival give 11; members with another attack form are refused", () => {
    const five = [9, 10, 11, 13, 39].map((survival) => ({ ...goblin, survival }));
    expect(gmMassUnitCreature(five).unit.survival).toBe(11 + 11 * 2);
    expect(gmMassUnitCreature([goblin, { ...goblin, damage: "d8" }])).toMatchObject({ system: null, refused: "mixedAttack" });
    expect(gmMassUnitCreature([])).toMatchObject({ system: null, refused: "noMembers" });
  });
});

async function goblins(n: number): Promise<GmCreatureActor[]> {
  harness.actAs(GM);
  const out: GmCreatureActor[] = [];
  for (let i = 0; i < n; i += 1) {
    out.push(
      (await Actor.create({
        name: "Goblin",
        type: "gmCreature" as never,
        system: { level: 1, survival: { value: 5, max: 5 }, attack: 1, defense: 0, damage: "d6", attacks: 1, movement: 10 },
      } as never)) as unknown as GmCreatureActor,
    );
  }
  return out;
}

describe("forming a unit from the GM's tools", () => {
  it("the GM: twelve selected goblins become one creature with the unit's numbers, and a card says so", async () => {
    const members = await goblins(12);
    const t = await toromeen();
    const before = game.actors!.size;
    const formed = (await gmRunConsequenceTool("formUnit", {}, [...members, t])) as { actor: GmCreatureActor } | null;
    expect(game.actors!.size).toBe(before + 1);
    const unit = formed!.actor;
    expect(unit.name).toBe("Unit of 12 Goblin");
    expect([unit.system.survival.value, unit.system.survival.max, unit.system.attack, unit.system.defense, unit.system.attacks, unit.system.movement]).toEqual([
      20, 20, 4, 3, 4, 40,
    ]);
    expect(unit.system.numbers.reactions.evasion).toBe(13);
    expect(harness.notifications.log.some((n) => n.message.includes("left out: Toromeen"))).toBe(true);
    const card = harness.messages().at(-1)!.content;
    expect(card).toContain('class="dice-card-band success"');
    expect(card).toContain("Unit of 12 Goblin fights as one combatant (group bonus +3)");
    expect(card).toContain("Survival 20, combat movement 40");
  });

  it("a player cannot form a unit: no actor is created", async () => {
    const members = await goblins(3);
    harness.actAs(PLAYER);
    const before = game.actors!.size;
    expect(await gmRunConsequenceTool("formUnit", {}, members)).toBeNull();
    expect(game.actors!.size).toBe(before);
    expect(harness.notifications.log.at(-1)?.message).toContain("Only the GM forms units");
  });

  it("creatures with different damage are refused with a message", async () => {
    const [a, b] = await goblins(2);
    await b!.update({ "system.damage": "d8" } as never);
    const before = game.actors!.size;
    expect(await gmRunConsequenceTool("formUnit", {}, [a!, b!])).toBeNull();
    expect(game.actors!.size).toBe(before);
    expect(harness.notifications.log.at(-1)?.message).toContain("damage differs");
  });
});
