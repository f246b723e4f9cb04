/** The Warden asks for a save with a hidden DC (audit gap 7): players never receive the DC, the GM gets the outcome. */
import { beforeEach, describe, expect, it } from "vitest";
import { GM, GM2, PLAYER, harness } from "../../harness/foundry.js";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { registerWardenChatActions } from "../../../module/rulesets/warden/chat/actions.js";
import { registerWardenSaveRequestHooks, wardenRequestSave, wardenSettleSecretSave } from "../../../module/rulesets/warden/rolls/save-request.js";
import { installWarden, makeActor } from "./skin-setup.js";
import { everythingHeld } from "../../core/everything-held.js";

/** The boulder's DC as a number anywhere in a message (not inside an id or a decimal). */
const SECRET_DC = /(?<![\w.])24(?![\w.])/;

beforeEach(() => {
  installWarden();
  registerWardenChatActions();
});

async function aelOnor() {
  const actor = await makeActor("wardenCharacter", "Ael'Onor", { dex: { value: 11, max: 11 } });
  await actor.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  PLAYER.character = actor;
  return actor;
}

describe.each([13, 14] as const)("a requested save with a secret DC (the boulder: DC 24), Foundry %i", (generation) => {
  beforeEach(() => harness.useGeneration(generation));

  it("the request card and the player's roll carry no DC; the GM's whisper has it and the outcome", async () => {
    await aelOnor();
    const request = await wardenRequestSave({ attribute: "dex", dc: 24, secret: true });
    const card = request!.message!;
    expect(card.content).toContain("The DC is secret");
    expect(card.content).not.toContain("24");
    expect(JSON.stringify(card.flags)).not.toContain("24");
    expect(everythingHeld(card)).not.toMatch(SECRET_DC);
    expect((card as unknown as { data: { whisper?: string[] } }).data.whisper ?? []).toEqual([]);
    // v13 ChatMessage.applyRollMode whispers a private roll to every GM user (the cast has two GMs).
    expect((request!.gmMessage as unknown as { data: { whisper?: string[] } }).data.whisper).toEqual([GM.id, GM2.id]);
    expect(request!.gmMessage!.content).toContain("DC 24");

    // The player clicks: d20 1 + DEX 11 = TR 12 (the natural 1 of the example).
    harness.actAs(PLAYER);
    harness.queueFaces([1]);
    const out = (await runChatAction("wardenRollRequestedSave", { message: card, dataset: {}, event: { shiftKey: true } as never })) as {
      evaluation: { total: number };
      message: ChatMessage.Implementation;
    };
    expect(out.evaluation.total).toBe(12);
    expect(out.message.content).not.toContain("24");
    expect(JSON.stringify(out.message.flags)).not.toContain("24");
    expect(JSON.stringify(out.message.rolls)).not.toMatch(/"dc":\s*24/);
    // Everything the player's client holds (content, flags, system, rolls), not only what the chat log renders.
    for (const m of harness.clientMessages(PLAYER)) expect(everythingHeld(m)).not.toMatch(SECRET_DC);

    // The GM's client settles it into a GM-only whisper: TR 12 against DC 24 fails.
    harness.actAs(GM);
    expect(await wardenSettleSecretSave(out.message)).toBe(false);
    const settled = harness.messages().at(-1)!;
    // v13 ChatMessage.applyRollMode whispers a private roll to every GM user (the cast has two GMs).
    expect(settled.data.whisper).toEqual([GM.id, GM2.id]);
    expect(settled.content).toContain("TR 12 against DC 24");
    expect(settled.content).toContain("The save fails");
  });

  it("a disclosed DC is on the card and the dice room judges the roll (TR > DC)", async () => {
    await aelOnor();
    const request = await wardenRequestSave({ attribute: "dex", dc: 15, secret: false });
    expect(request!.message!.content).toContain("DC 15");
    expect(request!.gmMessage).toBeUndefined();
    harness.actAs(PLAYER);
    harness.queueFaces([5]);
    const out = (await runChatAction("wardenRollRequestedSave", { message: request!.message!, dataset: {}, event: { shiftKey: true } as never })) as {
      evaluation: { success: boolean | null };
    };
    expect(out.evaluation.success).toBe(true);
  });

  it("a player cannot request a save; a player without a character is told to pick one", async () => {
    harness.actAs(PLAYER);
    expect(await wardenRequestSave({ attribute: "dex", dc: 24, secret: true })).toBeNull();
    harness.actAs(GM);
    const request = await wardenRequestSave({ attribute: "wil", dc: 20, secret: true });
    harness.actAs(PLAYER);
    PLAYER.character = null;
    expect(await runChatAction("wardenRollRequestedSave", { message: request!.message!, dataset: {}, event: { shiftKey: true } as never })).toBeNull();
    expect(harness.notifications.log.at(-1)?.type).toBe("warn");
  });
});

describe("the GM's client settles a player's secret save through Foundry's createChatMessage hook", () => {
  // Registered once for the file, as the ruleset's init does once per session.
  let hooked = false;
  it("fired on every connected client: with two GMs connected, only the active GM settles it, once", async () => {
    if (!hooked) registerWardenSaveRequestHooks();
    hooked = true;
    harness.connect(GM2);
    await aelOnor();
    const request = await wardenRequestSave({ attribute: "dex", dc: 24, secret: true });
    harness.actAs(PLAYER);
    harness.queueFaces([1]);
    await runChatAction("wardenRollRequestedSave", { message: request!.message!, dataset: {}, event: { shiftKey: true } as never });
    await harness.settle();
    const settled = harness.messages().filter((m) => m.content.includes("TR 12 against DC 24"));
    expect(settled).toHaveLength(1);
    expect(settled[0]!.data.author).toBe(GM.id);
    expect(settled[0]!.content).toContain("The save fails");
    // Nothing of it reaches the player's client.
    expect(harness.clientMessages(PLAYER).filter((m) => m.content.includes("DC 24"))).toEqual([]);
  });
});
