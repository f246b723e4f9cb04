/**
 * A dead player character's Experience (002 "Dead Player Characters"): its sheet says what the next character starts
 * with (all the Experience gathered), and the GM's button creates that character, owned as the dead one was. The owning
 * player reads the number; creating actors is the GM's (v13 ACTOR_CREATE is an ASSISTANT permission by default).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ShadowActorSheet } from "../../../module/rulesets/shadow/sheets/actor-sheet.js";
import { GM, PLAYER, harness } from "../../harness/foundry.js";
import type { ApplicationV2 } from "../../harness/applications.js";
import { installShadow, makeActor } from "./skin-helpers.js";

beforeEach(() => installShadow());

async function deadHero(total = 120) {
  harness.actAs(GM);
  return makeActor("shadowCharacter", "Ylva <b>", { toughness: { value: 0 }, dying: { closer: 3, dead: true }, experience: { total } }, [], {
    default: 0,
    [PLAYER.id]: 3,
  });
}

async function sheetOf(actor: Actor.Implementation, as: typeof GM) {
  harness.actAs(as);
  const sheet = new ShadowActorSheet({ document: actor }) as unknown as ApplicationV2;
  await sheet.render({ force: true });
  return sheet;
}

describe("a dead character's Experience", () => {
  it("the GM creates the next character with all the Experience gathered (120), owned by the same player", async () => {
    const dead = await deadHero(120);
    const sheet = await sheetOf(dead, GM);
    expect(harness.find(sheet, ".shadow-successor")?.textContent).toContain("120");
    const before = game.actors!.size;
    await harness.click(sheet, '[data-action="successor"]');
    expect(game.actors!.size).toBe(before + 1);
    const next = [...game.actors!].at(-1)! as Actor.Implementation;
    expect(next.name).toBe("Successor of Ylva <b>");
    expect((next.system as unknown as { experience: { total: number; unspent: number } }).experience).toMatchObject({ total: 120, unspent: 120 });
    expect(next.testUserPermission(PLAYER as never, "OWNER")).toBe(true);
  });

  it("a character who gathered less than a new one's 50 passes on 50", async () => {
    const dead = await deadHero(30);
    const sheet = await sheetOf(dead, GM);
    expect(harness.find(sheet, ".shadow-successor")?.textContent).toContain("50");
  });

  it("the owning player reads the number but has no button (creating actors is the GM's)", async () => {
    const dead = await deadHero(120);
    const sheet = await sheetOf(dead, PLAYER);
    expect(harness.find(sheet, ".shadow-successor")?.textContent).toContain("120");
    expect(sheet.element!.querySelector('[data-action="successor"]')).toBeNull();
  });

  it("a living character shows nothing of it", async () => {
    harness.actAs(GM);
    const alive = await makeActor("shadowCharacter", "Ylva", {}, [], { default: 0, [PLAYER.id]: 3 });
    const sheet = await sheetOf(alive, GM);
    expect(sheet.element!.querySelector(".shadow-successor")).toBeNull();
  });
});
