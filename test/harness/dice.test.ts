/**
 * Self-test of the harness's rolls against v13 client/dice/roll.mjs, client/dice/terms/dice.mjs and
 * client/documents/chat-message.mjs (README row `dice.ts`): counting modifiers, a message's rolls rebuilt from JSON
 * on every client, and `toMessage` applying the roll mode.
 */
import { describe, expect, it } from "vitest";
import { GM, GM2, PLAYER, PLAYER2, harness } from "./foundry.js";
import { rollFailures } from "./documents.js";

type Message = { rolls: { total: number; constructor: unknown; dice: { results: { result: number }[] }[] }[]; whisper: string[]; blind: boolean };

describe("harness dice follow v13", () => {
  it("cf counts each failing die as +1, cs each success; the flags mark them (DiceTerm._applyCount)", async () => {
    harness.queueFaces([1, 2, 6, 1]);
    const failures = await new Roll("4d6cf<=2").evaluate();
    expect(failures.total).toBe(3);
    expect(failures.dice[0]!.results.map((r) => (r as { failure?: boolean }).failure)).toEqual([true, true, false, true]);
    harness.queueFaces([1, 2, 6, 1]);
    expect((await new Roll("4d6cs>=6").evaluate()).total).toBe(1);
  });

  it("every client, the poster's included, holds rolls rebuilt from the message's JSON, with their class, faces and total", async () => {
    class MarkedRoll extends Roll {}
    (CONFIG.Dice.rolls as unknown[]).push(MarkedRoll);
    harness.actAs(PLAYER);
    harness.queueFaces([5, 3]);
    const roll = await new MarkedRoll("2d6 + 1").evaluate();
    const message = (await roll.toMessage({})) as unknown as Message;
    expect(message.rolls[0]).not.toBe(roll);
    for (const user of [GM, PLAYER, PLAYER2]) {
      const held = harness.clientMessages(user)[0] as unknown as Message;
      expect(held.rolls[0]).toBeInstanceOf(MarkedRoll);
      expect(held.rolls[0]!.total).toBe(9);
      expect(held.rolls[0]!.dice[0]!.results.map((r) => r.result)).toEqual([5, 3]);
    }
  });

  it("an evaluated roll rebuilt keeps its stored total; an unregistered Roll class cannot be rebuilt", async () => {
    const data = { ...(await new Roll("1d6").evaluate()).toJSON(), total: 42 };
    expect(Roll.fromData(data as never).total).toBe(42);
    class Stranger extends Roll {}
    const stranger = await new Stranger("1d4").evaluate();
    expect(() => Roll.fromData(stranger.toJSON() as never)).toThrow("Unable to recreate Stranger instance from provided data");
    // The message keeps the JSON but its clients hold no roll for it (v13 ChatMessage#prepareDerivedData).
    rollFailures.length = 0;
    const message = (await ChatMessage.create({ content: "x", rolls: [stranger] } as never)) as unknown as Message;
    expect(message.rolls).toEqual([]);
    expect(rollFailures).toHaveLength(1);
    // An unevaluated roll fails the message's construction (BaseChatMessage `rolls` validation), which v13
    // ClientDatabaseBackend #preCreateDocumentArray catches and notifies: nothing is posted, create resolves undefined.
    const before = harness.messages().length;
    await expect(ChatMessage.create({ content: "x", rolls: [new Roll("1d4")] } as never)).resolves.toBeUndefined();
    expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/must be evaluated/) });
    expect(harness.messages().length).toBe(before);
  });

  it("toMessage applies the roll mode it is given, else the user's core.rollMode", async () => {
    harness.connect(GM2);
    harness.actAs(PLAYER);
    const blind = (await (await new Roll("1d6").evaluate()).toMessage({}, { rollMode: "blindroll" })) as unknown as Message;
    expect([blind.whisper.sort(), blind.blind]).toEqual([[GM.id, GM2.id].sort(), true]);
    await game.settings!.set("core", "rollMode", "selfroll");
    const self = (await new Roll("1d6").toMessage({})) as unknown as Message;
    expect([self.whisper, self.blind]).toEqual([[PLAYER.id], false]);
    const publicRoll = (await new Roll("1d6").toMessage({}, { rollMode: "publicroll" })) as unknown as Message;
    expect(publicRoll.whisper).toEqual([]);
  });
});
