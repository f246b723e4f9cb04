// "One pipeline" (README "Hooks for modules and macros"): an unopposed Shadow success test is asked in the dice room's
// roll dialog, not a DialogV2 of Shadow's own. The GM's difficulty, the Advantage and two chances (text 002, "Success
// Test", "Advantage", "Blind Fighting") are its fields; the headline says the test as the text writes it and the exact
// chance, both redrawn on every change; Cancel and closing roll nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatChance, rollUnderOdds } from "../../../module/dice/index.js";
import { shadowRollAttribute } from "../../../module/rulesets/shadow/rolls/attribute-test.js";
import { shadowBlindChances, shadowParseTestOptions, shadowTestSettings, shadowTestTarget } from "../../../module/rulesets/shadow/rules/index.js";
import { harness } from "../../harness/foundry.js";
import { answerRollDialog, respondToRollDialog } from "../roll-dialog-answer.js";
import { readCard } from "../../dice/card-reading.js";
import { GM, PLAYER, attrs, installShadow, makeActor, target } from "./skin-helpers.js";

beforeEach(async () => {
  installShadow();
  (await import("../../../module/dice/index.js")).registerDice();
});
afterEach(() => vi.restoreAllMocks());

const percent = (target: number, favour = 0) => `${formatChance(rollUnderOdds({ target, favour }))} chance of success`;
const shown = (form: HTMLFormElement) => ({
  headline: form.querySelector('[data-live="headline"]')!.textContent!.trim(),
  percent: form.querySelector('[data-live="percent"]')!.textContent!.trim(),
});

describe("the unopposed test's options, pure", () => {
  it("clamps the difficulty, reads the Advantage and the chances, keeps the current ones for junk", () => {
    expect(shadowParseTestOptions({ difficulty: "9", advantage: "on", chances: "favour" })).toEqual({ difficulty: 5, advantage: true, chances: "favour" });
    expect(shadowParseTestOptions({ difficulty: "-12", advantage: false, chances: "<b>" }, { difficulty: 2, advantage: true, chances: "unfavour" })).toEqual({
      difficulty: -5,
      advantage: false,
      chances: "unfavour",
    });
    expect(shadowParseTestOptions({ difficulty: "<script>" })).toMatchObject({ difficulty: 0 });
  });

  it("Cunning 12, difficulty −3 and the Advantage: the d20 must not exceed 11; two chances keep the better", () => {
    expect(shadowTestSettings(12, { difficulty: -3, advantage: true, chances: "favour" })).toEqual({ target: 12, modifier: -1, favour: 1 });
    expect(shadowTestSettings(12, { difficulty: 0, advantage: false, chances: "unfavour" })).toEqual({ target: 12, modifier: 0, favour: -1 });
  });
});

describe("the opposed test's options, pure: [Attribute←Opposition] (text 002, 'Success Test')", () => {
  it("the spear example: Accurate 14 modified by the target's Defense 12, [10 − 12] → the d20 must not exceed 12", () => {
    expect(shadowTestSettings(14, { difficulty: 0, advantage: false, chances: "single" }, 12)).toEqual({ target: 14, modifier: -2, favour: 0 });
  });

  it("[Discreet←Vigilant] to sneak up on a guard ('Surprised'): Discreet 11 against Vigilant 7 → 11 + 3 = 14", () => {
    expect(shadowTestSettings(11, { difficulty: 0, advantage: false, chances: "single" }, 7)).toEqual({ target: 11, modifier: 3, favour: 0 });
  });

  it("the Advantage is +2 to the relevant attribute: Accurate 14 against Defense 12 from behind → 14", () => {
    expect(shadowTestSettings(14, { difficulty: 0, advantage: true, chances: "single" }, 12)).toEqual({ target: 14, modifier: 0, favour: 0 });
  });

  it("the GM's difficulty is an unopposed test's: against an opposing value it adds nothing", () => {
    for (const difficulty of [-5, 3, 5]) {
      expect(shadowTestSettings(13, { difficulty, advantage: false, chances: "single" }, 12)).toEqual({ target: 13, modifier: -2, favour: 0 });
    }
    // Unopposed, the same options keep their difficulty: 13 − 5 = 8.
    expect(shadowTestSettings(13, { difficulty: -5, advantage: false, chances: "single" })).toEqual({ target: 13, modifier: -5, favour: 0 });
  });

  it("blind fighting: the chances the blindness gives are the favour, whoever opposes", () => {
    expect(shadowTestSettings(14, { difficulty: 0, advantage: false, chances: shadowBlindChances("self") }, 10)).toEqual({
      target: 14,
      modifier: 0,
      favour: -1,
    });
    expect(shadowTestSettings(14, { difficulty: 0, advantage: false, chances: shadowBlindChances("enemy") }, 10)).toEqual({
      target: 14,
      modifier: 0,
      favour: 1,
    });
    expect(shadowTestSettings(14, { difficulty: 0, advantage: false, chances: shadowBlindChances("both") }, 10)).toEqual({
      target: 14,
      modifier: 0,
      favour: 0,
    });
  });

  it("the settings are the pure target's: shadowTestTarget with the opposing value and the Advantage", () => {
    const settings = shadowTestSettings(13, { difficulty: -4, advantage: true, chances: "single" }, 15);
    expect(settings.target + settings.modifier).toBe(shadowTestTarget({ attribute: 13, opposing: 15, advantage: true }).target);
    expect(settings.target + settings.modifier).toBe(10);
  });
});

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`an unopposed test in the dice room's dialog, rolled by ${who}`, () => {
    async function ylva() {
      harness.actAs(GM);
      const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ cunning: 12 }) }, [], { default: 0, [PLAYER.id]: 3 });
      harness.actAs(user);
      return pc;
    }

    it("opens on 'Cunning 12 = 12' and 60.0%; difficulty −3 with the Advantage redraws 'Cunning 12 − 1 = 11'; two chances raise the chance", async () => {
      const pc = await ylva();
      const wait = vi.spyOn(foundry.applications.api.DialogV2, "wait");
      let opened = { headline: "", percent: "" };
      let edited = { headline: "", percent: "" };
      answerRollDialog({
        seen: (dialog, offered) => {
          expect(offered).toMatchObject({ difficulty: "0", advantage: false, chances: "single" });
          opened = { headline: dialog.liveText().headline, percent: dialog.liveText().percent };
        },
        edits: { difficulty: "-3", advantage: true, chances: "favour" },
        edited: (_dialog, form) => (edited = shown(form)),
      });
      harness.queueFaces([15, 11]);
      const result = await shadowRollAttribute(pc, "cunning");
      expect(opened).toEqual({ headline: "Cunning 12 = 12", percent: percent(12) });
      expect(edited).toEqual({ headline: "Cunning 12 − 1 = 11", percent: percent(11, 1) });
      expect(percent(11, 1)).toBe("79.8% chance of success");
      // Two chances, keep the better: 15 and 11, the 11 is kept and succeeds.
      expect(result?.evaluation).toMatchObject({ die: 11, target: 11, success: true });
      expect(wait).not.toHaveBeenCalled();
      expect(harness.messages().at(-1)!.content).toContain("Difficulty −3");
    });

    it("each field alone changes the number: difficulty +2 → 14, the Advantage → 14, keep the worse → 36.0%", async () => {
      const pc = await ylva();
      const seen: { headline: string; percent: string }[] = [];
      answerRollDialog({ press: "cancel", edits: { difficulty: "2" }, edited: (_d, form) => seen.push(shown(form)) });
      await shadowRollAttribute(pc, "cunning");
      answerRollDialog({ press: "cancel", edits: { advantage: true }, edited: (_d, form) => seen.push(shown(form)) });
      await shadowRollAttribute(pc, "cunning");
      answerRollDialog({ press: "cancel", edits: { chances: "unfavour" }, edited: (_d, form) => seen.push(shown(form)) });
      await shadowRollAttribute(pc, "cunning");
      expect(seen).toEqual([
        { headline: "Cunning 12 + 2 = 14", percent: percent(14) },
        { headline: "Cunning 12 + 2 = 14", percent: percent(14) },
        { headline: "Cunning 12 = 12", percent: percent(12, -1) },
      ]);
      expect(percent(12, -1)).toBe("36.0% chance of success");
    });

    it("Cancel and closing the window never roll", async () => {
      const pc = await ylva();
      for (const press of ["cancel", "close"] as const) {
        answerRollDialog({ press, edits: { difficulty: "-5" } });
        expect(await shadowRollAttribute(pc, "cunning")).toBeNull();
      }
      expect(harness.messages()).toHaveLength(0);
    });
  });
}

// A test against a targeted foe, [Attribute←Opposition] (text 002, "Success Test"): the same dialog with the
// Advantage and two chances; the opposition sets the modifier, so there is no GM's difficulty, a line names the
// opposition instead; two chances start from who fights blind ("Blind Fighting") and the player may change them.
for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`an opposed test in the dice room's dialog, rolled by ${who}`, () => {
    async function ylvaAgainst(guardName = "Guard", blind: { ylva?: boolean; guard?: boolean } = {}) {
      harness.actAs(GM);
      const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ persuasive: 13 }) }, [], { default: 0, [PLAYER.id]: 3 });
      const guard = await makeActor("shadowMonster", guardName, { attributes: attrs({ resolute: 12 }) });
      if (blind.ylva) await pc.toggleStatusEffect("blind", { active: true });
      if (blind.guard) await guard.toggleStatusEffect("blind", { active: true });
      harness.actAs(user);
      target(user, guard);
      return pc;
    }

    it("shows the Advantage and the chances, no difficulty and no family modifier; the line names the opposition; the headline is the opposed target", async () => {
      const pc = await ylvaAgainst();
      let fields: Record<string, unknown> = {};
      let line = "";
      let headline = { headline: "", percent: "" };
      answerRollDialog({
        press: "cancel",
        seen: (dialog, offered) => {
          fields = offered;
          const form = (dialog.element as HTMLElement).querySelector(".shadow-opposition-line");
          line = form?.textContent?.trim() ?? "";
          headline = { headline: dialog.liveText().headline, percent: dialog.liveText().percent };
        },
      });
      expect(await shadowRollAttribute(pc, "persuasive")).toBeNull();
      expect(fields).toEqual({ advantage: false, chances: "single", rollMode: expect.any(String) });
      expect(line).toBe("Against Guard's Resolute 12: −2");
      // 13 + (10 − 12) = 11, the pure rules' target.
      const opposed = shadowTestTarget({ attribute: 13, opposing: 12 }).target;
      expect(opposed).toBe(11);
      expect(headline).toEqual({ headline: `Persuasive 13 − 2 = ${opposed}`, percent: percent(opposed) });
      expect(harness.messages()).toHaveLength(0);
    });

    it("the opponent's name is plain text in the dialog's line", async () => {
      const pc = await ylvaAgainst(`<b onmouseover="alert(1)">Guard</b>`);
      let html = "";
      let line = "";
      respondToRollDialog(({ content, form }) => {
        html = content;
        line = form.querySelector(".shadow-opposition-line")?.textContent?.trim() ?? "";
        return null;
      });
      expect(await shadowRollAttribute(pc, "persuasive")).toBeNull();
      expect(html).not.toContain("<b onmouseover");
      expect(line).toBe(`Against <b onmouseover="alert(1)">Guard</b>'s Resolute 12: −2`);
    });

    it("a blinded tester's chances start at 'keep the worse', a blinded foe's at 'keep the better'; the player may change them", async () => {
      const pc = await ylvaAgainst("Guard", { ylva: true });
      let offered: Record<string, unknown> = {};
      let edited = { headline: "", percent: "" };
      answerRollDialog({
        seen: (dialog, values) => {
          offered = values;
          expect(dialog.liveText().percent).toBe(percent(11, -1));
        },
        edits: { chances: "single" },
        edited: (_dialog, form) => (edited = shown(form)),
      });
      harness.queueFaces([9]);
      const result = await shadowRollAttribute(pc, "persuasive");
      expect(offered).toMatchObject({ chances: "unfavour" });
      expect(edited).toEqual({ headline: "Persuasive 13 − 2 = 11", percent: percent(11) });
      // One die now: the 9 is the roll.
      expect(result?.evaluation).toMatchObject({ die: 9, target: 11, success: true, dropped: [] });
      expect(result?.options).toMatchObject({ chances: "single" });

      const blindGuard = await ylvaAgainst("Blind guard", { guard: true });
      answerRollDialog({
        press: "cancel",
        seen: (dialog, values) => {
          offered = values;
          expect(dialog.liveText().percent).toBe(percent(11, 1));
        },
      });
      expect(await shadowRollAttribute(blindGuard, "persuasive")).toBeNull();
      expect(offered).toMatchObject({ chances: "favour" });
    });

    it("the card says the opposed test and why: 'Persuasive against Guard's Resolute (12): −2', the Advantage and two chances; the owner's client holds it", async () => {
      const pc = await ylvaAgainst();
      answerRollDialog({ edits: { advantage: true, chances: "favour" } });
      harness.queueFaces([15, 12]);
      const result = await shadowRollAttribute(pc, "persuasive");
      // 13 − 2 + 2 = 13; two chances keep the better of 15 and 12.
      expect(result?.evaluation).toMatchObject({ die: 12, target: 13, success: true });
      const message = harness.messages().at(-1)!;
      for (const seenBy of [GM, PLAYER]) {
        const held = harness.clientMessages(seenBy).find((m) => m.id === message.id);
        expect(held, `${seenBy.name} holds the card`).toBeDefined();
        const html = String(held!.content);
        const box = document.createElement("div");
        box.innerHTML = html;
        expect(box.querySelector(".dice-card-flavor")?.textContent?.trim()).toBe(
          "Persuasive against Guard's Resolute (12): −2 · Advantage +2 · Two chances, keep the better",
        );
        const card = readCard(html);
        expect(card.terms).toEqual([
          ["Persuasive", "13"],
          ["Opposition (Guard, against Resolute): 10 − their value", "−2"],
          ["Advantage", "+2"],
        ]);
        expect(card.lines[0]).toBe("Roll 13 or less on the d20.");
        expect(html).not.toContain("Difficulty");
      }
    });
  });
}
