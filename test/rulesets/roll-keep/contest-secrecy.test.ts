/**
 * Issue 12, finding 4: a player's directly opposed action against the GM's NPC. The player's dialog shows and
 * rolls only the player's side; the GMs get a whispered request (not a roll message) with the button "Roll the
 * opposition"; the GM sets and rolls the NPC's side; the result card tells the players only the successes, the
 * winner and the margin, unless the GM reveals the rest. Every message the player's client would receive is
 * searched for the NPC's numbers (Foundry v13: a whispered message reaches its recipients and author; a
 * whispered ROLL message reaches every client, see /work/shared/foundry-v13.md "Permissions and delivery").
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { KeepRollDialog } from "../../../module/dice/index.js";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { rkRollAction } from "../../../module/rulesets/roll-keep/rolls/action-roll.js";
import { rkRollContest } from "../../../module/rulesets/roll-keep/rolls/contest-roll.js";
import { registerRkChatActions } from "../../../module/rulesets/roll-keep/chat/chat-actions.js";
import { GM, GM2, harness, PLAYER, PLAYER2, type HarnessUser } from "../../harness/foundry.js";
import { installRk, makeRkActor, packSpeciality, specialityId, target } from "./skin-setup.js";
import { respondToRollDialog } from "../roll-dialog-answer.js";
import { everythingHeld } from "../../core/everything-held.js";

beforeEach(() => {
  installRk();
  registerRkChatActions();
});

type Message = {
  id: string;
  type?: string;
  system?: Record<string, Record<string, unknown> | null>;
  content: string;
  rolls: { formula: string; options: unknown }[];
  flags: Record<string, Record<string, unknown>>;
  data: { whisper?: string[]; blind?: boolean };
};
const messages = () => harness.messages() as unknown as Message[];

/**
 * The kind of a contest message: the rkCard section it fills (CONTRIBUTING "Chat cards"), where the tests read
 * `flags.anthology.rk.kind` before the card data models; the same messages are told apart.
 */
function kindOf(m: Message): string | undefined {
  if (m.type !== "rkCard" || !m.system) return undefined;
  return ["contestSide", "contestRequest", "contestResult", "contestDetail"].find((k) => m.system![k] != null);
}

/**
 * The messages a user's client holds (the harness's v13 delivery, `harness.clientMessages`): every public
 * message, every whisper naming the user or written by them, and every ROLL message whatever its whisper
 * ("rolled privately" to the others, with its content, rolls and flags on their client).
 */
function receivedBy(user: HarnessUser): Message[] {
  return harness.clientMessages(user as never) as unknown as Message[];
}

/** The ids of every GM (v13 `ChatMessage.getWhisperRecipients("GM")`: connected or not). */
function gmIds(): string[] {
  return (game.users as unknown as { filter(f: (u: HarnessUser) => boolean): HarnessUser[] }).filter((u) => u.isGM).map((u) => u.id);
}

/** Everything of a message a client holds: content, flags, the card's `system`, every roll whole (test/core/everything-held.ts). */
const readable = (m: Message): string => everythingHeld(m);

/** Ash (a player's character, Endurance 3, 1 elsewhere) and Birch (the GM's NPC, Endurance 5 with Long-distance Running, 4 to 10 elsewhere). */
async function race() {
  const ash = await makeRkActor("Ash", {
    attributes: { strength: 1, finesse: 1, endurance: 3, cunning: 1, intelligence: 1, acuity: 1, charisma: 1 },
    mana: { permanent: { green: 2 } },
  });
  await ash.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  const birch = await makeRkActor(
    "Birch",
    { attributes: { strength: 6, finesse: 4, endurance: 5, cunning: 7, intelligence: 8, acuity: 9, charisma: 10 }, mana: { permanent: { green: 3 } } },
    [packSpeciality("long-distance-running")],
    "rkNpc",
  );
  return { ash, birch, running: specialityId(birch, "Long-distance Running") };
}

/** What the NPC's numbers look like wherever they could appear: ratings beside names, its pool, its formula, its speciality. */
function npcSecrets(running: string): (string | RegExp)[] {
  return [
    "Long-distance Running",
    running,
    /Strength 6|Finesse 4|Endurance 5|Cunning 7|Intelligence 8|Acuity 9|Charisma 10/,
    /Roll 6, keep 4/,
    /6d10/,
    /kh4/,
    'name="opponent',
    "opponentAttribute",
  ];
}

function expectNone(text: string, secrets: (string | RegExp)[]): void {
  for (const secret of secrets) {
    if (typeof secret === "string") expect(text).not.toContain(secret);
    else expect(text).not.toMatch(secret);
  }
}

/** The player starts the race: their dialog (captured), their 3 dice, the request to the GMs. */
async function playerStarts(rollMode = "publicroll") {
  const setup = await race();
  harness.actAs(PLAYER);
  target(setup.birch);
  let dialog = "";
  // The player's side is asked in the dice room's keep dialog (the one pipeline), answered with the form's values.
  respondToRollDialog((config) => {
    dialog = String(config.content);
    return { attribute: "endurance", difficulty: "7", customDifficulty: "7", rollMode };
  });
  // Ash: 3d10 keep 2 → 9, 7 kept: 2 successes.
  harness.queueFaces([9, 7, 2]);
  const out = await rkRollContest(setup.ash, { attribute: "endurance" });
  const request = messages().find((m) => kindOf(m) === "contestRequest");
  return { ...setup, dialog, out, request: request! };
}

/** The GM clicks "Roll the opposition" and answers the dialog (captured) with `answer`. */
async function gmAnswers(request: Message, answer: Record<string, unknown>, faces = [10, 8, 3, 7, 1, 2]) {
  harness.actAs(GM);
  let dialog = "";
  // The opposing side is set in the dice room's keep dialog (the one pipeline, issue 14), answered with the form's values.
  respondToRollDialog((config) => {
    dialog = String(config.content);
    return answer;
  });
  harness.queueFaces(faces);
  const out = await runChatAction("rkRollOpposition", { message: request as never, dataset: {}, event: { shiftKey: false } as never });
  return { dialog, out };
}

describe("a player's directly opposed action against the GM's NPC (issue 12, finding 4)", () => {
  it("the player's dialog shows only the player's side: no NPC attribute, rating, speciality or pool", async () => {
    const { dialog, running, out } = await playerStarts();
    expect(dialog).toContain("Birch");
    expect(dialog).toContain("Endurance 3"); // the player's own rating
    expect(dialog).toContain("Roll 3, keep 2");
    expectNone(dialog, npcSecrets(running));
    // Only the player's dice were rolled: one keep roll of 3 dice.
    expect(out && "side" in out ? out.side.roll.formula : null).toBe("3d10kh2cs>=7");
  });

  it("the GMs get a whispered request with the button, not a roll message, holding nothing of the NPC", async () => {
    const { request, running } = await playerStarts();
    expect(request.data.whisper).toEqual(gmIds());
    expect(request.rolls).toHaveLength(0);
    expect(request.content).toContain('data-anthology-action="rkRollOpposition"');
    expect(request.content).toContain("Roll the opposition");
    expectNone(readable(request), npcSecrets(running));
  });

  it("the player cannot roll the NPC's side: the button refuses them", async () => {
    const { request } = await playerStarts();
    expect(await runChatAction("rkRollOpposition", { message: request as never, dataset: {}, event: {} as never })).toBeNull();
    expect(harness.notifications.log.at(-1)?.message).toBe("Only the GM or the owner of Birch can do that.");
    expect(messages().filter((m) => kindOf(m) === "contestResult")).toHaveLength(0);
  });

  it("the GM sets and rolls the NPC's side; the result card gives the players successes, winner and margin only", async () => {
    const start = await playerStarts();
    const { dialog, out } = await gmAnswers(start.request, { attribute: "endurance", [`speciality.${start.running}`]: true, reveal: false });
    // The GM sees the NPC: its ratings, its speciality ticked, its pool, what it must beat.
    expect(dialog).toContain("Endurance 5");
    expect(dialog).toMatch(new RegExp(`name="speciality\\.${start.running}" checked`));
    expect(dialog).toContain("Roll 6, keep 4");
    expect(dialog).toContain("2 to beat");
    // Birch: 6d10 keep 4 → 10, 8, 7 kept successes (and a 3): 3 against Ash's 2.
    expect(out).toMatchObject({ result: { winner: "second", margin: 1, first: 2, second: 3 } });
    const result = messages().find((m) => kindOf(m) === "contestResult")!;
    expect(result.data.whisper ?? []).toEqual([]);
    expect(result.rolls).toHaveLength(0);
    expect(result.content).toContain("Birch wins by 1");
    expect(result.content).toContain("Successes: 3");
    expect(result.content).toContain("Successes: 2");
    expectNone(readable(result), npcSecrets(start.running));
    // The GM keeps the details on a card only the GMs receive.
    const detail = messages().find((m) => kindOf(m) === "contestDetail")!;
    expect(detail.data.whisper).toEqual(gmIds());
    expect(detail.rolls).toHaveLength(0);
    expect(detail.content).toContain("Endurance (Long-distance Running)");
    expect(detail.content).toContain("6d10kh4cs&gt;");
    // The request is marked answered.
    expect(start.request.system!.contestRequest!.answered).toBe(result.id);
  });

  it("nothing the player's client receives, from start to result, holds the NPC's numbers", async () => {
    const start = await playerStarts();
    await gmAnswers(start.request, { attribute: "endurance", [`speciality.${start.running}`]: true, reveal: false });
    const seen = receivedBy(PLAYER);
    // The player's own roll, their request, the result: not the GM's detail card.
    expect(seen.map((m) => kindOf(m))).toEqual(["contestSide", "contestRequest", "contestResult"]);
    for (const m of seen) expectNone(readable(m), npcSecrets(start.running));
  });

  it("a player's private roll keeps the result private: a GM roll's result goes to the GMs only", async () => {
    const start = await playerStarts("gmroll");
    await gmAnswers(start.request, { attribute: "endurance", [`speciality.${start.running}`]: true, reveal: false });
    const result = messages().find((m) => kindOf(m) === "contestResult")!;
    expect(result.data.whisper).toEqual(gmIds());
    expect(result.rolls).toHaveLength(0);
    for (const m of receivedBy(PLAYER)) expectNone(readable(m), npcSecrets(start.running));
  });

  it("the GM may reveal the NPC's side: the public result then names its attribute and speciality and carries its dice", async () => {
    const start = await playerStarts();
    await gmAnswers(start.request, { attribute: "endurance", [`speciality.${start.running}`]: true, reveal: true });
    const result = messages().find((m) => kindOf(m) === "contestResult")!;
    expect(result.content).toContain("Endurance (Long-distance Running)");
    expect(result.rolls.map((r) => r.formula)).toEqual(["6d10kh4cs>=7"]);
    expect(messages().some((m) => kindOf(m) === "contestDetail")).toBe(false);
  });

  it("a second click (a double click, or a second GM) rolls nothing more", async () => {
    const start = await playerStarts();
    await gmAnswers(start.request, { attribute: "endurance", reveal: false });
    const count = messages().length;
    // The opposition's dialog is the dice room's keep dialog (issue 14): it must not open.
    const prompt = vi.spyOn(KeepRollDialog, "prompt");
    expect(await runChatAction("rkRollOpposition", { message: start.request as never, dataset: {}, event: {} as never })).toBeNull();
    expect(prompt).not.toHaveBeenCalled();
    prompt.mockRestore();
    expect(messages()).toHaveLength(count);
    expect(harness.notifications.log.at(-1)?.message).toBe("The opposition of this contest has already been rolled.");
    // A second GM, connected too, sees the request answered on their own client.
    harness.actAs(GM2);
    expect(await runChatAction("rkRollOpposition", { message: start.request as never, dataset: {}, event: {} as never })).toBeNull();
    expect(messages()).toHaveLength(count);
  });

  it("a request whose player roll is gone, or names another roll, is refused", async () => {
    const start = await playerStarts();
    start.request.system!.contestRequest!.side = "nope";
    harness.actAs(GM);
    expect(await runChatAction("rkRollOpposition", { message: start.request as never, dataset: {}, event: {} as never })).toBeNull();
    expect(harness.notifications.log.at(-1)?.message).toBe("This contest can no longer be answered: its roll or one of its characters is gone.");
  });

  it("against another player's character, its owner gets the request too and may roll it; the GM's later click rolls nothing", async () => {
    const second = PLAYER2;
    const { ash, birch, running } = await race();
    await birch.update({ ownership: { default: 0, [second.id]: 3 } } as never);
    harness.actAs(PLAYER);
    target(birch);
    respondToRollDialog(() => ({ attribute: "endurance", difficulty: "7", rollMode: "publicroll" }));
    harness.queueFaces([9, 7, 2]);
    const out = await rkRollContest(ash, { attribute: "endurance" });
    const request = (out && "request" in out ? out.request : null) as unknown as Message;
    expect(request.data.whisper).toEqual([...gmIds(), second.id]);
    harness.actAs(second);
    respondToRollDialog(() => ({ attribute: "endurance", [`speciality.${running}`]: true, reveal: false }));
    harness.queueFaces([10, 8, 3, 7, 1, 2]);
    expect(await runChatAction("rkRollOpposition", { message: request as never, dataset: {}, event: {} as never })).toMatchObject({
      result: { winner: "second", margin: 1 },
    });
    const detail = messages().at(-1)!;
    expect(detail.data.whisper).toEqual([...gmIds(), second.id]);
    harness.actAs(GM);
    expect(await runChatAction("rkRollOpposition", { message: request as never, dataset: {}, event: {} as never })).toBeNull();
    expect(harness.notifications.log.at(-1)?.message).toBe("The opposition of this contest has already been rolled.");
  });

  it("a request forged by a player who does not own the acting character is refused, even pointing at a real roll", async () => {
    const start = await playerStarts();
    harness.actAs(PLAYER2);
    // The request's card data is its rkCard system since the card data models: the forgery copies that.
    const forged = (await ChatMessage.create({
      content: start.request.content,
      whisper: gmIds(),
      type: "rkCard",
      system: structuredClone({ contestRequest: start.request.system!.contestRequest }),
    } as never)) as unknown as Message;
    harness.actAs(GM);
    // The opposition's dialog is the dice room's keep dialog (issue 14): it must not open.
    const prompt = vi.spyOn(KeepRollDialog, "prompt");
    expect(await runChatAction("rkRollOpposition", { message: forged as never, dataset: {}, event: {} as never })).toBeNull();
    expect(prompt).not.toHaveBeenCalled();
    prompt.mockRestore();
    expect(harness.notifications.log.at(-1)?.message).toBe("This contest can no longer be answered: its roll or one of its characters is gone.");
  });

  it("the GM, who owns both sides, sets each side in its own roll dialog and gets the result at once, both sides shown", async () => {
    const { ash, birch, running } = await race();
    target(birch);
    let dialog = "";
    // Issue 14: each side through the pipeline, in the dice room's keep dialog (it was one dialog of Roll & Keep's own
    // for both sides and one opposed card). What stays: the GM sets the NPC's side (its speciality offered), both pools
    // roll, no request is whispered and no detail card is needed: the side's roll and the result (with Birch's dice).
    respondToRollDialog(() => {
      respondToRollDialog((second) => {
        dialog = second.content;
        return { attribute: "endurance", [`speciality.${running}`]: true, reveal: true };
      });
      return { attribute: "endurance", difficulty: "7", rollMode: "publicroll" };
    });
    harness.queueFaces([9, 7, 2, 10, 8, 3, 7, 1, 2]);
    const out = await rkRollContest(ash, { attribute: "endurance" });
    expect(dialog).toContain("Long-distance Running");
    expect(out && "rolls" in out ? out.rolls.map((r) => r.formula) : null).toEqual(["3d10kh2cs>=7", "6d10kh4cs>=7"]);
    expect(messages().map(kindOf)).toEqual(["contestSide", "contestResult"]);
    expect(
      messages()
        .at(-1)!
        .rolls.map((r) => r.formula),
    ).toEqual(["6d10kh4cs>=7"]);
  });
});

describe("names typed by users are escaped on every card and dialog of a contest", () => {
  it("an actor named with markup shows as text in the player's dialog, the request, the GM's dialog, the result and the detail", async () => {
    const start = await playerStarts();
    harness.actAs(GM);
    await start.ash.update({ name: '<img src=x onerror="alert(1)">' } as never);
    await start.birch.update({ name: "<b>Birch</b>" } as never);
    // A fresh contest with the new names.
    harness.actAs(PLAYER);
    let playerDialog = "";
    respondToRollDialog((config) => {
      playerDialog = String(config.content);
      return { attribute: "endurance", difficulty: "7", rollMode: "publicroll" };
    });
    harness.queueFaces([9, 7, 2]);
    const out = await rkRollContest(start.ash, { attribute: "endurance" });
    const request = out && "request" in out ? (out.request as unknown as Message) : null;
    const { dialog } = await gmAnswers(request!, { attribute: "endurance", reveal: false });
    for (const html of [playerDialog, dialog, ...messages().map((m) => m.content)]) {
      expect(html).not.toContain("<img");
      expect(html).not.toContain("<b>");
    }
    expect(messages().at(-2)!.content).toContain("&lt;b&gt;Birch&lt;/b&gt; wins by 1");
  });
});

describe("a player's indirectly opposed action against the GM's guard (issue 12, finding 4)", () => {
  async function sneak(answer: (guard: Actor.Implementation) => Record<string, unknown>) {
    const thief = await makeRkActor("Thief", { attributes: { finesse: 5 }, mana: { permanent: { white: 2 } } });
    await thief.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    const guard = await makeRkActor(
      "Guard",
      { attributes: { strength: 6, finesse: 7, endurance: 8, cunning: 9, intelligence: 6, acuity: 4, charisma: 7 } },
      [packSpeciality("acute-hearing"), packSpeciality("stealth")],
      "rkNpc",
    );
    harness.actAs(PLAYER);
    target(guard);
    let dialog = "";
    // The action is asked in the dice room's keep dialog (the one pipeline), answered with the form's values.
    respondToRollDialog((config) => {
      dialog = String(config.content);
      return answer(guard);
    });
    harness.queueFaces([5, 4, 3, 2, 1]);
    await rkRollAction(thief, { attribute: "finesse" });
    const secrets = [
      "Acute Hearing",
      "Stealth",
      specialityId(guard, "Acute Hearing"),
      specialityId(guard, "Stealth"),
      /(Strength|Intelligence) 6|(Finesse|Charisma) 7|Endurance 8|Cunning 9|Acuity 4/,
      'name="passive.',
    ];
    return { dialog, secrets };
  }

  it("the dialog names the guard's attributes without ratings and lists none of its specialities", async () => {
    const { dialog, secrets } = await sneak(() => ({ attribute: "finesse", difficulty: "passive", passiveAttribute: "acuity" }));
    expect(dialog).toContain("Guard");
    expect(dialog).toContain("Acuity");
    expectNone(dialog, secrets);
  });

  it("the guard's related specialities count whatever boxes come back: Acuity 4 + Acute Hearing make 5", async () => {
    await sneak((guard) => ({
      attribute: "finesse",
      difficulty: "passive",
      passiveAttribute: "acuity",
      [`passive.${specialityId(guard, "Acute Hearing")}`]: false,
    }));
    expect(messages().at(-1)!.rolls[0]!.formula).toBe("5d10kh2cs>=5");
  });

  it("no message the player receives holds the guard's rating or specialities (the difficulty the dice need stays)", async () => {
    const { secrets } = await sneak(() => ({ attribute: "finesse", difficulty: "passive", passiveAttribute: "acuity", rollMode: "publicroll" }));
    const seen = receivedBy(PLAYER);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.content).toContain("Against Guard: Acuity");
    for (const m of seen) expectNone(readable(m), secrets);
  });
});
