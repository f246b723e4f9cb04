/**
 * Critical damage (003): "Any PC that suffers Critical Damage cannot do anything but crawl weakly ... If left untreated,
 * they die within the hour." A failed critical damage save records the world time (v13 `game.time.worldTime`); the
 * card says the hour has begun, and the sheet counts the minutes left as the world's clock moves.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { wardenMinutesLeft } from "../../../module/rules.js";
import { wardenCriticalSaveFlow } from "../../../module/rulesets/warden/rolls/damage.js";
import { WardenCharacterSheet } from "../../../module/rulesets/warden/sheets/character-sheet.js";
import { GM, PLAYER, castOwnership, harness } from "../../harness/foundry.js";
import { installWarden, sys } from "./skin-setup.js";

const clock = game as unknown as { time?: { worldTime: number } };
let before: { worldTime: number } | undefined;
beforeEach(() => {
  installWarden();
  before = clock.time;
  clock.time = { worldTime: 1000 };
});
afterEach(() => {
  clock.time = before;
});

describe("the hour a critical character has left", () => {
  it("pure: an hour of world time from the failure, in whole minutes rounded up, never below 0; none without a start", () => {
    expect(wardenMinutesLeft({ since: 1000, now: 1000 })).toBe(60);
    expect(wardenMinutesLeft({ since: 1000, now: 2500 })).toBe(35);
    expect(wardenMinutesLeft({ since: 1000, now: 4600 })).toBe(0);
    expect(wardenMinutesLeft({ since: 1000, now: 9999 })).toBe(0);
    expect(wardenMinutesLeft({ since: undefined, now: 1000 })).toBeNull();
    expect(wardenMinutesLeft({ since: "x", now: 1000 })).toBeNull();
  });

  it("a failed save: the card says the hour has begun; the owning player's sheet counts it down with the world's clock", async () => {
    harness.actAs(GM);
    const barry = (await Actor.create({
      name: "Barry",
      type: "wardenCharacter",
      ownership: castOwnership(),
      system: { str: { value: 3, max: 10 }, hp: { value: 0, max: 6 } },
    } as never)) as unknown as Actor.Implementation;
    harness.actAs(PLAYER);
    // d20 1 + STR 3 = TR 4, not above DC 15: critical damage.
    harness.queueFaces([1]);
    expect(await wardenCriticalSaveFlow(barry, true)).toBe("critical");
    expect(sys(barry).condition).toBe("critical");
    expect(String(harness.messages().at(-1)?.content)).toContain("without aid (bandages) they die within the hour");
    const sheet = new WardenCharacterSheet({ document: barry } as never) as unknown as { parts: Record<string, string>; render(o?: object): Promise<unknown> };
    await sheet.render({ force: true });
    expect(sheet.parts.main).toContain("Untreated, Barry dies in 60 minutes.");
    clock.time = { worldTime: 2500 };
    await sheet.render();
    expect(sheet.parts.main).toContain("Untreated, Barry dies in 35 minutes.");
    // A second failed save does not restart the hour.
    harness.queueFaces([1]);
    await wardenCriticalSaveFlow(barry, true);
    await sheet.render();
    expect(sheet.parts.main).toContain("35 minutes");
    clock.time = { worldTime: 5000 };
    await sheet.render();
    expect(sheet.parts.main).toContain("The hour is up: untreated, Barry dies.");
  });
});
