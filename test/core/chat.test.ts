import { describe, expect, it } from "vitest";
import { mayActOn, registerChatAction, runChatAction } from "../../module/core/chat/chat-actions.js";
import { postChatCard } from "../../module/core/chat/post-card.js";
import { GM, PLAYER, harness } from "../harness/foundry.js";

describe("chat cards", () => {
  it("render user text escaped, carry flags, and follow the roll mode", async () => {
    const roll = await new Roll("1d20").evaluate();
    const message = await postChatCard({
      template: "test/core/fixtures/card.hbs",
      context: { name: "<script>alert(1)</script>", outcome: "Success" },
      rolls: [roll as never],
      rollMode: "gmroll",
      flags: { dc: 15 },
    });
    const data = (message as unknown as { data: Record<string, unknown> }).data;
    expect(String(data.content)).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // v13 ChatMessage.applyRollMode whispers a private/blind roll to every GM user (the cast has two GMs).
    expect(data.whisper).toEqual(["gm-user", "gm2-user"]);
    expect(data.sound).toBe(CONFIG.sounds.dice);
    expect(data.flags).toEqual({ anthology: { dc: 15 } });
  });
});

describe("chat-card actions", () => {
  async function actor(owner: string | null) {
    return (await Actor.create({
      name: "Bo'Mack",
      type: "base",
      ownership: owner ? { default: 0, [owner]: 3 } : { default: 0 },
    } as never)) as unknown as Actor.Implementation;
  }

  it("run for the GM and for the owner, and refuse a player acting on someone else's actor with a message", async () => {
    const target = await actor(null);
    // Created by the GM: in v13 a player may not create world actors (ACTOR_CREATE is an assistant's permission).
    const own = await actor(PLAYER.id);
    const ran: string[] = [];
    registerChatAction("testDamage", { actor: () => target, run: async () => ran.push(game.user!.name ?? "") });
    // A real card of the system (its flags), as Foundry hands the hook: a bare object is no message (issue 12 finding 2).
    const message = await ChatMessage.create({ content: "", flags: { anthology: {} } } as never);
    const context = { message: message as never, dataset: {}, event: new Event("click") };

    harness.actAs(GM);
    await runChatAction("testDamage", context);
    harness.actAs(PLAYER);
    await runChatAction("testDamage", context);
    expect(ran).toEqual(["Gamemaster"]);
    expect(harness.notifications.log).toEqual([{ type: "warn", message: "Only the GM or the owner of Bo'Mack can do that." }]);

    expect(mayActOn(own)).toBe(true);
    expect(mayActOn(target)).toBe(false);
  });
});
