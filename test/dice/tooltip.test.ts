import { describe, expect, it } from "vitest";
import { registerDice, rollKeep } from "../../module/dice/index.js";
import { harness } from "../harness/foundry.js";

describe("dice cards carry Foundry's roll tooltip", () => {
  it("a keep card includes the dice breakdown under its formula", async () => {
    registerDice();
    harness.queueFaces([7, 2, 9, 1]);
    await rollKeep({ actor: null, label: "Lie", roll: 4, keep: 2, difficulty: 6, skipDialog: true } as never);
    const content = harness.messages()[0]!.content;
    expect(content).toContain('class="dice-tooltip"');
    expect(content).toMatch(/<li class="roll die d10">9<\/li>/);
    expect(content).toMatch(/<li class="roll die d10 discarded">2<\/li>/);
  });
});
