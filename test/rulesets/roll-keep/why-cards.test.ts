/**
 * Roll & Keep cards explain themselves (README "Chat cards"): the band names the degree (or the botch) with the
 * successes, and "Why this result" shows the pool as 000 builds it (attribute + specialities rolled; mana,
 * + specialities kept), how the kept dice were read against the difficulty, and the exact chances.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { rkRollAction } from "../../../module/rulesets/roll-keep/rolls/action-roll.js";
import { harness } from "../../harness/foundry.js";
import { readCard } from "../../dice/card-reading.js";
import { installRk, specialityId, textCharacter } from "./skin-setup.js";

const keepCards = () => harness.messages().filter((m) => String(m.content).includes("keep-card"));

beforeEach(async () => {
  installRk();
  (await import("../../../module/dice/index.js")).registerDice();
});

describe("the Roll & Keep action card", () => {
  it("the text's mage, Endurance with Elemental Damage: roll 4, keep 2 from the colours lacked + 1; why says so", async () => {
    const mage = await textCharacter(`<script>alert(1)</script>The mage`);
    harness.queueFaces([9, 7, 3, 2]);
    await rkRollAction(mage, { attribute: "endurance", specialityIds: [specialityId(mage, "Elemental Damage")], difficulty: 6, skipDialog: true });
    const html = String(keepCards().at(-1)!.content);
    expect(html).not.toContain("<script>");
    const card = readCard(html);
    expect(card.bandTone).toBe("success");
    expect(card.band).toBe("Moderate success · 2 successes");
    expect(card.terms).toEqual([
      ["Endurance (rating)", "3"],
      ["Specialities", "+1"],
      ["Dice rolled", "4"],
      ["Kept from the colours lacked", "1"],
      ["Specialities kept too", "+1"],
      ["Dice kept", "2"],
    ]);
    expect(card.lines[0]).toBe("2 kept dice: every die at 6 or more is a success (2).");
    expect(card.chance).toMatch(/^Chance it had: \d+\.\d% · botch \d+\.\d%$/);
    expect(card.disclosure).toBe(true);
  });

  it("a botch: the band says Botch on its own tone, and why names the 1 that made it", async () => {
    const mage = await textCharacter();
    harness.queueFaces([1, 4, 3, 2]);
    await rkRollAction(mage, { attribute: "endurance", specialityIds: [specialityId(mage, "Elemental Damage")], difficulty: 6, skipDialog: true });
    const card = readCard(String(keepCards().at(-1)!.content));
    expect(card.bandTone).toBe("botch");
    expect(card.band).toBe("Botch · 0 successes");
    expect(card.lines.some((l) => l.startsWith("Botch:"))).toBe(true);
  });

  it("a botch from a die not kept (issue 15): why says so, in the rules' words", async () => {
    const mage = await textCharacter();
    // Endurance 3 + Elemental Damage: roll 4, keep 2 at 6. Kept 5 and 4 fail; the 1 is dropped, and still botches.
    harness.queueFaces([5, 4, 1, 2]);
    await rkRollAction(mage, { attribute: "endurance", specialityIds: [specialityId(mage, "Elemental Damage")], difficulty: 6, skipDialog: true });
    const card = readCard(String(keepCards().at(-1)!.content));
    expect(card.band).toBe("Botch · 0 successes");
    const line = card.lines.find((l) => l.startsWith("Botch:"));
    expect(line).toContain("a 1 among the dropped dice still counts");
    // 000 "Failure and Botching actions", quoted.
    expect(line).toContain("“Characters botch a roll when they roll a 1 with no accompanying successes”");
    expect(line).toContain("whether that die was kept or not");
  });
});
