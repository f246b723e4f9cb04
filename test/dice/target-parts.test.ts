/**
 * A roll-under card's number shows its parts only when something changed it: "Target 9 (11 −2)", but "Target 12"
 * alone, not "Target 12 (12 +0)", which said nothing (seen on the gallery's G&M and Shadow cards, issue 15).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { registerDice, rollUnder } from "../../module/dice/index.js";
import { harness } from "../harness/foundry.js";

beforeAll(() => registerDice());

const header = (html: string) =>
  (html.match(/<p class="dice-card-formula">([^]*?)<\/p>/)?.[1] ?? "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

describe("the roll-under card's target line", () => {
  it("no modifier, no bonus: the number alone", async () => {
    harness.queueFaces([5]);
    const out = await rollUnder({ label: "Vigilant", target: 12, skipDialog: true });
    expect(header(String(out!.message!.content))).toBe("1d20 · Target 12");
  });

  it("a modifier: the number and its parts", async () => {
    harness.queueFaces([5]);
    const out = await rollUnder({ label: "Fortitude", target: 11, modifier: -2, skipDialog: true });
    expect(header(String(out!.message!.content))).toBe("1d20 · Target 9 (11 −2)");
  });
});
