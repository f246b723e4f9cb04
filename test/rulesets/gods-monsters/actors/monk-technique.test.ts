/**
 * A monk buys techniques from the field's row (004 "Fields and skills"), as the GM and as the owning player: one
 * skill for 2 mojo, then widening the one-skill technique to the whole field for 3; the row shows them. A warrior has
 * no such button and the flow refuses them.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { GmCharacterSheet } from "../../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { gmBuyTechnique, gmTechniquesOf } from "../../../../module/rulesets/gods-monsters/flows/monk-technique.js";
import { GM, harness, PLAYER } from "../../../harness/foundry.js";
import type { ApplicationV2 } from "../../../harness/applications.js";
import { respond, setupGm, toromeen } from "./setup.js";

beforeEach(() => setupGm());

type Sheet = ApplicationV2 & { parts: Record<string, string> };

async function monk(as: typeof GM, archetype = "monk") {
  harness.actAs(GM);
  const t = await toromeen({ archetype, mojo: 10 }, [{ name: "Mysticism", type: "gmField", system: { bonus: 1, skills: ["Meditation", "Breathing"] } }]);
  await t.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  harness.actAs(as);
  const sheet = new GmCharacterSheet({ document: t }) as unknown as Sheet;
  await sheet.render({ force: true });
  return { t, sheet, field: t.items.find((i) => i.name === "Mysticism")! };
}

function choose(value: string, seen?: (html: string) => void): void {
  respond((_config, dialog) => {
    const form = (dialog as { element: HTMLElement }).element.querySelector("form")!;
    seen?.(form.innerHTML);
    return (foundry.applications.api.DialogV2 as unknown as { click(a: string, v: object): unknown }).click("ok", { technique: value });
  });
}

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`monk techniques, as ${who}`, () => {
    it("Meditation for 2, then the whole field for 3 (a one-skill technique widened); the row shows them", async () => {
      const { t, sheet, field } = await monk(user);
      let offered = "";
      choose("Meditation", (html) => (offered = html));
      await harness.click(sheet, `.gm-fields [data-item-id="${field.id}"] [data-action="buyTechnique"]`);
      expect(offered).toContain("Meditation (2 mojo)");
      expect(offered).toContain("The whole field (4 mojo)");
      expect(t.system.mojo).toBe(8);
      expect(gmTechniquesOf(field)).toEqual({ skills: ["Meditation"], field: false });
      await sheet.render();
      expect(harness.find(sheet, `.gm-fields [data-item-id="${field.id}"] .gm-techniques`).textContent).toContain("Meditation");
      choose("@field", (html) => (offered = html));
      await harness.click(sheet, `.gm-fields [data-item-id="${field.id}"] [data-action="buyTechnique"]`);
      expect(offered).toContain("The whole field (3 mojo)");
      expect(offered).not.toContain("Meditation (2 mojo)");
      expect(t.system.mojo).toBe(5);
      expect(gmTechniquesOf(field)).toEqual({ skills: [], field: true });
      await sheet.render();
      expect(sheet.parts.fields).toContain("Technique: the whole field");
      expect(sheet.parts.fields).not.toContain('data-action="buyTechnique"');
    });

    it("not enough mojo, or a technique already held: refused with a message, nothing spent", async () => {
      const { t, field } = await monk(user);
      await t.update({ "system.mojo": 1 } as never);
      expect(await gmBuyTechnique(t, field, "skill", "Breathing")).toBe(false);
      expect(harness.notifications.log.at(-1)?.type).toBe("warn");
      await t.update({ "system.mojo": 10 } as never);
      expect(await gmBuyTechnique(t, field, "skill", "Breathing")).toBe(true);
      expect(await gmBuyTechnique(t, field, "skill", "breathing")).toBe(false);
      expect(harness.notifications.log.at(-1)?.message).toBe("That technique in Mysticism is already known. Nothing was bought.");
      expect(t.system.mojo).toBe(8);
    });

    it("a warrior has no technique button and cannot buy one", async () => {
      const { t, sheet, field } = await monk(user, "warrior");
      expect(sheet.parts.fields).not.toContain('data-action="buyTechnique"');
      expect(await gmBuyTechnique(t, field, "field")).toBe(false);
      expect(harness.notifications.log.at(-1)?.message).toBe("Toromeen is no monk: only monks learn techniques.");
    });
  });
}
