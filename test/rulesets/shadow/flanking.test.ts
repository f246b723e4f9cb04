/**
 * Taking a flanking position from the sheet (002 "Movement Action", "Flanking"): the mover's Movement Action is spent,
 * a card says who flanks whom, and the targeted foe is Flanked (melee attacks on it have Advantage). As the GM, and as
 * the owning player flanking the GM's monster, which the player may not change: the mark is set by the active GM's
 * client through the relay (README "Players acting through the GM"). No foe targeted, or no Movement Action left: refused.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShadowActorSheet } from "../../../module/rulesets/shadow/sheets/actor-sheet.js";
import { registerShadowChatActions } from "../../../module/rulesets/shadow/chat/actions.js";
import { registerRelay } from "../../../module/core/chat/relay.js";
import { shadowSpentThisTurn } from "../../../module/rulesets/shadow/flows/turn-actions.js";
import { shadowCardOf } from "../../../module/rulesets/shadow/data/card.js";
import type { ApplicationV2 } from "../../harness/applications.js";
import { GM, PLAYER, harness } from "../../harness/foundry.js";
import { attrs, installShadow, lastMessage, makeActor, statuses, target } from "./skin-helpers.js";

vi.mock("../../../module/dice/index.js", async () => {
  const odds = await import("../../../module/dice/rules/index.js");
  const fake = await import("./fake-roll-under.js");
  return { ...odds, rollUnder: fake.fakeRollUnder };
});

type Game = { combat: unknown };
beforeEach(() => {
  installShadow();
  registerShadowChatActions();
  registerRelay();
});
afterEach(() => {
  (game as unknown as Game).combat = null;
  vi.restoreAllMocks();
});

async function scene(user: typeof GM) {
  harness.actAs(GM);
  const pc = await makeActor("shadowCharacter", "Brand", { attributes: attrs() }, [], { default: 0, [PLAYER.id]: 3 });
  const ogre = await makeActor("shadowMonster", "Ogre <b>", { attributes: attrs() });
  (game as unknown as Game).combat = { id: "combat0000000001", round: 1, started: true, combatants: [{ actor: pc }, { actor: ogre }] };
  harness.actAs(user);
  const sheet = new ShadowActorSheet({ document: pc }) as unknown as ApplicationV2;
  await sheet.render({ force: true });
  return { pc, ogre, sheet };
}

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player (through the GM's client)", PLAYER],
] as const) {
  describe(`flanking as ${who}`, () => {
    it("the Flank button spends a Movement Action, posts the card and marks the targeted foe Flanked", async () => {
      const { pc, ogre, sheet } = await scene(user);
      target(user, ogre);
      await harness.click(sheet, '[data-action="flank"]');
      await harness.settle();
      expect(statuses(ogre)).toContain("flanked");
      expect(shadowSpentThisTurn(pc)).toEqual(["movement"]);
      const card = lastMessage();
      expect(shadowCardOf(card)?.flank).toEqual({ mover: pc.uuid, foe: ogre.uuid });
      const band = new DOMParser().parseFromString(card.content, "text/html").querySelector(".dice-card-band")!.textContent!.replace(/\s+/g, " ").trim();
      expect(band).toBe("Ogre <b> is flanked · melee attacks on it have Advantage");
      expect(card.content).not.toContain("<b>");
      expect(harness.notifications.log.filter((n) => n.type === "warn")).toEqual([]);
    });

    it("refused with a message: no foe targeted; no Movement Action left (nothing marked)", async () => {
      const { pc, ogre, sheet } = await scene(user);
      const warn = vi.spyOn(ui.notifications!, "warn");
      target(user, null);
      await harness.click(sheet, '[data-action="flank"]');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(shadowSpentThisTurn(pc)).toEqual([]);
      target(user, ogre);
      await harness.click(sheet, '[data-action="spendAction"][data-kind="combat"]');
      await harness.click(sheet, '[data-action="spendAction"][data-kind="movement"]');
      const cards = harness.messages().length;
      await harness.click(sheet, '[data-action="flank"]');
      await harness.settle();
      expect(warn).toHaveBeenCalledTimes(2);
      expect(harness.messages().length).toBe(cards);
      expect(statuses(ogre)).not.toContain("flanked");
    });
  });
}
