/**
 * 004 "Knockout blow" from the damage card: the one button rolls the target's evasion (a worn helmet +1 and its
 * defense bonus) and applies the damage with the blow only when that roll fails.
 */
import { describe, expect, it } from "vitest";
import { runChatAction } from "../../../../module/core/chat/chat-actions.js";
import { registerRelay } from "../../../../module/core/chat/relay.js";
import { gmRollAttack } from "../../../../module/rulesets/gods-monsters/rolls/attack.js";
import { GM, PLAYER, harness } from "../../../harness/foundry.js";
import { armor, setupGm, target, toromeen, yeti } from "../actors/setup.js";

async function pressDefault(): Promise<void> {
  const message = [...harness.messages()].reverse().find((m) => m.content.includes("gm-apply-default"))!;
  const div = document.createElement("div");
  div.innerHTML = message.content;
  const button = div.querySelector(".gm-apply-default") as HTMLElement;
  const dataset: Record<string, string> = {};
  for (const { name, value } of button.attributes)
    if (name.startsWith("data-")) dataset[name.slice(5).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
  await runChatAction("gmApplyDamage", { message: message as never, dataset: dataset as DOMStringMap, event: new Event("click") });
}

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`a knockout blow applied from the card by ${who}`, () => {
    async function fight() {
      setupGm();
      // A player's press on the GM's monster goes to the GM's client (README "Players acting through the GM").
      registerRelay();
      harness.actAs(GM);
      const t = await toromeen({ experience: 1000, advancedLevel: 2 });
      await t.update({ ownership: { [PLAYER.id]: 3 } } as never);
      const y = await yeti({ reactions: { perception: 6, willpower: 6, fortitude: 6, evasion: 6 } });
      harness.actAs(user);
      target(y);
      return { t, y };
    }

    it("the Yeti fails its evasion (20 against 6): one point of the 12 is an injury", async () => {
      const { t, y } = await fight();
      harness.queueFaces([1, 8, 20]);
      await gmRollAttack(t, {
        item: t.items.contents.find((i) => (i.type as string) === "gmWeapon") as never,
        skipDialog: true,
        options: { blow: "knockout", targetState: "unaware" },
      });
      expect(harness.messages().at(-1)!.content).toContain("evasion against the knockout");
      await pressDefault();
      await harness.settle();
      expect(y.system.injuries).toBe(1);
      expect(harness.messages().some((m) => m.content.includes("Evasion against a knockout blow"))).toBe(true);
    });

    it("the Yeti makes its evasion (3 against 6): the damage is as normal, no injury", async () => {
      const { t, y } = await fight();
      harness.queueFaces([1, 8, 3]);
      await gmRollAttack(t, {
        item: t.items.contents.find((i) => (i.type as string) === "gmWeapon") as never,
        skipDialog: true,
        options: { blow: "knockout", targetState: "unaware" },
      });
      await pressDefault();
      await harness.settle();
      expect(y.system.injuries).toBe(0);
      expect(y.system.survival.value).toBe(20 - 12);
    });
  });
}

describe("head protection", () => {
  it("a character in a worn helmet (+1 defense) evades at evasion + 1 + 1", async () => {
    setupGm();
    const y = await yeti();
    const t = await toromeen({}, [armor("full-helmet", { equipped: true })]);
    const evasion = t.system.numbers.reactions.evasion;
    target(t);
    harness.queueFaces([1, 3, evasion + 2]);
    await gmRollAttack(y, { skipDialog: true, options: { blow: "knockout", targetState: "unaware" } });
    await pressDefault();
    await harness.settle();
    const roll = harness.messages().find((m) => m.content.includes("Evasion against a knockout blow"))!;
    expect(roll.content).toContain(`Roll ${evasion + 2} or less`);
    expect(t.system.injuries).toBe(0);
  });
});
