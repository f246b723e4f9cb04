/**
 * Abilities usable from the sheet (issue 15): the ability's name on the abilities tab is a button that shows it in
 * chat, with its level, how it is used and its description (sanitized as the server stores it). Pressed through the
 * DOM as the GM and as the owning player; a player who only observes the character is refused.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ShadowActorSheet } from "../../../module/rulesets/shadow/sheets/actor-sheet.js";
import { GM, OBSERVER, PLAYER, harness } from "../../harness/foundry.js";
import type { ApplicationV2 } from "../../harness/applications.js";
import { storedByServer } from "../../harness/server-sanitize.js";
import { isShadowAbility } from "../../../module/rulesets/shadow/data/types.js";
import { attrs, installShadow, makeActor } from "./skin-helpers.js";

beforeEach(() => installShadow());

async function openSheet(as: typeof GM) {
  harness.actAs(GM);
  const typed = {
    type: "shadowAbility",
    system: { level: "adept", use: "reaction", description: '<p>Strike back <em>at once</em>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">' },
  };
  const stored = storedByServer("Item", typed);
  const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs() }, [{ name: "Riposte <b>", ...stored }], {
    default: 0,
    [PLAYER.id]: 3,
    [OBSERVER.id]: 2,
  });
  const riposte = pc.items.find((i) => isShadowAbility(i))!;
  harness.actAs(as);
  const sheet = new ShadowActorSheet({ document: pc }) as unknown as ApplicationV2;
  await sheet.render({ force: true });
  return { pc, riposte, sheet };
}

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`as ${who}`, () => {
    it("the ability's name shows it in chat: level, use and description, the name escaped and the description sanitized", async () => {
      const { pc, riposte, sheet } = await openSheet(user);
      const before = harness.messages().length;
      await harness.click(sheet, `[data-item-id="${riposte.id}"] [data-action="rollItem"]`);
      expect(harness.messages()).toHaveLength(before + 1);
      const card = harness.messages().at(-1)!;
      expect(card.type).toBe("shadowCard");
      expect(card.speaker.actor).toBe(pc.id);
      expect(card.content).toContain("Riposte &lt;b&gt;");
      expect(card.content).toContain("Adept · Reaction");
      expect(card.content).toContain("<em>at once</em>");
      expect(card.content).not.toContain("<script");
      expect(card.content).not.toContain("onerror");
    });
  });
}

describe("as a player who only observes the character", () => {
  it("is refused with a message and nothing is posted", async () => {
    const { riposte, sheet } = await openSheet(OBSERVER);
    const before = harness.messages().length;
    // v13 DocumentSheetV2#_toggleDisabled disables the button on a sheet the observer may not edit; even a click
    // that reaches the handler (the attribute removed in the browser) is refused.
    const button = harness.find(sheet, `[data-item-id="${riposte.id}"] [data-action="rollItem"]`) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    button.disabled = false;
    await harness.click(sheet, `[data-item-id="${riposte.id}"] [data-action="rollItem"]`);
    expect(harness.messages()).toHaveLength(before);
    expect(String(harness.notifications.log.at(-1)?.message)).toMatch(/owner/i);
  });
});
