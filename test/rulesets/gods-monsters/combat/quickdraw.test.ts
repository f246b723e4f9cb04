/**
 * 004 "Quickdraw" from the weapon row: an evasion roll through the dice dialog; made, the weapon is drawn and the attack
 * follows; missed, the character is surprised (state and token status). As the GM and as the owning player.
 */
import { describe, expect, it } from "vitest";
import { GM, OBSERVER, PLAYER, harness } from "../../../harness/foundry.js";
import { setupGm, toromeen, weapon, yeti, target } from "../actors/setup.js";
import { GmCharacterSheet } from "../../../../module/rulesets/gods-monsters/sheets/character-sheet.js";
import { gmQuickdraw } from "../../../../module/rulesets/gods-monsters/rolls/quickdraw.js";

interface Rendered {
  render(o?: object): Promise<unknown>;
  element: HTMLElement;
}

async function hero(user: typeof GM) {
  setupGm();
  harness.actAs(GM);
  const t = await toromeen({}, [weapon("dagger", { equipped: false })]);
  await t.update({ ownership: { [PLAYER.id]: 3, [OBSERVER.id]: 2 } } as never);
  harness.actAs(user);
  return t;
}
const dagger = (t: Actor.Implementation) => t.items.contents.find((i) => i.name === "Dagger")!;

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`quickdraw, by ${who}`, () => {
    it("the sheet's undrawn dagger has the button; a made evasion roll draws it and the attack roll follows", async () => {
      const t = await hero(user);
      harness.actAs(GM);
      const foe = await yeti();
      harness.actAs(user);
      const sheet = new GmCharacterSheet({ document: t }) as unknown as Rendered;
      await sheet.render({ force: true });
      const row = sheet.element.querySelector(`[data-item-id="${dagger(t).id}"]`)!;
      expect(row.querySelector('[data-action="quickdraw"]')).not.toBeNull();
      target(foe);
      harness.queueFaces([1, 1, 2]);
      const before = harness.messages().length;
      expect(await gmQuickdraw(t, dagger(t), { skipDialog: true })).toBe("attacked");
      expect((dagger(t).system as unknown as { equipped: boolean }).equipped).toBe(true);
      const posted = harness
        .messages()
        .slice(before)
        .map((m) => m.content)
        .join("\n");
      expect(posted).toContain("Quickdraw Dagger: evasion");
      expect(posted).toContain("Dagger");
      expect(t.statuses.has("surprised")).toBe(false);
    });

    it("a missed evasion roll: no attack, the dagger stays sheathed, the character is surprised", async () => {
      const t = await hero(user);
      harness.queueFaces([20]);
      const before = harness.messages().length;
      expect(await gmQuickdraw(t, dagger(t), { skipDialog: true })).toBe("surprised");
      expect((dagger(t).system as unknown as { equipped: boolean }).equipped).toBe(false);
      expect(t.system.state.surprised).toBe(true);
      expect(t.statuses.has("surprised")).toBe(true);
      expect(
        harness
          .messages()
          .slice(before)
          .map((m) => m.content)
          .join("\n"),
      ).toContain("acts as if surprised");
    });
  });
}

describe("quickdraw by a non-owner", () => {
  it("an observer's sheet has the button disabled: the sheet is not editable for them", async () => {
    const t = await hero(OBSERVER);
    const sheet = new GmCharacterSheet({ document: t }) as unknown as Rendered;
    await sheet.render({ force: true });
    const button = sheet.element.querySelector('[data-action="quickdraw"]') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
