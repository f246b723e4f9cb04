/**
 * A botched keep card says once, briefly, which 1 made it (issue 15: "a botch from a dropped die explained"), marks
 * that die, and leaves the rules' words to "Why this result" (cards read once: the long sentence was in both).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { registerDice, rollKeep } from "../../module/dice/index.js";
import { harness } from "../harness/foundry.js";
import { readCard } from "./card-reading.js";

beforeAll(() => registerDice());

const RULES = "“Characters botch a roll when they roll a 1 with no accompanying successes”";
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe("the keep card on a botch", () => {
  it("a dropped 1: the card's line says the dropped 1 counts, the die is marked, why quotes the rules once", async () => {
    // Keep 1 of 2 at 6: the 4 is kept and fails; the 1 is dropped and still botches (000 "Failure and Botching actions").
    harness.queueFaces([1, 4]);
    const out = await rollKeep({ label: "Swing", roll: 2, keep: 1, difficulty: 6, skipDialog: true });
    const html = String(out!.message!.content);
    expect(html).toMatch(/class="anthology dice-card keep-card botched"/);
    expect(html).toContain('<p class="dice-card-botch">Botch: no success, and the 1 among the dropped dice counts too.</p>');
    // The dropped 1 carries the class the botched card marks (styles/dice.css), struck through as dropped dice are.
    expect(html).toMatch(/<li class="die d10 dropped one[^"]*"[^>]*><del>1<\/del><\/li>/);
    const card = readCard(html);
    expect(card.lines.find((l) => l.startsWith("Botch:"))).toContain(RULES);
    expect(count(html, RULES)).toBe(1);
  });

  it("a kept 1: 'a kept 1 and no success'", async () => {
    harness.queueFaces([1]);
    const out = await rollKeep({ label: "Swing", roll: 1, keep: 1, difficulty: 6, skipDialog: true });
    const html = String(out!.message!.content);
    expect(html).toContain('<p class="dice-card-botch">Botch: a kept 1 and no success.</p>');
    expect(count(html, "Botch: a 1 among the kept dice and no success.")).toBe(1); // why's line, once
  });

  it("no botch, no mark: a 1 dropped beside a success", async () => {
    harness.queueFaces([8, 1]);
    const out = await rollKeep({ label: "Swing", roll: 2, keep: 1, difficulty: 6, skipDialog: true });
    const html = String(out!.message!.content);
    expect(html).not.toContain("botched");
    expect(html).not.toContain("dice-card-botch");
  });
});
