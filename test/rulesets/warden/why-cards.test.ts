/**
 * Warden roll cards explain themselves (README "Chat cards"): the band says Success / Saved / Failure with the
 * result and a natural 1 or 20, and "Why this result" lists the kept d20, the attribute and each object die by
 * name (003 "Checks"), then the comparison and the exact chance. A secret DC stays out of the public card.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { wardenRollCheck } from "../../../module/rulesets/warden/rolls/check.js";
import { rollAdvantage } from "../../../module/dice/index.js";
import { PLAYER, castOwnership, harness } from "../../harness/foundry.js";
import { readCard } from "../../dice/card-reading.js";
import { installWarden, makeActor } from "./skin-setup.js";
import { everythingHeld } from "../../core/everything-held.js";

const HOSTILE_AXE = `<script>alert("axe")</script>Axe`;

beforeEach(async () => {
  installWarden();
  (await import("../../../module/dice/index.js")).registerDice();
});

const rollCards = () => harness.messages().filter((m) => String(m.content).includes("advantage-card"));

describe("the Warden check card", () => {
  it("Ael'Onor's IR 36 against TR 21: Success, a natural 20 named, and why term by term with the object die's name escaped", async () => {
    const ael = await makeActor("wardenCharacter", "Ael'Onor", { str: { value: 10, max: 10 } }, [
      { name: HOSTILE_AXE, type: "wardenWeapon", system: { die: 10, sharp: true } },
    ]);
    const axeId = ael.items.contents[0]!.id!;
    // +1 Adv on the d20: [7, 20] keeps 20; STR 10; the sharp axe's d10 with Adv: [2, 6] keeps 6.
    harness.queueFaces([7, 20, 2, 6]);
    await wardenRollCheck(ael, { kind: "action", itemIds: [axeId], advantage: 1, skipDialog: true, opposed: { label: "Bo'Mack", total: 21 } });
    const html = String(rollCards().at(-1)!.content);
    expect(html).not.toContain("<script>");
    const card = readCard(html);
    expect(card.bandTone).toBe("success");
    expect(card.band).toBe("Success · Result 36 · Natural 20");
    expect(card.terms).toEqual([
      ["d20 kept", "20"],
      ["Strength", "+10"],
      [`${HOSTILE_AXE} (object die)`, "+6"],
    ]);
    expect(card.lines).toEqual(["Advantage +1: 2 d20 rolled, the highest counts.", "Total 36.", "Natural 20 on the d20.", "36 meets or beats 21: success."]);
    expect(card.chance).toMatch(/^Chance it had: \d+\.\d%$/);
    expect(card.dice.find((d) => d.face === "20")?.classes).toContain("best");
  });

  it("a save that beats its DC says Saved; one that ties says Failure (a tie goes to the initiator)", async () => {
    harness.queueFaces([14]);
    await rollAdvantage({
      label: "Dodge",
      modifier: 10,
      dc: 23,
      role: "target",
      skipDialog: true,
      why: [{ key: "ANTHOLOGY.Warden.Why.attribute", name: "Dexterity", value: 10 }],
    });
    const saved = readCard(String(rollCards().at(-1)!.content));
    expect(saved.band).toBe("Saved · Result 24");
    expect(saved.lines).toContain("24 beats 23: saved.");
    harness.queueFaces([13]);
    await rollAdvantage({ label: "Dodge", modifier: 10, dc: 23, role: "target", skipDialog: true });
    const tied = readCard(String(rollCards().at(-1)!.content));
    expect(tied.band).toBe("Failure · Result 23");
    expect(tied.lines).toContain("23 does not beat 23 (a tie goes to the initiator): not saved.");
  });

  it("a secret DC: the card a player receives has the result and the why terms, but no DC, no verdict and no chance", async () => {
    const ael = await makeActor("wardenCharacter", "Ael'Onor", { dex: { value: 11, max: 11 } });
    await ael.update({ ownership: castOwnership() } as never);
    // The GM rolls the player's save against the DC only the GM knows (the GM card is whispered to the GMs).
    harness.queueFaces([1, 13]);
    await rollAdvantage({
      actor: ael,
      label: "Dodge the boulder",
      modifier: 11,
      advantage: -1,
      dc: 24,
      hidden: true,
      role: "target",
      skipDialog: true,
      why: [{ key: "ANTHOLOGY.Warden.Why.attribute", name: "Dexterity", value: 11 }],
    });
    const received = harness.clientMessages(PLAYER).map((m) => String(m.content));
    expect(received).toHaveLength(1);
    const card = readCard(received[0]);
    expect(card.bandTone).toBe("neutral");
    expect(card.band).toBe("Result 12 · the DC is secret · Natural 1");
    expect(card.terms).toEqual([
      ["d20 kept", "1"],
      ["Dexterity", "+11"],
    ]);
    expect(card.chance).toBe("");
    for (const m of harness.clientMessages(PLAYER)) expect(everythingHeld(m)).not.toMatch(/(?<![\w.])24(?![\w.])/);
    for (const html of received) {
      expect(html).not.toMatch(/\b24\b/);
      expect(html).not.toMatch(/Saved|Failure|beats|Chance it had/);
    }
    // The GM's whisper holds the verdict.
    const gm = harness
      .messages()
      .map((m) => String(m.content))
      .find((h) => h.includes("dice-card-gm"))!;
    expect(readCard(gm).band).toBe("Failure · Result 12 · Natural 1");
  });
});

describe("the Warden attack card", () => {
  it("an attack that lands says Hit with the weapon die's damage; a won save says Saved", async () => {
    const ael = await makeActor("wardenCharacter", "Ael'Onor", { str: { value: 10, max: 10 } }, [
      { name: "Axe", type: "wardenWeapon", system: { die: 10, sharp: true } },
    ]);
    const axeId = ael.items.contents[0]!.id!;
    harness.queueFaces([7, 12, 2, 6]);
    await wardenRollCheck(ael, { kind: "attack", itemIds: [axeId], advantage: 1, skipDialog: true, opposed: { label: "Bo'Mack", total: 21 } });
    const hit = readCard(String(harness.messages().at(-1)!.content));
    expect(hit.bandTone).toBe("success");
    expect(hit.band).toBe("Hit · Damage 6");
    harness.queueFaces([1, 2, 2, 6]);
    await wardenRollCheck(ael, { kind: "attack", itemIds: [axeId], advantage: 1, skipDialog: true, opposed: { label: "Bo'Mack", total: 29 } });
    const saved = readCard(String(harness.messages().at(-1)!.content));
    expect(saved.bandTone).toBe("failure");
    expect(saved.band).toBe("Saved");
  });
});
