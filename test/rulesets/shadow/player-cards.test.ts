// Issue 11 #5: cards whose buttons are the players' took the posting GM's roll mode; under "Private GM Roll" v13's
// ChatMessage.applyRollMode whispers them to the GMs, and a player's client never shows them (a whisper reaches only
// its recipients and author, a whispered roll shows others only "rolled privately"). They are posted publicly now.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { shadowAttack } from "../../../module/rulesets/shadow/rolls/attack.js";
import { shadowDeathTestReminder } from "../../../module/rulesets/shadow/rolls/death-test.js";
import { PLAYER2, harness } from "../../harness/foundry.js";
import { GM, PLAYER, attrs, firstItem, lastMessage, installShadow, makeActor, shield, spear, target } from "./skin-helpers.js";

vi.mock("../../../module/dice/index.js", async () => {
  const odds = await import("../../../module/dice/rules/index.js");
  const fake = await import("./fake-roll-under.js");
  return { ...odds, rollUnder: fake.fakeRollUnder };
});

/** The player's client holds the card and shows its content, with the button. */
function playerSeesButton(message: { id: string | null }, action: string): void {
  for (const user of [PLAYER, PLAYER2]) {
    const shown = harness.readableMessages(user).find((m) => m.id === message.id);
    expect(shown?.content ?? "(not shown to this client)", `${user.name} sees ${action}`).toContain(`data-anthology-action="${action}"`);
  }
}

beforeEach(async () => {
  installShadow();
  await game.settings!.set("core", "rollMode", "gmroll");
});

async function ambush() {
  const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ quick: 13, strong: 12 }) }, [shield], { default: 0, [PLAYER.id]: 3 });
  const ogre = await makeActor("shadowMonster", "Ogre", { attributes: attrs({ accurate: 13 }) }, [{ ...spear }]);
  target(GM, pc);
  return { pc, ogre };
}

describe("Shadow cards for players reach them under the GM's Private GM Roll", () => {
  it("the defend card", async () => {
    const { ogre } = await ambush();
    expect(await shadowAttack(firstItem(ogre), { skipDialog: true })).toBe("awaitingDefense");
    playerSeesButton(lastMessage() as never, "shadowDefend");
  });

  it("the damage-applied card with the pain choice", async () => {
    const { pc, ogre } = await ambush();
    await (pc as unknown as { toggleStatusEffect(id: string): Promise<unknown> }).toggleStatusEffect("unaware");
    harness.queueFaces([5, 2]);
    await shadowAttack(firstItem(ogre), { skipDialog: true });
    await runChatAction("shadowApplyDamage", { message: lastMessage() as never, dataset: {}, event: { shiftKey: true } as never });
    playerSeesButton(lastMessage() as never, "shadowPainChoice");
  });

  it("the death-test reminder", async () => {
    const pc = await makeActor("shadowCharacter", "Ylva", { toughness: { value: 0 } }, [], { default: 0, [PLAYER.id]: 3 });
    const reminder = await shadowDeathTestReminder(pc);
    playerSeesButton(reminder as never, "shadowDeathTest");
  });
});
