/** A keep card counts in English (counted phrases have `one` and `other` keys, module/dice/cards/keep-card.ts). */
import { beforeAll, describe, expect, it } from "vitest";
import { registerDice, rollKeep } from "../../module/dice/index.js";
import { harness } from "../harness/foundry.js";
import { readCard } from "./card-reading.js";

beforeAll(() => registerDice());

describe("the keep card's counted phrases", () => {
  it("one success from one kept die: '1 success', '1 kept die'", async () => {
    harness.queueFaces([8]);
    const out = await rollKeep({ label: "Swing", roll: 1, keep: 1, difficulty: 6, skipDialog: true });
    const card = readCard(String(out!.message!.content));
    expect(card.band).toMatch(/· 1 success$/);
    expect(card.lines[0]).toBe("1 kept die: every die at 6 or more is a success (1).");
  });

  it("two successes from two kept dice: the other form", async () => {
    harness.queueFaces([8, 9]);
    const out = await rollKeep({ label: "Swing", roll: 2, keep: 2, difficulty: 6, skipDialog: true });
    const card = readCard(String(out!.message!.content));
    expect(card.band).toMatch(/· 2 successes$/);
    expect(card.lines[0]).toBe("2 kept dice: every die at 6 or more is a success (2).");
  });
});
