import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AdvantageRoll,
  AdvantageRollDialog,
  KeepRollDialog,
  RollUnderDialog,
  RollUnderRoll,
  bonusRollUnderMessage,
  registerDice,
  rollAdvantage,
  rollKeep,
  rollKeepOpposed,
  rollUnder,
  skipDialogFor,
} from "../../module/dice/index.js";
import { PLAYER, PLAYER2, harness } from "../harness/foundry.js";
import { readCard } from "./card-reading.js";
import { everythingHeld } from "../core/everything-held.js";

beforeAll(() => registerDice());
afterEach(() => vi.restoreAllMocks());

interface PostedMessage {
  content: string;
  rolls: unknown[];
  data: { whisper?: string[]; blind?: boolean; flags?: Record<string, Record<string, unknown>> };
  updates: Record<string, unknown>[];
}
const posted = () => harness.messages() as unknown as PostedMessage[];
const actorNamed = async (name: string) => (await Actor.create({ name, type: "base" } as never)) as unknown as Actor.Implementation;

describe("rollKeep", () => {
  it("shift-click rolls with defaults: card shows every die, dropped struck through, degree, successes and the chance it had", async () => {
    harness.queueFaces([3, 9, 7, 1, 6, 10]);
    const outcome = await rollKeep({ label: "Cunning (Deceit)", roll: 6, keep: 4, difficulty: 7, skipDialog: true });
    expect(outcome?.evaluation).toMatchObject({ successes: 3, degree: "complete" });
    const [message] = posted();
    expect(message.rolls).toHaveLength(1);
    const html = message.content;
    for (const face of [3, 9, 7, 1, 6, 10]) expect(html).toContain(`>${face}<`);
    expect(html).toContain("<del>3</del>");
    expect(html).toContain("<del>1</del>");
    expect(html).toContain("Complete success");
    expect(html).toContain("Successes: 3");
    expect(html).toContain("6d10kh4cs&gt;&#x3D;7");
    expect(html).toContain("Chance it had: 95.3% · botch 3.1%"); // 1 − 0.6⁶ and 0.6⁶ − 0.5⁶
    expect(html).toContain("Challenging");
    expect(html).toMatch(/Chance it had: \d+\.\d%/);
    expect([...harness.i18n.missing].filter((k) => k.startsWith("ANTHOLOGY.Dice"))).toEqual([]);
  });

  it("a botch says so on the card", async () => {
    harness.queueFaces([1, 4]);
    await rollKeep({ label: "Swing", roll: 2, keep: 1, difficulty: 6, skipDialog: true });
    expect(posted()[0].content).toContain("Botch");
    // The 4 is kept and fails; the dropped 1 is what botches, and the card says so.
    expect(posted()[0].content).toContain("a 1 among the dropped dice still counts");
  });

  it("names are escaped: a <script> label never reaches the card as markup", async () => {
    harness.queueFaces([5]);
    await rollKeep({ label: "<script>alert(1)</script>", flavor: "<img src=x onerror=alert(1)>", roll: 1, keep: 1, difficulty: 6, skipDialog: true });
    const html = posted()[0].content;
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });

  it("refuses input beyond the limits with a message and rolls nothing (41 dice, keep 0, difficulty 11)", async () => {
    expect(await rollKeep({ label: "x", roll: 41, keep: 1, difficulty: 6, skipDialog: true })).toBeNull();
    expect(await rollKeep({ label: "x", roll: 4, keep: 0, difficulty: 6, skipDialog: true })).toBeNull();
    expect(await rollKeep({ label: "x", roll: 4, keep: 1, difficulty: 11, skipDialog: true })).toBeNull();
    expect(posted()).toHaveLength(0);
    expect(harness.notifications.log.map((n) => n.message)).toEqual([
      "A keep pool can roll at most 40 dice.",
      "Keep at least one die.",
      "The difficulty must be between 1 and 10.",
    ]);
  });

  it("without shift the dialog decides: its edited settings and roll mode are used; closing it rolls nothing", async () => {
    const prompt = vi.spyOn(KeepRollDialog, "prompt");
    prompt.mockResolvedValueOnce({ settings: { roll: 2, keep: 2, difficulty: 5, needed: 2, extended: null }, rollMode: "gmroll" });
    harness.queueFaces([5, 9]);
    const outcome = await rollKeep({ label: "Lift", roll: 6, keep: 1, difficulty: 9 });
    expect(prompt).toHaveBeenCalledWith({ label: "Lift", settings: { roll: 6, keep: 1, difficulty: 9, needed: 1, extended: null }, rollMode: "publicroll" });
    expect(outcome?.roll.formula).toBe("2d10kh2cs>=5");
    expect(outcome?.evaluation).toMatchObject({ successes: 2, meetsNeeded: true, degree: "moderate" });
    // v13 ChatMessage.applyRollMode whispers a private/blind roll to every GM user (the cast has two GMs).
    expect(posted()[0].data.whisper).toEqual(["gm-user", "gm2-user"]);
    prompt.mockResolvedValueOnce(null);
    expect(await rollKeep({ label: "Lift", roll: 6, keep: 1, difficulty: 9 })).toBeNull();
    expect(posted()).toHaveLength(1);
  });

  it("skipDialogFor reads shift from the click", () => {
    expect(skipDialogFor({ shiftKey: true })).toBe(true);
    expect(skipDialogFor({ shiftKey: false })).toBe(false);
    expect(skipDialogFor(undefined)).toBe(false);
  });
});

/**
 * What a keep card must not say when the GM holds its difficulty: successes, degree, botch and chance all depend on
 * it (000 "Successes and degrees of success", "Failure and Botching actions"), and so does Foundry's count (cs>=).
 */
const KEEP_VERDICTS = [
  "Success",
  "success",
  "Failure",
  "failure",
  "Botch",
  "botch",
  "Marginal",
  "Moderate",
  "Complete",
  "Exceptional",
  "Phenomenal",
  "Chance it had",
  "%",
  "difficulty 6",
  "Standard",
  "cs&gt;",
  "cs>",
];

describe("rollKeep against a difficulty only the GM holds (a hidden request)", () => {
  it("the card shows the dice and the kept ones, says the GM holds the difficulty, and gives no successes, degree, botch or chance; no dialog opens", async () => {
    const prompt = vi.spyOn(KeepRollDialog, "prompt");
    // Keep 2 of 4: 8 and 7. At the placeholder Standard (6) that would read "Moderate success"; the 1 dropped
    // would botch at 9. Neither is the player's to know.
    harness.queueFaces([8, 1, 7, 3]);
    const outcome = await rollKeep({ label: "Finesse", roll: 4, keep: 2, difficulty: 6, hidden: true });
    expect(prompt).not.toHaveBeenCalled();
    const roll = outcome!.roll;
    expect(roll.settings.hidden).toBe(true);
    // Foundry's own formula only keeps: no count of successes against a number the roller does not know.
    expect(roll.formula).toBe("4d10kh2");
    expect(Object.keys(roll.options.anthology as object)).not.toContain("difficulty");
    const html = posted()[0].content;
    const card = readCard(html);
    // The card says once that the GM holds the difficulty, in its note under the header; the band and the formula
    // line no longer repeat it (issue 15: the card said it three times).
    expect(card.band).toBe("Kept 8, 7");
    expect(card.bandTone).toBe("neutral");
    expect(card.dice.map((d) => d.face)).toEqual(["8", "1", "7", "3"]);
    expect(card.dice.map((d) => d.classes.includes("kept"))).toEqual([true, false, true, false]);
    expect(card.dice.some((d) => d.classes.includes("success"))).toBe(false);
    expect(card.terms).toEqual([
      ["Dice rolled", "4"],
      ["Dice kept", "2"],
    ]);
    expect(card.lines).toEqual(["Dice kept: 2, counted on the GM's card against a difficulty only the GM knows."]);
    expect(card.chance).toBe("");
    expect(html).toContain("<code>4d10kh2</code> · keep 2</p>");
    expect(html).toContain("The GM holds the difficulty: the result is on the GM&#x27;s card.");
    expect(html.match(/holds the difficulty/gi)).toHaveLength(1);
    for (const word of KEEP_VERDICTS) expect(html).not.toContain(word);
    expect([...harness.i18n.missing].filter((k) => k.startsWith("ANTHOLOGY.Dice"))).toEqual([]);
  });

  it("the stored roll keeps the flag and a re-render stays hidden (the flag rides in the roll's options)", async () => {
    harness.queueFaces([10, 2]);
    const outcome = await rollKeep({ label: "Might", roll: 2, keep: 1, difficulty: 6, hidden: true, skipDialog: true });
    // The stored roll (what every client rebuilds the message's roll from) keeps the flag and the counting-free formula.
    const copy = foundry.dice.Roll.fromData(JSON.parse(JSON.stringify(outcome!.roll.toJSON())) as never) as unknown as NonNullable<typeof outcome>["roll"];
    expect(copy.settings.hidden).toBe(true);
    expect(copy.formula).toBe("2d10kh1");
    // Roll#render draws the card from the options alone (module/dice/rolls/keep-roll.ts).
    const html = await outcome!.roll.render();
    // The band names the kept dice only: the card's note says once that the GM holds the difficulty (issue 15).
    expect(readCard(html).band).toBe("Kept 10");
    expect(html).toContain("The GM holds the difficulty");
    for (const word of KEEP_VERDICTS) expect(html).not.toContain(word);
  });

  it("a hook that replaces the numbers cannot drop the flag", async () => {
    const listener = (config: unknown) => {
      const c = config as { family: string; settings: unknown };
      if (c.family === "keep") c.settings = { roll: 3, keep: 2, difficulty: 4, needed: 1, extended: null };
    };
    const hooks = Hooks as unknown as { on(h: string, f: typeof listener): number; off(h: string, f: typeof listener): void };
    hooks.on("anthology.preRoll", listener);
    try {
      harness.queueFaces([5, 9, 2]);
      await rollKeep({ label: "Acuity", roll: 2, keep: 1, difficulty: 6, hidden: true, skipDialog: true });
    } finally {
      hooks.off("anthology.preRoll", listener);
    }
    const html = posted()[0].content;
    // The band names the kept dice only: the card's note says once that the GM holds the difficulty (issue 15).
    expect(readCard(html).band).toBe("Kept 9, 5");
    expect(html).toContain("The GM holds the difficulty");
    for (const word of [...KEEP_VERDICTS, "difficulty 4", "Routine"]) expect(html).not.toContain(word);
  });

  it("without the flag the same roll still gives its verdict", async () => {
    harness.queueFaces([8, 1, 7, 3]);
    await rollKeep({ label: "Finesse", roll: 4, keep: 2, difficulty: 6, skipDialog: true });
    const card = readCard(posted()[0].content);
    expect(card.band).toBe("Moderate success · 2 successes");
    expect(card.chance).toMatch(/^Chance it had: \d+\.\d% · botch \d+\.\d%$/);
  });
});

describe("rollKeepOpposed (000 text, the long-distance race)", () => {
  it("Endurance 3 against Endurance 5 + Running (6 dice) at difficulty 7: 2 kept successes against 3, the second wins by 1", async () => {
    const first = await actorNamed("First runner");
    const second = await actorNamed("<b>Second</b> runner");
    harness.queueFaces([8, 7, 2, 9, 7, 8, 1, 3, 4]);
    const outcome = await rollKeepOpposed({
      label: "Long-distance race",
      difficulty: 7,
      actor: { actor: first, label: "Endurance", roll: 3, keep: 3 },
      opponent: { actor: second, label: "Endurance (Running)", roll: 6, keep: 6 },
    });
    expect(outcome?.evaluation).toEqual({ net: -1, winner: "opponent", margin: 1 });
    const message = posted()[0];
    expect(message.rolls).toHaveLength(2);
    expect(message.content).toContain("&lt;b&gt;Second&lt;/b&gt; runner wins by 1");
    expect(message.content).toMatch(/Chance First runner had to win: \d+\.\d%/);
  });
});

// The message mode is v13's core.rollMode or v14's core.messageMode (module/core/compat/message-mode.ts): the
// secret DC and the GM-only whisper hold in both.
describe.each([13, 14] as const)("rollAdvantage, Foundry %i", (generation) => {
  beforeEach(() => harness.useGeneration(generation));

  it("posts IR, each object die, naturals, and the result against an open DC with the chance", async () => {
    harness.queueFaces([20, 4, 5]);
    const outcome = await rollAdvantage({ label: "Attack", modifier: 2, advantage: 1, objects: [{ label: "Sword", faces: 8 }], dc: 20, skipDialog: true });
    expect(outcome?.evaluation).toMatchObject({ total: 27, natural20: true, success: true });
    const html = posted()[0].content;
    expect(html).toContain("Natural 20");
    expect(html).toContain("Sword d8");
    expect(html).toContain("against DC 20");
    expect(html).toContain("Success");
    expect(html).toMatch(/Chance it had: \d+\.\d%/);
  });

  it("a secret DC never reaches a player: no DC in the public card or its roll; the GM card is a non-roll GM whisper", async () => {
    harness.actAs(PLAYER);
    harness.queueFaces([13, 5]);
    const outcome = await rollAdvantage({ label: "Dodge the boulder", modifier: 3, advantage: -1, dc: 24, hidden: true, role: "target", skipDialog: true });
    const [pub, gm] = posted();
    expect(pub.content).not.toContain("24");
    expect(pub.content).not.toContain("Chance it had");
    expect(pub.content).not.toMatch(/Success|Failure/);
    // Not only the content: the client holds the message's flags, system and rolls too.
    expect(everythingHeld(pub)).not.toMatch(/(?<![\w.])24(?![\w.])/);
    const publicRoll = pub.rolls[0] as AdvantageRoll;
    expect(publicRoll.settings.dc).toBeNull();
    expect(JSON.stringify(publicRoll.toJSON())).not.toContain("24");
    // v13 ChatMessage.applyRollMode whispers a private/blind roll to every GM user (the cast has two GMs).
    expect(gm.data.whisper).toEqual(["gm-user", "gm2-user"]);
    // Corrected (issue 12 finding 3): the GM card was a blind whisper carrying a dummy roll, and v13 delivers a
    // whispered ROLL message to every client ("rolled privately", content and flags readable). It now carries no
    // roll, so it reaches only the GMs and its author; no other player's client holds the DC.
    expect(gm.data.blind ?? false).toBe(false);
    expect(gm.rolls).toHaveLength(0);
    for (const m of harness.clientMessages(PLAYER2))
      expect(JSON.stringify({ c: m.content, f: (m as unknown as { flags?: unknown }).flags, r: m.rolls })).not.toContain("24");
    for (const m of harness.clientMessages(PLAYER2)) expect(everythingHeld(m)).not.toMatch(/(?<![\w.])24(?![\w.])/);
    expect(gm.content).toContain("against DC 24");
    expect(gm.content).toContain("Failure");
    expect(outcome?.evaluation.success).toBe(false);
    expect(outcome?.evaluation.total).toBe(8);
  });

  it("a macro or hook still passing the secret flag's old name keeps the DC from players, and the new roll stores `hidden`", async () => {
    // Legacy alias (deprecated): a request or a hook's config.settings written before the rename says `dcSecret`;
    // advantageHidden (requests/advantage-settings.ts) still reads it as hidden.
    type Listener = (config: { family: string; settings: Record<string, unknown> }) => void;
    const hooks = Hooks as unknown as { on(hook: string, fn: Listener): number; off(hook: string, fn: Listener): void };
    const expectSecret = (pub: PostedMessage, gm: PostedMessage) => {
      expect(pub.content).not.toContain("24");
      expect(pub.content).not.toMatch(/Saved|Failure|Chance it had/);
      expect(everythingHeld(pub)).not.toMatch(/(?<![\w.])24(?![\w.])/);
      const publicRoll = pub.rolls[0] as AdvantageRoll;
      expect(publicRoll.settings).toMatchObject({ dc: null, hidden: true });
      expect(JSON.stringify(publicRoll.toJSON())).not.toContain("24");
      expect(JSON.stringify(publicRoll.toJSON())).not.toContain("dcSecret");
      expect(gm.rolls).toHaveLength(0);
      expect(gm.data.whisper).toEqual(["gm-user", "gm2-user"]);
      expect(gm.content).toContain("against DC 24");
      expect(gm.content).toContain("Failure");
    };
    harness.actAs(PLAYER);
    harness.queueFaces([13, 5]);
    const macroRequest = { label: "Dodge the boulder", modifier: 3, advantage: -1, dc: 24, dcSecret: true, role: "target" as const, skipDialog: true };
    const fromMacro = await rollAdvantage(macroRequest);
    expect(fromMacro?.evaluation.success).toBe(false);
    expectSecret(posted()[0], posted()[1]);

    const legacyHook: Listener = (config) => {
      if (config.family === "advantage") config.settings.dcSecret = true;
    };
    hooks.on("anthology.preRoll", legacyHook);
    try {
      harness.queueFaces([13, 5]);
      await rollAdvantage({ label: "Dodge the boulder", modifier: 3, advantage: -1, dc: 24, role: "target", skipDialog: true });
    } finally {
      hooks.off("anthology.preRoll", legacyHook);
    }
    expect(posted()).toHaveLength(4);
    expectSecret(posted()[2], posted()[3]);
  });

  it("refuses more than 8 object dice and |advantage| above 10", async () => {
    const nine = Array.from({ length: 9 }, () => ({ faces: 6 }));
    expect(await rollAdvantage({ label: "x", modifier: 0, objects: nine, skipDialog: true })).toBeNull();
    expect(await rollAdvantage({ label: "x", modifier: 0, advantage: 11, skipDialog: true })).toBeNull();
    expect(posted()).toHaveLength(0);
    expect(harness.notifications.log.map((n) => n.message)).toEqual([
      "At most 8 object dice can be added to a check.",
      "Advantage, disadvantage or favour can be at most 10 either way.",
    ]);
  });

  it("the dialog's answer replaces the request (secret flag dropped when the DC is cleared)", async () => {
    vi.spyOn(AdvantageRollDialog, "prompt").mockResolvedValueOnce({
      settings: { modifier: 1, advantage: 0, objects: [], dc: null, hidden: true, role: "initiator", opposed: null },
      rollMode: "publicroll",
    });
    harness.queueFaces([10]);
    const outcome = await rollAdvantage({ label: "Climb", modifier: 5, dc: 12, hidden: true });
    expect(outcome?.evaluation).toMatchObject({ total: 11, success: null });
    expect(posted()).toHaveLength(1);
  });
});

/** What a roll-under card must not say when the GM holds part of its number: no verdict, margin, target or chance. */
const VERDICTS = [
  "Success",
  "Failure",
  "made by",
  "missed by",
  "would have succeeded",
  "could not fail",
  "Chance it had",
  "Target",
  "%",
  "or less",
  "is at or under",
  "is over",
];

describe("rollUnder against a number partly held by the GM (a hidden request)", () => {
  it("the card shows the dice and the known number, says the GM holds the difficulty, and gives no verdict; no dialog opens", async () => {
    const prompt = vi.spyOn(RollUnderDialog, "prompt");
    // Favour 1: two d20, the lowest (9) counts. Against the known 12 alone it would read as a success.
    harness.queueFaces([14, 9]);
    const outcome = await rollUnder({ label: "Strength", target: 12, favour: 1, hidden: true });
    expect(prompt).not.toHaveBeenCalled();
    expect((outcome!.roll as RollUnderRoll).settings.hidden).toBe(true);
    const html = posted()[0].content;
    const card = readCard(html);
    // The card says once that the GM holds the difficulty, in its note under the header; the band and the formula
    // line no longer repeat it (issue 15: the card said it three times).
    expect(card.band).toBe("Rolled 9");
    expect(card.bandTone).toBe("neutral");
    expect(card.dice.map((d) => d.face)).toEqual(["14", "9"]);
    expect(card.dice.some((d) => d.classes.includes("success"))).toBe(false);
    expect(card.terms).toEqual([["Number rolled under", "12"]]);
    expect(card.lines).toEqual([
      "Favour: 2 d20 rolled, the lowest (9) counts.",
      "9 against your 12 and a difficulty only the GM knows: the GM's card says whether it succeeded.",
    ]);
    expect(card.chance).toBe("");
    expect(html).toMatch(/Your number 12\s*<\/p>/);
    expect(html).toContain("The GM holds the difficulty: the result is on the GM&#x27;s card.");
    expect(html.match(/holds the difficulty/gi)).toHaveLength(1);
    for (const word of VERDICTS) expect(html).not.toContain(word);
    expect([...harness.i18n.missing].filter((k) => k.startsWith("ANTHOLOGY.Dice"))).toEqual([]);
  });

  it("a post-roll bonus re-renders the card still hidden: the bonus is shown, no verdict", async () => {
    harness.queueFaces([15]);
    await rollUnder({ label: "Language Science", target: 11, hidden: true, skipDialog: true });
    const message = harness.messages()[0] as unknown as ChatMessage.Implementation;
    await bonusRollUnderMessage(message, 6);
    const update = posted()[0].updates.at(-1)!;
    const html = String(update.content);
    // The band names the die and the bonus: the card's note says once that the GM holds the difficulty (issue 15).
    expect(readCard(html).band).toBe("Rolled 15 · bonus +6");
    expect(html).toContain("The GM holds the difficulty");
    expect(html).toContain("bonus 6");
    for (const word of VERDICTS) expect(html).not.toContain(word);
    // The flag rides in the roll's options, so the stored roll stays hidden for the next re-render too.
    const stored = (update.rolls as string[]).map((r) => JSON.parse(r) as { options: { anthology: { hidden?: boolean; bonus: number } } });
    expect(stored[0]!.options.anthology).toMatchObject({ hidden: true, bonus: 6 });
  });

  it("a hook that replaces the numbers cannot drop the flag", async () => {
    const listener = (config: unknown) => {
      const c = config as { family: string; settings: unknown };
      if (c.family === "rollUnder") c.settings = { target: 10, modifier: 1, favour: 0, bonus: 0 };
    };
    const hooks = Hooks as unknown as { on(h: string, f: typeof listener): number; off(h: string, f: typeof listener): void };
    hooks.on("anthology.preRoll", listener);
    try {
      harness.queueFaces([4]);
      await rollUnder({ label: "Perception", target: 8, hidden: true, skipDialog: true });
    } finally {
      hooks.off("anthology.preRoll", listener);
    }
    const html = posted()[0].content;
    expect(html).toContain("Your number 11");
    for (const word of VERDICTS) expect(html).not.toContain(word);
  });

  it("without the flag the same roll still gives its verdict", async () => {
    harness.queueFaces([14, 9]);
    await rollUnder({ label: "Strength", target: 12, favour: 1, skipDialog: true });
    const card = readCard(posted()[0].content);
    expect(card.band).toBe("Success · made by 3");
    expect(card.chance).toMatch(/^Chance it had: \d+\.\d%$/);
  });
});

describe("rollUnder and the post-roll bonus (mojo bids)", () => {
  it("004: endurance 15 − 2 → 13 or less; a 20 fails, missed by 7", async () => {
    harness.queueFaces([20]);
    const outcome = await rollUnder({ label: "Endurance", target: 15, modifier: -2, skipDialog: true });
    expect(outcome?.evaluation).toMatchObject({ die: 20, success: false, margin: -7, bonusNeeded: 7 });
    const html = posted()[0].content;
    expect(html).toContain("Target 13");
    expect(html).toContain("missed by 7");
    expect(html).toContain("A bonus of 7 would have succeeded.");
    expect(html).toContain("Chance it had: 65.0%");
  });

  it("004 mojo: a bid re-evaluates the roll on the message and re-renders its card", async () => {
    harness.queueFaces([15]);
    const outcome = await rollUnder({ label: "Language Science", target: 11, skipDialog: true });
    const message = harness.messages()[0] as unknown as ChatMessage.Implementation;
    const evaluation = await bonusRollUnderMessage(message, 6);
    expect(evaluation).toMatchObject({ success: true, bonus: 6, margin: 2 });
    const update = posted()[0].updates.at(-1)!;
    expect(String(update.content)).toContain("Success");
    expect(String(update.content)).toContain("bonus 6");
    // The bonus is on the message's roll (each client holds its own, rebuilt from the stored JSON: v13
    // ChatMessage#prepareDerivedData), not on the poster's object.
    expect(outcome?.roll).toBeInstanceOf(RollUnderRoll);
    expect((message as unknown as { rolls: RollUnderRoll[] }).rolls[0]!.settings.bonus).toBe(6);
  });

  it("a player who did not roll cannot add a bonus", async () => {
    harness.queueFaces([15]);
    await rollUnder({ label: "x", target: 11, skipDialog: true });
    harness.actAs(PLAYER);
    expect(await bonusRollUnderMessage(harness.messages()[0] as unknown as ChatMessage.Implementation, 6)).toBeNull();
    expect(harness.notifications.log.at(-1)?.message).toBe("Only the Gamemaster or the player who rolled can change this roll.");
  });

  it("target 20 or more cannot fail, and the card says so", async () => {
    harness.queueFaces([20]);
    await rollUnder({ label: "x", target: 22, skipDialog: true });
    expect(posted()[0].content).toContain("could not fail");
    expect(posted()[0].content).toContain("Chance it had: 100%");
  });

  it("a blind roll's private view hides the result", async () => {
    harness.queueFaces([7]);
    const outcome = await rollUnder({ label: "Perception", target: 4, skipDialog: true });
    const hidden = await outcome!.roll.render({ isPrivate: true });
    expect(hidden).toContain("The result is hidden.");
    expect(hidden).not.toContain(">7<");
  });
});
