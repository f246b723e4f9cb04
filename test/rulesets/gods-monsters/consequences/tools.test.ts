import { beforeAll, describe, expect, it } from "vitest";
import { GM_ITEM_MODELS } from "../../../../module/rulesets/gods-monsters/items.js";
import { GM_CARD_MODELS } from "../../../../module/rulesets/gods-monsters/data/card.js";
import { GmConsequencesApp, gmRunConsequenceTool } from "../../../../module/rulesets/gods-monsters/dialogs/consequences-app.js";
import { harness } from "../../../harness/foundry.js";
import { gmAssistance } from "../../../../module/rulesets/gods-monsters/rules/consequences/assistance.js";
import { gmMojoStudy, gmParseNumberList, gmPsychicAttack } from "../../../../module/rulesets/gods-monsters/rules/consequences/gm-tools.js";
import { gmTravelSpeed } from "../../../../module/rulesets/gods-monsters/rules/consequences/movement.js";
import { gmChaseBonuses } from "../../../../module/rulesets/gods-monsters/rules/consequences/chases.js";
import { formatChance, rollUnderOdds } from "../../../../module/dice/index.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";

type GmActor = Actor.Implementation & { system: { injuries: number; survival: { value: number }; numbers: { movement: number; size: string } } };

beforeAll(async () => {
  Object.assign(CONFIG.Item.dataModels, GM_ITEM_MODELS);
  Object.assign(CONFIG.ChatMessage.dataModels, GM_CARD_MODELS);
  const { GmCharacterData } = await import("../../../../module/rulesets/gods-monsters/data/character.js");
  const { GmCreatureData } = await import("../../../../module/rulesets/gods-monsters/data/creature.js");
  Object.assign(CONFIG.Actor.dataModels as Record<string, unknown>, { gmCharacter: GmCharacterData, gmCreature: GmCreatureData });
});

// The Guide's shift-click on a tool's button: its rolls skip the dice room's dialog (the tests below with the dialog
// answer it instead).
const shiftClick = { skipDialog: true };

async function toromeen(): Promise<GmActor> {
  return (await Actor.create({
    name: "Toromeen",
    type: "gmCharacter" as never,
    system: {
      abilities: { strength: 18, agility: 10, endurance: 15, intelligence: 12, wisdom: 15, charisma: 8 },
      species: "dwarf",
      survival: { value: 7 },
      verve: { value: 7 },
    },
  } as never)) as unknown as GmActor;
}

describe("G&M consequences as rolls (001)", () => {
  it("a 15-foot fall: evasion made halves it (5 + 2 → 4) and spares the injuries", async () => {
    const t = await toromeen();
    const before = t.system.survival.value;
    harness.queueFaces([1, 5, 2]);
    const [r] = (await gmRunConsequenceTool("fall", { feet: 15 }, [t], shiftClick)) as { damage: number; evaded: boolean }[];
    expect(r).toEqual({ dice: 2, damage: 4, evaded: true });
    expect(t.system.injuries).toBe(0);
    expect(t.system.survival.value).toBe(before - 4);
  });

  it("a 45-foot fall: 4d6, no evasion; one injury per die, and what survival cannot hold", async () => {
    const t = await toromeen();
    harness.queueFaces([6, 5, 4, 3]);
    const [r] = (await gmRunConsequenceTool("fall", { feet: 45 }, [t], shiftClick)) as { damage: number }[];
    expect(r).toMatchObject({ dice: 4, damage: 18, evaded: false });
    // 4 of the 18 go to injuries (one per die); the other 14 take his 7 survival and 7 more injuries.
    expect(t.system.injuries).toBe(11);
    expect(t.system.survival.value).toBe(0);
  });

  it("Toromeen (small, strength 18) jumping 3 feet needs 18 or less; a 19 takes him 2¼ feet", async () => {
    const t = await toromeen();
    expect(t.system.numbers.size).toBe("small");
    harness.queueFaces([19]);
    const [r] = (await gmRunConsequenceTool("jump", { distance: 3 }, [t], shiftClick)) as { success: boolean; reach: number }[];
    expect(r).toEqual({ success: false, reach: 2.25 });
    expect(harness.messages().at(-1)!.content).toContain("Short: only 2.25 feet.");
    harness.queueFaces([18]);
    const [ok] = (await gmRunConsequenceTool("jump", { distance: 3 }, [t], shiftClick)) as { success: boolean }[];
    expect(ok!.success).toBe(true);
  });

  it("suffocation after a deep breath: 15 rounds of buffer, then health rolls at 16 (−0) and 22 (−1)", async () => {
    const t = await toromeen();
    harness.queueFaces([20, 1]);
    const [r] = (await gmRunConsequenceTool("suffocation", { rounds: 22, prepared: true }, [t], shiftClick)) as { buffer: number; injuries: number }[];
    expect(r).toEqual({ buffer: 15, injuries: 1 });
    expect(t.system.injuries).toBe(1);
  });

  it("tracking a dozen goblins two days on: perception +3 −2", async () => {
    const t = await toromeen();
    // perception 3, +1 → needs 4 or less
    harness.queueFaces([4]);
    expect(await gmRunConsequenceTool("track", { days: 2, groupSize: 12 }, [t], shiftClick)).toEqual([true]);
    harness.queueFaces([5]);
    expect(await gmRunConsequenceTool("track", { days: 2, groupSize: 12 }, [t], shiftClick)).toEqual([false]);
  });

  it("searching a 40-foot square: −2, 32 minutes", async () => {
    const t = await toromeen();
    harness.queueFaces([1]);
    expect(await gmRunConsequenceTool("search", { width: 40, length: 40 }, [t], shiftClick)).toEqual([{ success: true, minutes: 32 }]);
  });

  it("a chase: the faster creature gets +1 per 3 Movement; one success and one failure ends it", async () => {
    const t = await toromeen();
    const wolf = (await Actor.create({
      name: "Wolf",
      type: "gmCreature" as never,
      system: { level: 2, movement: 16, reactions: { evasion: 8 } },
    } as never)) as unknown as GmActor;
    harness.queueFaces([15, 3]);
    expect(await gmRunConsequenceTool("chase", {}, [t, wolf], shiftClick)).toBe("escaped");
    expect(harness.messages().at(-1)!.content).toContain("Wolf escapes Toromeen.");
    expect(await gmRunConsequenceTool("chase", {}, [t], shiftClick)).toBeNull();
  });

  it("an inch-thick wooden door against fire reacts against 5", async () => {
    harness.queueFaces([5]);
    expect(await gmRunConsequenceTool("itemReaction", { material: "wood", form: "fire", inches: 1 }, [], shiftClick)).toBe(true);
    harness.queueFaces([6]);
    expect(await gmRunConsequenceTool("itemReaction", { material: "wood", form: "fire", inches: 1 }, [], shiftClick)).toBe(false);
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
    expect(await gmRunConsequenceTool("fall", { feet: 10 }, [], shiftClick)).toBeNull();
    expect(harness.notifications.log.at(-1)?.type).toBe("warn");
  });

  it("the tool window renders every form, localized", async () => {
    harness.i18n.missing.clear();
    const app = new GmConsequencesApp() as unknown as { render(options?: { force?: boolean }): Promise<unknown>; parts: Record<string, string> };
    // v13 ApplicationV2#render does nothing on a first render without `force` (client/applications/api/application.mjs #render).
    await app.render({ force: true });
    const tools = [
      "fall",
      "jump",
      "suffocation",
      "track",
      "search",
      "chase",
      "itemReaction",
      "aging",
      "upkeep",
      "speed",
      "assist",
      "groupEffort",
      "massUnit",
      "psychic",
      "mojoStudy",
    ];
    for (const tool of tools) expect(app.parts.main).toContain(`data-tool="${tool}"`);
    expect(app.parts.main).toContain('name="mojoStudy.specializedLibrary"');
    expect(app.parts.main).toContain("Sprint");
    expect([...harness.i18n.missing]).toEqual([]);
  });
});

describe("G&M GM tools of 004: speeds, assistance, group effort, units, psychic conflict, mojo resources", () => {
  it("movement speeds: a jog outdoors has walking's reaction penalty; night halves Movement (001)", async () => {
    const t = await toromeen();
    const m = t.system.numbers.movement;
    const [jog] = (await gmRunConsequenceTool("speed", { speed: "jog", outdoors: true }, [t])) as ReturnType<typeof gmTravelSpeed>[];
    expect(jog).toMatchObject({
      speed: "jog",
      movement: m,
      yardsPerMinute: 20 * m,
      feetPerRound: 10 * m,
      reactionPenalty: 2,
      attackBonus: 4,
      restAfter: { amount: "75", unit: "minute" },
    });
    const card = harness.messages().at(-1)!.content;
    expect(card).toContain(`Jog (Light enough to see, Movement ${m}): ${20 * m} yards a minute, ${10 * m} feet a round.`);
    expect(card).toContain("Rest ten minutes after 75 minutes.");
    expect(card).toContain("Reaction penalty 2; attack bonus against them 4.");
    const [dark] = (await gmRunConsequenceTool("speed", { speed: "sprint", light: "night" }, [t])) as ReturnType<typeof gmTravelSpeed>[];
    expect(dark).toMatchObject({ movement: m / 2, feetPerRound: 25 * (m / 2), reactionPenalty: 16, restAfter: { amount: "15", unit: "round" } });
    expect(await gmRunConsequenceTool("speed", { speed: "walk" }, [])).toBeNull();
  });

  it("the herbalist (wisdom 15, Healing Craft +2, three patients) needs 16 or less (004)", async () => {
    expect(gmAssistance(15, 2, 3)).toEqual({ sizePenalty: 1, target: 16 });
    const herbalist = await toromeen(); // wisdom 15
    harness.queueFaces([16]);
    const [made] = (await gmRunConsequenceTool("assist", { ability: "wisdom", fieldBonus: 2, people: 3 }, [herbalist], shiftClick)) as {
      target: number;
      success: boolean;
      bonus: number;
    }[];
    expect(made).toEqual({ target: 16, success: true, bonus: 2 });
    expect(harness.messages().at(-1)!.content).toContain("the 3 people helped may each use +2");
    harness.queueFaces([17]);
    const [missed] = (await gmRunConsequenceTool("assist", { ability: "wisdom", fieldBonus: 2, people: 3 }, [herbalist], shiftClick)) as {
      success: boolean;
      bonus: number;
    }[];
    expect(missed).toMatchObject({ success: false, bonus: 0 });
    expect(harness.messages().at(-1)!.content).toContain("The assistance fails");
  });

  it("the historians (15 + History 2 and 17): median 17, group bonus 1, they need 18 or less (004)", async () => {
    harness.queueFaces([18]);
    const made = (await gmRunConsequenceTool("groupEffort", { numbers: "17, 17" }, [], shiftClick)) as Record<string, unknown>;
    expect(made).toMatchObject({ count: 2, median: 17, bonus: 1, extraActions: 1, target: 18, success: true });
    const card = harness.messages().at(-2)!.content;
    expect(card).toContain("2 members, median 17, group bonus +1.");
    expect(card).toContain("The group needs 18 or less and has 1 extra actions a round.");
    harness.queueFaces([19]);
    expect(await gmRunConsequenceTool("groupEffort", { numbers: "17 17" }, [], shiftClick)).toMatchObject({ success: false });
    // five members 9, 10, 11, 13 and 39: the median is 11; with the bonus of 2 (4–7 members) the group needs 13
    harness.queueFaces([13]);
    expect(await gmRunConsequenceTool("groupEffort", { numbers: "9, 10, 11, 13, 39" }, [], shiftClick)).toMatchObject({
      median: 11,
      bonus: 2,
      target: 13,
      success: true,
    });
    // the bonus median of 0 and 2 is 1
    expect(gmParseNumberList("0; 2 junk Infinity")).toEqual([0, 2]);
  });

  it("a group of selected tokens rolls with its members' numbers; nothing to go on is refused", async () => {
    const a = await toromeen();
    const b = await toromeen();
    harness.queueFaces([13]);
    // intelligence 12 each → median 12 + 1
    expect(await gmRunConsequenceTool("groupEffort", { numbers: "", roll: "ability.intelligence" }, [a, b], shiftClick)).toMatchObject({
      count: 2,
      median: 12,
      target: 13,
      success: true,
    });
    expect(await gmRunConsequenceTool("groupEffort", { numbers: "none" }, [], shiftClick)).toBeNull();
    expect(harness.notifications.log.at(-1)?.type).toBe("warn");
  });

  it("twelve goblins with median survival 5 make a unit of 5 + 5 × 3 = 20 survival (004)", async () => {
    expect(await gmRunConsequenceTool("massUnit", { count: 12, survival: 5, movement: 10 }, [])).toEqual({ count: 12, bonus: 3, survival: 20, movement: 40 });
    expect(harness.messages().at(-1)!.content).toContain("A unit of 12 (group bonus +3): 20 survival, combat movement 40.");
    const goblins = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        Actor.create({ name: `Goblin ${i + 1}`, type: "gmCreature" as never, system: { survival: { value: 5, max: 5 }, movement: 10 } } as never),
      ),
    );
    expect(await gmRunConsequenceTool("massUnit", { fromTokens: true }, goblins as unknown as Actor.Implementation[])).toEqual({
      count: 12,
      bonus: 3,
      survival: 20,
      movement: 40,
    });
    expect(await gmRunConsequenceTool("massUnit", { fromTokens: true }, [])).toBeNull();
  });

  it("a psychic attack: 11 + charisma as minor − defense, d4 + charisma as major from verve; non-monks cannot attack (004)", async () => {
    const monk = (await Actor.create({
      name: "Sister <script>alert(1)</script>",
      type: "gmCharacter" as never,
      system: { archetype: "monk", abilities: { strength: 10, agility: 12, endurance: 12, intelligence: 13, wisdom: 12, charisma: 15 }, verve: { value: 5 } },
    } as never)) as unknown as GmActor & { system: { verve: { value: number } } };
    const t = (await toromeen()) as GmActor & { system: { verve: { value: number } } };
    expect([t.system.verve.value, t.system.survival.value, monk.system.verve.value]).toEqual([7, 7, 5]);
    // charisma 15: minor +1 → 12 against Toromeen (no monk: defense 0); first round −2 → 10
    harness.queueFaces([10, 3]);
    const hit = await gmRunConsequenceTool("psychic", { attackVerve: 3, firstRound: true }, [monk, t], shiftClick);
    // a first-level monk spends at most 1 verve; damage 3 + 2 (charisma as major) = 5, all from verve
    expect(hit).toEqual({ hitNumber: 10, hit: true, damage: 5, stun: 0, injured: false });
    expect([t.system.verve.value, t.system.survival.value, monk.system.verve.value]).toEqual([2, 7, 4]);
    const card = harness.messages().at(-1)!.content;
    expect(card).toContain("5 psychic damage");
    expect(card).not.toContain("<script>");
    expect(card).toContain("&lt;script&gt;");
    // taken from survival by choice: it stuns (d4 1 + 2 = 3 → survival 4, −3 next round)
    harness.queueFaces([12, 1]);
    expect(await gmRunConsequenceTool("psychic", { fromSurvival: true }, [monk, t], shiftClick)).toEqual({
      hitNumber: 12,
      hit: true,
      damage: 3,
      stun: 3,
      injured: false,
    });
    expect([t.system.verve.value, t.system.survival.value]).toEqual([2, 4]);
    expect(harness.messages().at(-1)!.content).toContain("Stunned: a penalty of 3");
    harness.queueFaces([13]);
    expect(await gmRunConsequenceTool("psychic", {}, [monk, t], shiftClick)).toMatchObject({ hit: false, damage: 0 });
    expect(monk.system.verve.value).toBe(2);
    // beyond survival: injuries by the damage rules, and out of the conflict
    await t.update({ "system.survival.value": 1 } as never);
    harness.queueFaces([1, 4]);
    expect(await gmRunConsequenceTool("psychic", { fromSurvival: true }, [monk, t], shiftClick)).toEqual({
      hitNumber: 12,
      hit: true,
      damage: 6,
      stun: 1,
      injured: true,
    });
    expect([t.system.survival.value, t.system.injuries]).toEqual([0, 5]);
    expect(harness.messages().some((m) => m.content.includes("takes injuries and leaves the psychic conflict"))).toBe(true);
    // Toromeen is a warrior: refused, nothing rolled
    const count = harness.messages().length;
    expect(await gmRunConsequenceTool("psychic", {}, [t, monk], shiftClick)).toBeNull();
    expect(harness.messages().length).toBe(count);
    expect(harness.notifications.log.at(-1)?.message).toContain("not a monk");
    // a monk defending with intelligence 13 (major +1) and 2 verve (+4): 12 − 5 = 7
    expect(
      gmPsychicAttack({ attacker: { charisma: 15, monkLevel: 1, verve: 3 }, defender: { intelligence: 13, monkLevel: 2, verve: 2 }, defendVerve: 2 }),
    ).toMatchObject({ defense: 5, hitNumber: 7, defenderVerve: 0 });
  });

  it("the library and the tutor: Philosophy +2, level 5 specialized library → 60 → 3 per period; with a Philosophy +4 tutor → 80 → 4 (004)", async () => {
    const library = (await gmRunConsequenceTool("mojoStudy", { student: 2, specializedLibrary: 5, periods: 2 }, [])) as ReturnType<typeof gmMojoStudy>;
    expect(library.bonus).toMatchObject({ total: 60, rate: { mojo: 3, periods: 1 } });
    expect(library.gained).toBe(6);
    expect(harness.messages().at(-1)!.content).toContain("Mojo total 60: 3 mojo per period of study.");
    const withTutor = (await gmRunConsequenceTool("mojoStudy", { student: 2, specializedLibrary: 5, tutor: 4, periods: "1" }, [])) as ReturnType<
      typeof gmMojoStudy
    >;
    expect(withTutor.resources.map((r) => [r.type, r.total])).toEqual([
      ["specializedLibrary", 60],
      ["tutor", 20],
    ]);
    expect(withTutor.bonus).toMatchObject({ total: 80, rate: { mojo: 4, periods: 1 } });
    expect(harness.messages().at(-1)!.content).toContain("Mojo total 80: 4 mojo per period of study.");
    // a sixth-level sorceror with a level 5 guide: usable once, as 5
    const guide = gmMojoStudy({ student: 6, levels: { specializedBook: 5 } });
    expect(guide.resources).toEqual([{ type: "specializedBook", level: 5, total: 5, oneTime: true }]);
    // nothing used: no bonus
    expect(((await gmRunConsequenceTool("mojoStudy", { student: 2, tutor: "" }, [])) as ReturnType<typeof gmMojoStudy>).bonus.total).toBe(0);
    expect(harness.messages().at(-1)!.content).toContain("No mojo resource");
  });
});

// Issue 13: a tool's rolls are made in the dice room's dialog (its headline "Roll N or less" and the exact chance),
// never rolled at once from the consequences window's own form; closing that dialog rolls, spends and posts nothing.
describe("G&M consequence tools roll through the dice room's dialog", () => {
  const live = (form: HTMLFormElement, name: string) => form.querySelector(`[data-live="${name}"]`)!.textContent!.trim();
  const percent = (target: number) => `${formatChance(rollUnderOdds({ target, favour: 0 }))} chance of success`;
  function watch(): { headline: string; percent: string } {
    const shown = { headline: "", percent: "" };
    answerRollDialog({
      seen: (dialog) => {
        const form = (dialog as unknown as { element: HTMLFormElement }).element;
        Object.assign(shown, { headline: live(form, "headline"), percent: live(form, "percent") });
      },
    });
    return shown;
  }

  it("a fall's evasion roll: the dialog shows the evasion number; Roll then applies the halved damage", async () => {
    const t = (await toromeen()) as GmActor & { system: { numbers: { reactions: { evasion: number } } } };
    const evasion = t.system.numbers.reactions.evasion;
    const shown = watch();
    harness.queueFaces([1, 5, 2]);
    const [r] = (await gmRunConsequenceTool("fall", { feet: 15 }, [t])) as { damage: number; evaded: boolean }[];
    expect(shown).toEqual({ headline: `Roll ${evasion} or less`, percent: percent(evasion) });
    expect(r).toEqual({ dice: 2, damage: 4, evaded: true });
  });

  it("closing the fall's dialog rolls no damage and changes nothing", async () => {
    const t = await toromeen();
    const before = [t.system.survival.value, t.system.injuries];
    const count = harness.messages().length;
    answerRollDialog({ press: "close" });
    expect(await gmRunConsequenceTool("fall", { feet: 15 }, [t])).toEqual([null]);
    expect([t.system.survival.value, t.system.injuries]).toEqual(before);
    expect(harness.messages().length).toBe(count);
  });

  it("the historians' group effort: 'Roll 18 or less' and its chance; Cancel rolls nothing", async () => {
    const shown = watch();
    harness.queueFaces([18]);
    expect(await gmRunConsequenceTool("groupEffort", { numbers: "17, 17" }, [])).toMatchObject({ target: 18, success: true });
    expect(shown).toEqual({ headline: "Roll 18 or less", percent: percent(18) });
    const count = harness.messages().length;
    answerRollDialog({ press: "cancel" });
    expect(await gmRunConsequenceTool("groupEffort", { numbers: "17, 17" }, [])).toBeNull();
    // the group's numbers card is posted before the roll; no roll follows it
    expect(harness.messages().length).toBe(count + 1);
    expect(harness.messages().at(-1)!.rolls).toHaveLength(0);
  });

  it("a psychic attack whose dialog is closed spends no verve on either side", async () => {
    const monk = (await Actor.create({
      name: "Sister Ysolde",
      type: "gmCharacter" as never,
      system: { archetype: "monk", abilities: { strength: 10, agility: 12, endurance: 12, intelligence: 13, wisdom: 12, charisma: 15 }, verve: { value: 5 } },
    } as never)) as unknown as GmActor & { system: { verve: { value: number } } };
    const t = (await toromeen()) as GmActor & { system: { verve: { value: number } } };
    const shown = watch();
    harness.queueFaces([10, 3]);
    expect(await gmRunConsequenceTool("psychic", { attackVerve: 1, firstRound: true }, [monk, t])).toMatchObject({ hitNumber: 10, hit: true });
    expect(shown.headline).toBe("Roll 10 or less");
    const verve = [monk.system.verve.value, t.system.verve.value];
    const count = harness.messages().length;
    answerRollDialog({ press: "close" });
    expect(await gmRunConsequenceTool("psychic", { attackVerve: 1 }, [monk, t])).toBeNull();
    expect([monk.system.verve.value, t.system.verve.value]).toEqual(verve);
    expect(harness.messages().length).toBe(count);
  });

  it("a chase: each side's dialog starts from its Movement bonus; closing the quarry's posts no outcome", async () => {
    const t = await toromeen();
    const wolf = (await Actor.create({
      name: "Wolf",
      type: "gmCreature" as never,
      system: { level: 2, movement: 16, reactions: { evasion: 8 } },
    } as never)) as unknown as GmActor;
    const bonus = gmChaseBonuses(t.system.numbers.movement, wolf.system.numbers.movement);
    const offered: string[] = [];
    answerRollDialog({
      seen: (_dialog, values) => {
        offered.push(String(values.modifier));
        // the quarry's dialog comes next (one answer per dialog)
        answerRollDialog({ seen: (_d, v) => offered.push(String(v.modifier)), press: "close" });
      },
    });
    const count = harness.messages().length;
    harness.queueFaces([15]);
    expect(await gmRunConsequenceTool("chase", {}, [t, wolf])).toBeNull();
    expect(offered).toEqual([String(bonus.pursuer), String(bonus.quarry)]);
    expect(bonus.quarry).toBeGreaterThan(0);
    // the pursuer's roll was posted; no outcome card follows the closed dialog
    expect(harness.messages().length).toBe(count + 1);
    expect(harness.messages().at(-1)!.content).not.toContain("escapes");
  });
});
