/**
 * A hotbar drop reuses the user's own macro for the same thing instead of adding a copy each time (as dnd5e's
 * hotbar drops look for `game.macros` entries with the same name and command whose author is the user; v13
 * Macro#isAuthor). Covers the core item macro (module/core/macros.ts) and the R&K attribute macro.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onHotbarDrop } from "../../module/core/macros.js";
import { RK_ATTRIBUTE_DRAG, rkOnHotbarDrop } from "../../module/rulesets/roll-keep/macros.js";
import { GM, PLAYER, castOwnership, harness } from "../harness/foundry.js";
import { installEveryRuleset } from "./every-ruleset.js";

type Slot = [macro: { id: string; command: string }, slot: number];
const assigned: Slot[] = [];
const macros = () => (game.macros as unknown as { contents: { id: string; name: string; command: string; isAuthor: boolean }[] }).contents;

beforeEach(() => {
  installEveryRuleset();
  assigned.length = 0;
  // The harness has no hotbar: record what each user's client assigns (v13 User#assignHotbarMacro).
  for (const user of [GM, PLAYER])
    (user as unknown as { assignHotbarMacro: unknown }).assignHotbarMacro = async (m: Slot[0], s: number) => void assigned.push([m, s]);
});
afterEach(() => {
  for (const user of [GM, PLAYER]) delete (user as unknown as { assignHotbarMacro?: unknown }).assignHotbarMacro;
});

async function archer(): Promise<{ actor: Actor.Implementation; bow: Item.Implementation; axe: Item.Implementation }> {
  const actor = (await Actor.create({
    name: "Archer",
    type: "wardenCharacter",
    ownership: castOwnership(),
    items: [
      { name: "Bow", type: "wardenWeapon" },
      { name: "Axe", type: "wardenWeapon" },
    ],
  } as never)) as unknown as Actor.Implementation;
  const [bow, axe] = (actor.items as unknown as { contents: Item.Implementation[] }).contents;
  return { actor, bow: bow!, axe: axe! };
}

async function drop(
  handler: (bar: unknown, data: Record<string, unknown>, slot: number) => unknown,
  data: Record<string, unknown>,
  slot: number,
): Promise<Slot> {
  const before = assigned.length;
  expect(handler(null, data, slot)).toBe(false);
  await vi.waitFor(() => expect(assigned.length).toBe(before + 1));
  return assigned.at(-1)!;
}

describe("dropping an owned item on the hotbar", () => {
  it("twice: one macro in the directory, in both slots", async () => {
    const { bow } = await archer();
    const [first] = await drop(onHotbarDrop as never, { type: "Item", uuid: bow.uuid }, 1);
    const [second, slot] = await drop(onHotbarDrop as never, { type: "Item", uuid: bow.uuid }, 2);
    expect(slot).toBe(2);
    expect(second.id).toBe(first.id);
    expect(macros()).toHaveLength(1);
  });

  it("another item gets its own macro", async () => {
    const { bow, axe } = await archer();
    const [a] = await drop(onHotbarDrop as never, { type: "Item", uuid: bow.uuid }, 1);
    const [b] = await drop(onHotbarDrop as never, { type: "Item", uuid: axe.uuid }, 2);
    expect(b.id).not.toBe(a.id);
    expect(macros().map((m) => m.name)).toEqual(["Bow", "Axe"]);
  });

  it("the owning player does not take over the GM's macro: each user reuses only their own", async () => {
    const { bow } = await archer();
    const [gm] = await drop(onHotbarDrop as never, { type: "Item", uuid: bow.uuid }, 1);
    harness.actAs(PLAYER);
    const [mine] = await drop(onHotbarDrop as never, { type: "Item", uuid: bow.uuid }, 1);
    const [again] = await drop(onHotbarDrop as never, { type: "Item", uuid: bow.uuid }, 5);
    expect(mine.id).not.toBe(gm.id);
    expect(again.id).toBe(mine.id);
    expect(macros()).toHaveLength(2);
  });
});

describe("dropping an R&K attribute on the hotbar", () => {
  it("twice: one macro", async () => {
    const mage = (await Actor.create({ name: "Mage", type: "rkCharacter" } as never)) as unknown as Actor.Implementation;
    const data = { type: RK_ATTRIBUTE_DRAG, uuid: mage.uuid, attribute: "cunning" };
    const [first] = await drop(rkOnHotbarDrop as never, data, 1);
    const [second] = await drop(rkOnHotbarDrop as never, data, 2);
    expect(second.id).toBe(first.id);
    expect(macros()).toHaveLength(1);
  });
});
