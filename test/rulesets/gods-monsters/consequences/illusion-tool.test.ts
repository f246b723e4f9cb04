/**
 * Disbelieving an illusion (001 "Illusions") from a card: the GM asks the selected characters for a perception roll
 * with the illusion's penalty, or willpower with half of it (pure `gmDisbeliefModifier`), from the consequences
 * window; it goes out as a GM roll request, so each owning player rolls from the public card and a hidden penalty
 * stays on the GM's card (core/requests/send.ts).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { runChatAction } from "../../../../module/core/chat/chat-actions.js";
import { registerRollRequestAdapter } from "../../../../module/core/requests/adapter.js";
import { registerRollRequestHandlers } from "../../../../module/core/requests/answer.js";
import type { GmRequestFlags } from "../../../../module/core/requests/cards.js";
import { gmRunConsequenceTool } from "../../../../module/rulesets/gods-monsters/dialogs/consequences-app.js";
import { GM_ROLL_REQUESTS, gmRequestTarget } from "../../../../module/rulesets/gods-monsters/rolls/roll-request.js";
import { gmDisbeliefModifier } from "../../../../module/rules.js";
import { GM, harness, PLAYER } from "../../../harness/foundry.js";
import { setupGm, toromeen } from "../actors/setup.js";

beforeEach(() => {
  setupGm();
  registerRollRequestHandlers();
  registerRollRequestAdapter(GM_ROLL_REQUESTS);
});

const gmRows = (card: ChatMessage.Implementation) => (card.flags as { anthology: { requestGm: GmRequestFlags } }).anthology.requestGm;

async function hero() {
  harness.actAs(GM);
  const t = await toromeen();
  await t.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  return t;
}

describe("disbelieving an illusion, asked by the GM and rolled by the owning player from the card", () => {
  it("willpower halves a hidden penalty of 5 (−2); the player's card does not hold it; the GM's card settles the die", async () => {
    const t = await hero();
    const modifier = gmDisbeliefModifier("willpower", 5);
    expect(modifier).toBe(-2);
    const sent = (await gmRunConsequenceTool("illusion", { method: "willpower", penalty: "5", bonus: "0", shared: false, hidden: true }, [t])) as {
      message: ChatMessage.Implementation;
      gmMessage: ChatMessage.Implementation;
    };
    const flags = gmRows(sent.gmMessage);
    expect(flags).toMatchObject({ check: "reaction.willpower", difficulty: -2, hidden: true });
    const target = gmRequestTarget(t, "reaction.willpower", -2)!;
    expect(target).toBe(t.system.numbers.reactions.willpower - 2);
    expect(JSON.stringify(sent.message.flags)).not.toContain("-2");
    harness.actAs(PLAYER);
    harness.queueFaces([target]);
    await runChatAction("rollRequested", {
      message: sent.message,
      dataset: { anthologyAction: "rollRequested", actorUuid: t.uuid } as DOMStringMap,
      event: new Event("click"),
    });
    expect(gmRows(sent.gmMessage).rows[0]).toMatchObject({ total: target, success: true });
  });

  it("perception: the full penalty, the obvious illusion's bonus and +2 after someone was right by willpower, shown", async () => {
    const t = await hero();
    const sent = (await gmRunConsequenceTool("illusion", { method: "perception", penalty: "4", bonus: "1", shared: true, hidden: false }, [t])) as {
      message: ChatMessage.Implementation;
      gmMessage: ChatMessage.Implementation;
    };
    expect(gmDisbeliefModifier("perception", 4, { bonus: 1, shared: true })).toBe(-1);
    expect(gmRows(sent.gmMessage)).toMatchObject({ check: "reaction.perception", difficulty: -1, hidden: false });
  });

  it("a player cannot ask for it (roll requests are the GM's), nor with nobody selected", async () => {
    const t = await hero();
    harness.actAs(PLAYER);
    expect(await gmRunConsequenceTool("illusion", { method: "perception", penalty: "2" }, [t])).toBeNull();
    expect(harness.messages()).toEqual([]);
    harness.actAs(GM);
    expect(await gmRunConsequenceTool("illusion", { method: "perception", penalty: "2" }, [])).toBeNull();
  });
});
