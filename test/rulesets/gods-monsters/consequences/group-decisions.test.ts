/**
 * A group's decisions (004 "Group Effort Decisions", "Leaders"): a failed morale check (charisma with the group bonus)
 * costs as many rounds as it missed by, at most the bonus; a leader's made charisma roll turns the group in its
 * decision time (the bonus) less the margin; a missed one leaves it as it was. From the GM's tools, each roll in the
 * dice dialog, each with a card and band.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { gmRunConsequenceTool } from "../../../../module/rulesets/gods-monsters/dialogs/consequences-app.js";
import { gmGroupNumbersOf } from "../../../../module/rulesets/gods-monsters/rolls/group-tools.js";
import { gmCheckBase } from "../../../../module/rulesets/gods-monsters/rolls/check.js";
import { gmGroupEffort } from "../../../../module/rules.js";
import { castOwnership, GM, harness, PLAYER } from "../../../harness/foundry.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { setupGm } from "../actors/setup.js";

beforeEach(() => setupGm());

async function band(n: number, charisma = 10): Promise<Actor.Implementation[]> {
  harness.actAs(GM);
  const out: Actor.Implementation[] = [];
  for (let i = 0; i < n; i += 1) {
    const a = (await Actor.create({
      name: `Soldier ${i + 1}`,
      type: "gmCharacter" as never,
      system: { archetype: "warrior", abilities: { strength: 12, agility: 10, endurance: 10, intelligence: 10, wisdom: 10, charisma } },
    } as never)) as unknown as Actor.Implementation;
    await a.update({ ownership: castOwnership() } as never);
    out.push(a);
  }
  return out;
}
const lastCard = () => harness.messages().at(-1)!.content;

describe("a group's morale check", () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["a player", PLAYER],
  ] as const) {
    it(`${who}: three soldiers roll their median charisma + 1 in the dialog; a miss costs at most 1 round`, async () => {
      const soldiers = await band(3);
      harness.actAs(user);
      const effort = gmGroupEffort(gmGroupNumbersOf(soldiers, "ability.charisma"));
      expect(effort.bonus).toBe(1);
      let headline = "";
      answerRollDialog({
        seen: (dialog) => {
          headline = (dialog as unknown as { element: HTMLFormElement }).element.querySelector('[data-live="headline"]')!.textContent!.trim();
        },
      });
      harness.queueFaces([20]);
      expect(await gmRunConsequenceTool("groupMorale", {}, soldiers)).toEqual({ success: false, rounds: 1 });
      expect(headline).toBe(`Roll ${effort.target} or less`);
      expect(lastCard()).toContain(`The group hesitates 1 round(s) (missed by ${20 - effort.target})`);
      expect(lastCard()).toContain('class="dice-card-band failure"');
      harness.queueFaces([1]);
      expect(await gmRunConsequenceTool("groupMorale", {}, soldiers, { skipDialog: true })).toEqual({ success: true, rounds: 0 });
      expect(lastCard()).toContain(`The group keeps its course (charisma ${effort.target} or less)`);
    });
  }
});

describe("a leader's order", () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the leader's player", PLAYER],
  ] as const) {
    it(`${who}: leading five (bonus 2), made by 1 the change takes 1 round; missed, the group goes on`, async () => {
      const [leader, ...group] = await band(6);
      harness.actAs(user);
      const target = gmCheckBase(leader!, "ability", "charisma")!.base;
      harness.queueFaces([target - 1]);
      expect(await gmRunConsequenceTool("groupLeader", {}, [leader!, ...group], { skipDialog: true })).toEqual({ success: true, rounds: 1 });
      expect(lastCard()).toContain("The group follows Soldier 1: the change takes 1 round(s) (made by 1)");
      harness.queueFaces([20]);
      expect(await gmRunConsequenceTool("groupLeader", {}, [leader!, ...group], { skipDialog: true })).toEqual({ success: false, rounds: null });
      expect(lastCard()).toContain("The group goes on as it was: Soldier 1 does not sway it");
    });
  }

  it("a leader alone is refused with a message", async () => {
    const [leader] = await band(1);
    expect(await gmRunConsequenceTool("groupLeader", {}, [leader!])).toBeNull();
    expect(harness.notifications.log.at(-1)?.message).toContain("leader's token first");
  });
});
