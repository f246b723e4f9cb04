/**
 * A day's travel, the forced march and moving on without rest (001 "Daily movement", "Movement: Flying", "Movement:
 * Rest"), from the GM's consequences window: a card that says how far and when rest is due; the forced march's and
 * the keep-moving health rolls go through the check dialog (its exact chance), and a failure is one injury.
 * Played by the GM on a selected character and by the owning player on their own character.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatChance, rollUnderOdds } from "../../../../module/dice/index.js";
import { GmConsequencesApp, gmRunConsequenceTool, gmToolActors } from "../../../../module/rulesets/gods-monsters/dialogs/consequences-app.js";
import { gmAnimalMovement, gmDailyMiles, gmKeepMovingModifier, gmRidingPenalties } from "../../../../module/rules.js";
import { GM, harness, PLAYER } from "../../../harness/foundry.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { setupGm, toromeen } from "../actors/setup.js";
import type { GmCharacterActor } from "../../../../module/rulesets/gods-monsters/data/view.js";

beforeEach(() => setupGm());
afterEach(() => vi.restoreAllMocks());

function cardText(html: string): string {
  const div = document.createElement("div");
  div.innerHTML = html;
  return (div.textContent ?? "").replace(/\s+/g, " ");
}

async function traveller(as: typeof GM): Promise<GmCharacterActor> {
  harness.actAs(GM);
  const t = await toromeen();
  await t.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  harness.actAs(as);
  return t;
}

describe("the travel tools render in the GM's window", () => {
  it("with the terrains, the forced march and flying, and the keep-moving roll, localized", async () => {
    harness.i18n.missing.clear();
    const app = new GmConsequencesApp() as unknown as { render(o?: object): Promise<unknown>; parts: Record<string, string> };
    await app.render({ force: true });
    expect(app.parts.main).toContain('data-tool="travel"');
    expect(app.parts.main).toContain('data-tool="keepMoving"');
    expect(app.parts.main).toContain("Forests and hills");
    expect(app.parts.main).toContain('name="travel.pushed"');
    expect([...harness.i18n.missing]).toEqual([]);
  });
});

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`a day's travel, as ${who}`, () => {
    it("open ground: twice Movement in miles, no roll; rest due after half endurance days", async () => {
      const t = await traveller(user);
      const m = t.system.numbers.movement;
      const [out] = (await gmRunConsequenceTool("travel", { terrain: "open" }, [t])) as { miles: number; injuries: number }[];
      expect(out).toEqual({ miles: 2 * m, injuries: 0 });
      const text = cardText(harness.messages().at(-1)!.content);
      expect(text).toContain(`${2 * m} miles in the day (Open ground, roads, Movement ${m}).`);
      // Toromeen's endurance is 15: 7.5 days.
      expect(text).toContain("A day of rest is due after 7.5 days of such walking");
    });

    it("a forced march through forests: half again as far, a health roll in the dialog; a failure is one injury", async () => {
      const t = await traveller(user);
      const m = t.system.numbers.movement;
      const health = t.system.numbers.reactions.health;
      let headline = "";
      let percent = "";
      answerRollDialog({ seen: (dialog) => ({ headline, percent } = (dialog as unknown as { liveText(): { headline: string; percent: string } }).liveText()) });
      harness.queueFaces([20]);
      const [out] = (await gmRunConsequenceTool("travel", { terrain: "rough", pushed: true }, [t])) as { miles: number; injuries: number }[];
      expect(headline).toBe(`Roll ${health} or less`);
      expect(percent).toBe(`${formatChance(rollUnderOdds({ target: health, favour: 0 }))} chance of success`);
      expect(out).toEqual({ miles: gmDailyMiles(m, "rough", { pushed: true }), injuries: 1 });
      expect(out!.miles).toBe(1.5 * m);
      expect(t.system.injuries).toBe(1);
      // The travel card, then the injury's own card (unconsciousness follows as usual).
      const texts = harness.messages().map((m) => cardText(m.content));
      const travel = texts.findIndex((x) => x.includes("The health roll for the forced march failed: one injury."));
      expect(travel).toBeGreaterThanOrEqual(0);
      expect(texts.slice(travel + 1).some((x) => x.includes("1 to injuries"))).toBe(true);
    });

    it("closing the forced march's dialog covers no distance, posts no card and costs nothing", async () => {
      const t = await traveller(user);
      answerRollDialog({ press: "close" });
      const before = harness.messages().length;
      expect(await gmRunConsequenceTool("travel", { terrain: "open", pushed: true }, [t])).toEqual([null]);
      expect(harness.messages()).toHaveLength(before);
      expect(t.system.injuries).toBe(0);
    });

    it("flying: Movement miles an hour, eight walking days' worth", async () => {
      const t = await traveller(user);
      const m = t.system.numbers.movement;
      const [out] = (await gmRunConsequenceTool("travel", { terrain: "bog", flying: true }, [t])) as { miles: number }[];
      expect(out!.miles).toBe(16 * m);
      expect(cardText(harness.messages().at(-1)!.content)).toContain(`Flying: ${16 * m} miles in the day, Movement ${m} miles an hour.`);
    });

    it("riding a horse carrying 300 of its 250 bulk on a saddle blanket (004): Movement 12, 2 × 12 − 1 = 23 miles", async () => {
      const t = await traveller(user);
      expect(gmAnimalMovement({ movement: 14, carryBulk: 250 }, 300)).toBe(12);
      expect(gmRidingPenalties("blanket")).toEqual({ rolls: 2, dailyMovement: 1 });
      const [out] = (await gmRunConsequenceTool(
        "travel",
        { terrain: "open", mounted: true, mountMovement: "14", mountCarry: "250", mountCarried: "300", tack: "blanket" },
        [t],
      )) as { miles: number }[];
      expect(out!.miles).toBe(23);
      const text = cardText(harness.messages().at(-1)!.content);
      expect(text).toContain("23 miles in the day (Open ground, roads, Movement 12).");
      expect(text).toContain("Mount: Movement 12 under 300 bulk of 250 (listed 14); a saddle blanket only: daily distance −1, riding rolls at −2.");
    });

    it("keep moving without rest: +2 per Movement given up, −2 per earlier roll, − thirst; made, no injury", async () => {
      const t = await traveller(user);
      const health = t.system.numbers.reactions.health;
      const modifier = gmKeepMovingModifier({ movementGivenUp: 2, earlierRolls: 1, thirst: 3 });
      expect(modifier).toBe(-1);
      let headline = "";
      answerRollDialog({ seen: (dialog) => ({ headline } = (dialog as unknown as { liveText(): { headline: string } }).liveText()) });
      harness.queueFaces([1]);
      const [out] = (await gmRunConsequenceTool("keepMoving", { movementGivenUp: "2", earlierRolls: "1", thirst: "3" }, [t])) as {
        success: boolean;
        injuries: number;
      }[];
      expect(headline).toBe(`Roll ${health + modifier} or less`);
      expect(out).toEqual({ success: true, injuries: 0 });
      expect(t.system.injuries).toBe(0);
      expect(cardText(harness.messages().at(-1)!.content)).toContain("moving on without an injury");
    });
  });
}

describe("whose character the tools act on", () => {
  it("a player with no token selected acts on their own character", async () => {
    const t = await traveller(PLAYER);
    (PLAYER as unknown as { character: Actor.Implementation | null }).character = t;
    try {
      expect(gmToolActors()).toEqual([t]);
    } finally {
      (PLAYER as unknown as { character: Actor.Implementation | null }).character = null;
    }
  });
});
