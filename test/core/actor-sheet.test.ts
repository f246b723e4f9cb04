import { describe, expect, it } from "vitest";
import { AnthologyActorSheet, type RollRequest } from "../../module/core/sheets/actor-sheet.js";
import { GM, PLAYER, harness } from "../harness/foundry.js";

class RecordingSheet extends AnthologyActorSheet {
  static override PARTS = {};
  rolls: RollRequest[] = [];
  protected override async onRoll(request: RollRequest): Promise<unknown> {
    this.rolls.push(request);
    return null;
  }
}

async function sheetFor(ownership: Record<string, number>) {
  const actor = await Actor.create({ name: "Bo'Mack", type: "base", ownership } as never);
  return new RecordingSheet({ document: actor }) as RecordingSheet & { runAction(n: string, d?: Record<string, string>, e?: object): Promise<unknown> };
}

describe("the base actor sheet", () => {
  it("rolls for the owner and the GM, passing shift-click as skipDialog", async () => {
    const sheet = await sheetFor({ default: 0, [PLAYER.id]: 3 });
    harness.actAs(PLAYER);
    await sheet.runAction("roll", { roll: "ability", key: "strength" }, { shiftKey: true });
    harness.actAs(GM);
    await sheet.runAction("roll", { roll: "ability", key: "agility" });
    expect(sheet.rolls.map((r) => [r.dataset.key, r.skipDialog])).toEqual([
      ["strength", true],
      ["agility", false],
    ]);
  });

  it("refuses an observer's roll and item changes with a message", async () => {
    const sheet = await sheetFor({ default: 2 });
    harness.actAs(PLAYER);
    await sheet.runAction("roll", { roll: "ability", key: "strength" });
    await sheet.runAction("createItem", { type: "gmWeapon" });
    expect(sheet.rolls).toEqual([]);
    expect((sheet.document as unknown as Actor.Implementation).items.size).toBe(0);
    expect(harness.notifications.log.map((n) => n.message)).toEqual([
      "Only the GM or the owner of Bo'Mack can do that.",
      "Only the GM or the owner of Bo'Mack can do that.",
    ]);
  });
});
