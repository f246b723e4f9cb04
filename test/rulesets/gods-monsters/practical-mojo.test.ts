/**
 * Practical mojo (004 "Practical mojo"): study's mojo dedicated to one field, skill or spell, kept on the character,
 * and spent only on it (never on abilities, the Fighting Art or thieving fields); the GM's study tool dedicates it,
 * the owning player (or the GM) spends it from the sheet, each as one whole outcome.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { gmPracticalMojoGain, gmPracticalMojoPayment } from "../../../module/rules.js";
import { gmRunConsequenceTool } from "../../../module/rulesets/gods-monsters/dialogs/consequences-app.js";
import { gmBuyWithMojo } from "../../../module/rulesets/gods-monsters/flows/mojo-spend.js";
import { GmCharacterSheet } from "../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { gmFieldsOf } from "../../../module/rulesets/gods-monsters/data/field-items.js";
import { castOwnership, GM, harness, PLAYER } from "../../harness/foundry.js";
import { setupGm, toromeen } from "./actors/setup.js";

beforeEach(() => setupGm());

describe("the pure rules", () => {
  it("a gain is added to the store of the same name (case aside); nothing without a name or a gain", () => {
    expect(gmPracticalMojoGain([{ name: "Philosophy", mojo: 2 }], " philosophy ", 3)).toEqual([{ name: "Philosophy", mojo: 5 }]);
    expect(gmPracticalMojoGain([{ name: "Philosophy", mojo: 2 }], "Elvish", 1)).toEqual([
      { name: "Philosophy", mojo: 2 },
      { name: "Elvish", mojo: 1 },
    ]);
    expect(gmPracticalMojoGain([], "", 3)).toBeNull();
    expect(gmPracticalMojoGain([], "Philosophy", 0)).toBeNull();
  });

  it("a purchase is paid from its dedicated mojo first, then from mojo; never from another store; null when short", () => {
    const stores = [
      { name: "Philosophy", mojo: 4 },
      { name: "Elvish", mojo: 9 },
    ];
    // Philosophy +2 → +3 costs six: four dedicated, two of the character's mojo
    expect(gmPracticalMojoPayment({ cost: 6, mojo: 3, stores, name: "Philosophy", allowed: true })).toEqual({
      mojo: 1,
      stores: [{ name: "Elvish", mojo: 9 }],
      practicalSpent: 4,
    });
    expect(gmPracticalMojoPayment({ cost: 6, mojo: 1, stores, name: "Philosophy", allowed: true })).toBeNull();
    // not allowed (an ability, the Fighting Art): mojo alone
    expect(gmPracticalMojoPayment({ cost: 6, mojo: 3, stores, name: "Philosophy", allowed: false })).toBeNull();
    expect(gmPracticalMojoPayment({ cost: 6, mojo: 7, stores, name: "Philosophy", allowed: false })).toMatchObject({ mojo: 1, practicalSpent: 0 });
  });
});

describe("gained in the GM's study tool, spent from the sheet", () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`a level 5 specialized library, two periods: 8 mojo dedicated to Philosophy; ${who} raises Philosophy +2 → +3 with it`, async () => {
      harness.actAs(GM);
      const t = await toromeen({ mojo: 1 }, [{ name: "Philosophy", type: "gmField", system: { bonus: 2, skills: ["Logic"] } }]);
      await t.update({ ownership: castOwnership() } as never);
      const update = vi.spyOn(t, "update");
      // the tool reads Toromeen's own intelligence (12) for the rate: 8 over the two periods
      const study = (await gmRunConsequenceTool("mojoStudy", { student: 2, specializedLibrary: 5, periods: 2, dedicatedTo: "Philosophy" }, [t])) as {
        gained: number;
      };
      expect(study.gained).toBe(8);
      expect(update).toHaveBeenCalledTimes(1);
      expect(t.system.practicalMojo).toEqual([{ name: "Philosophy", mojo: 8 }]);
      expect(harness.messages().at(-1)!.content).toContain("8 practical mojo dedicated to Philosophy");

      harness.actAs(user);
      const philosophy = () => gmFieldsOf(t).find((f) => f.name === "Philosophy")!;
      expect(await gmBuyWithMojo(t, { kind: "fieldBonus", fieldId: philosophy().id })).toBe(true);
      expect(philosophy().bonus).toBe(3);
      expect(t.system.mojo).toBe(1);
      expect(t.system.practicalMojo).toEqual([{ name: "Philosophy", mojo: 2 }]);
    });
  }

  it("practical mojo never pays for an ability or the Fighting Art", async () => {
    const t = await toromeen({
      mojo: 0,
      practicalMojo: [
        { name: "strength", mojo: 50 },
        { name: "Fighting Art", mojo: 50 },
      ],
    });
    expect(await gmBuyWithMojo(t, { kind: "ability", ability: "strength" })).toBe(false);
    const art = gmFieldsOf(t).find((f) => f.fightingArt);
    if (art) expect(await gmBuyWithMojo(t, { kind: "skill", fieldId: art.id, skill: "Fighting Art" })).toBe(false);
    expect(t.system.practicalMojo).toEqual([
      { name: "strength", mojo: 50 },
      { name: "Fighting Art", mojo: 50 },
    ]);
  });

  it("the sheet lists each store under Mojo, the name escaped", async () => {
    const t = await toromeen({
      practicalMojo: [
        { name: "Philosophy", mojo: 8 },
        { name: "<b>Elvish</b>", mojo: 1 },
      ],
    });
    const sheet = new GmCharacterSheet({ document: t }) as unknown as { render(o: object): Promise<unknown>; parts: Record<string, string> };
    await sheet.render({ force: true });
    const html = Object.values(sheet.parts).join("");
    expect(html).toContain("<li>Philosophy: 8</li>");
    expect(html).toContain("&lt;b&gt;Elvish&lt;/b&gt;: 1");
  });

  it("a study with no name to dedicate it to only reports the gain", async () => {
    const t = await toromeen({ mojo: 1 });
    await gmRunConsequenceTool("mojoStudy", { student: 2, specializedLibrary: 5, periods: 2 }, [t]);
    expect(t.system.practicalMojo).toEqual([]);
  });
});
