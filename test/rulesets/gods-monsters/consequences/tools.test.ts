import { beforeAll, describe, expect, it } from "vitest";
import { GM_ITEM_MODELS } from "../../../../module/rulesets/gods-monsters/items/index.js";
import { GmConsequencesApp, gmRunConsequenceTool } from "../../../../module/rulesets/gods-monsters/items/tools/consequences-app.js";
import { harness } from "../../../harness/foundry.js";
import { fillGmHarnessGaps } from "./harness-gaps.js";

type GmActor = Actor.Implementation & { system: { injuries: number; survival: { value: number }; numbers: { movement: number; size: string } } };

beforeAll(async () => {
  fillGmHarnessGaps();
  Object.assign(CONFIG.Item.dataModels, GM_ITEM_MODELS);
  const { GmCharacterData } = await import("../../../../module/rulesets/gods-monsters/data/character.js");
  const { GmCreatureData } = await import("../../../../module/rulesets/gods-monsters/data/creature.js");
  Object.assign(CONFIG.Actor.dataModels as Record<string, unknown>, { gmCharacter: GmCharacterData, gmCreature: GmCreatureData });
});

async function toromeen(): Promise<GmActor> {
  return (await Actor.create({
    name: "Toromeen",
    type: "gmCharacter" as never,
    system: { abilities: { strength: 18, agility: 10, endurance: 15, intelligence: 12, wisdom: 15, charisma: 8 }, species: "dwarf", survival: { value: 7 }, verve: { value: 7 } },
  } as never)) as unknown as GmActor;
}

describe("G&M consequences as rolls (001)", () => {
  it("a 15-foot fall: evasion made halves it (5 + 2 → 4) and spares the injuries", async () => {
    const t = await toromeen();
    const before = t.system.survival.value;
    harness.queueFaces([1, 5, 2]);
    const [r] = (await gmRunConsequenceTool("fall", { feet: 15 }, [t])) as { damage: number; evaded: boolean }[];
    expect(r).toEqual({ dice: 2, damage: 4, evaded: true });
    expect(t.system.injuries).toBe(0);
    expect(t.system.survival.value).toBe(before - 4);
  });

  it("a 45-foot fall: 4d6, no evasion; one injury per die, and what survival cannot hold", async () => {
    const t = await toromeen();
    harness.queueFaces([6, 5, 4, 3]);
    const [r] = (await gmRunConsequenceTool("fall", { feet: 45 }, [t])) as { damage: number }[];
    expect(r).toMatchObject({ dice: 4, damage: 18, evaded: false });
    // 4 of the 18 go to injuries (one per die); the other 14 take his 7 survival and 7 more injuries.
    expect(t.system.injuries).toBe(11);
    expect(t.system.survival.value).toBe(0);
  });

  it("Toromeen (small, strength 18) jumping 3 feet needs 18 or less; a 19 takes him 2¼ feet", async () => {
    const t = await toromeen();
    expect(t.system.numbers.size).toBe("small");
    harness.queueFaces([19]);
    const [r] = (await gmRunConsequenceTool("jump", { distance: 3 }, [t])) as { success: boolean; reach: number }[];
    expect(r).toEqual({ success: false, reach: 2.25 });
    expect(harness.messages().at(-1)!.content).toContain("Short: only 2.25 feet.");
    harness.queueFaces([18]);
    const [ok] = (await gmRunConsequenceTool("jump", { distance: 3 }, [t])) as { success: boolean }[];
    expect(ok!.success).toBe(true);
  });

  it("suffocation after a deep breath: 15 rounds of buffer, then health rolls at 16 (−0) and 22 (−1)", async () => {
    const t = await toromeen();
    harness.queueFaces([20, 1]);
    const [r] = (await gmRunConsequenceTool("suffocation", { rounds: 22, prepared: true }, [t])) as { buffer: number; injuries: number }[];
    expect(r).toEqual({ buffer: 15, injuries: 1 });
    expect(t.system.injuries).toBe(1);
  });

  it("tracking a dozen goblins two days on: perception +3 −2", async () => {
    const t = await toromeen();
    // perception 3, +1 → needs 4 or less
    harness.queueFaces([4]);
    expect(await gmRunConsequenceTool("track", { days: 2, groupSize: 12 }, [t])).toEqual([true]);
    harness.queueFaces([5]);
    expect(await gmRunConsequenceTool("track", { days: 2, groupSize: 12 }, [t])).toEqual([false]);
  });

  it("searching a 40-foot square: −2, 32 minutes", async () => {
    const t = await toromeen();
    harness.queueFaces([1]);
    expect(await gmRunConsequenceTool("search", { width: 40, length: 40 }, [t])).toEqual([{ success: true, minutes: 32 }]);
  });

  it("a chase: the faster creature gets +1 per 3 Movement; one success and one failure ends it", async () => {
    const t = await toromeen();
    const wolf = (await Actor.create({ name: "Wolf", type: "gmCreature" as never, system: { level: 2, movement: 16, reactions: { evasion: 8 } } } as never)) as unknown as GmActor;
    harness.queueFaces([15, 3]);
    expect(await gmRunConsequenceTool("chase", {}, [t, wolf])).toBe("escaped");
    expect(harness.messages().at(-1)!.content).toContain("Wolf escapes Toromeen.");
    expect(await gmRunConsequenceTool("chase", {}, [t])).toBeNull();
  });

  it("an inch-thick wooden door against fire reacts against 5", async () => {
    harness.queueFaces([5]);
    expect(await gmRunConsequenceTool("itemReaction", { material: "wood", form: "fire", inches: 1 }, [])).toBe(true);
    harness.queueFaces([6]);
    expect(await gmRunConsequenceTool("itemReaction", { material: "wood", form: "fire", inches: 1 }, [])).toBe(false);
  });

  it("aging and upkeep post their numbers", async () => {
    const t = await toromeen();
    // endurance 15 (special +4): first aging injury at 55, another every 5 years
    expect(await gmRunConsequenceTool("aging", { age: 54 }, [t])).toEqual([0]);
    expect(await gmRunConsequenceTool("aging", { age: 60 }, [t])).toEqual([2]);
    expect(await gmRunConsequenceTool("upkeep", { kind: "weapon", cost: 20, periods: 1 }, [])).toBe(2);
    expect(harness.messages().at(-1)!.content).toContain("Maintenance: 2 silver coins.");
  });

  it("tools that need someone refuse without actors", async () => {
    expect(await gmRunConsequenceTool("fall", { feet: 10 }, [])).toBeNull();
    expect(harness.notifications.log.at(-1)?.type).toBe("warn");
  });

  it("the tool window renders every form, localized", async () => {
    harness.i18n.missing.clear();
    const app = new GmConsequencesApp() as unknown as { render(): Promise<unknown>; parts: Record<string, string> };
    await app.render();
    for (const tool of ["fall", "jump", "suffocation", "track", "search", "chase", "itemReaction", "aging", "upkeep"]) expect(app.parts.main).toContain(`data-tool="${tool}"`);
    expect([...harness.i18n.missing]).toEqual([]);
  });
});
