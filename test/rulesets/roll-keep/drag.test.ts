/**
 * Dragging an attribute from the sheet to the hotbar (issue 7: drag and drop, hotbar macros): the sheet's
 * `_onDragStart` puts the attribute's payload on the drag, the hotbar hook turns it into a script macro, and
 * the macro's command rolls that attribute for that actor (guarded like any other roll).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GM, harness, PLAYER } from "../../harness/foundry.js";
import { RK_ATTRIBUTE_DRAG, rkOnHotbarDrop } from "../../../module/rulesets/roll-keep/macros.js";
import { RkActorSheet } from "../../../module/rulesets/roll-keep/sheets/actor-sheet.js";
import { installRk, textCharacter } from "./skin-setup.js";

type DragSheet = { _onDragStart(event: unknown): void; render(o?: object): Promise<unknown>; parts: Record<string, string> };

/** A drag starting on an element with this dataset; records what the sheet puts on the drag. */
function dragFrom(dataset: Record<string, string>) {
  const data = new Map<string, string>();
  // v13 ActorSheetV2#_onDragStart reads both event.currentTarget (the draggable row) and event.target (what was grabbed).
  const element = { dataset };
  return { data, event: { currentTarget: element, target: element, dataTransfer: { setData: (type: string, value: string) => void data.set(type, value) } } };
}

const assign = vi.fn();
beforeEach(() => {
  installRk();
  assign.mockReset();
  for (const user of [GM, PLAYER]) (user as unknown as { assignHotbarMacro: unknown }).assignHotbarMacro = assign; // harness gap: no hotbar
});
afterEach(() => {
  for (const user of [GM, PLAYER]) delete (user as unknown as { assignHotbarMacro?: unknown }).assignHotbarMacro;
});

describe("dragging an attribute", () => {
  it("the sheet marks each attribute draggable and puts { type, uuid, attribute } on the drag", async () => {
    const mage = await textCharacter();
    const sheet = new RkActorSheet({ document: mage }) as unknown as DragSheet;
    await sheet.render({ force: true });
    expect(sheet.parts.attributes).toMatch(/data-rk-attribute="cunning" draggable="true"/);
    const { data, event } = dragFrom({ rkAttribute: "cunning" });
    sheet._onDragStart(event);
    expect(JSON.parse(data.get("text/plain")!)).toEqual({ type: RK_ATTRIBUTE_DRAG, uuid: mage.uuid, attribute: "cunning" });
  });

  it("an element that is not an attribute (or names no attribute of the seven) is left to Foundry's drag", async () => {
    const mage = await textCharacter();
    const sheet = new RkActorSheet({ document: mage }) as unknown as DragSheet;
    const datasets: Record<string, string>[] = [{ itemId: "x" }, { rkAttribute: "luck" }, { rkAttribute: "<script>" }];
    for (const dataset of datasets) {
      const { data, event } = dragFrom(dataset);
      sheet._onDragStart(event);
      expect(data.size).toBe(0);
    }
  });

  it("dropped on the hotbar it becomes a macro whose command rolls that attribute for that actor", async () => {
    const mage = await textCharacter();
    const { data, event } = dragFrom({ rkAttribute: "intelligence" });
    (new RkActorSheet({ document: mage }) as unknown as DragSheet)._onDragStart(event);
    expect(rkOnHotbarDrop(null, JSON.parse(data.get("text/plain")!), 4)).toBe(false);
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    const macro = assign.mock.calls[0]![0] as { name: string; command: string };
    expect(assign.mock.calls[0]![1]).toBe(4);
    expect(macro.name).toContain("Intelligence");
    // Run the macro's command as Foundry would (with the click event): shift-click rolls at once.
    const run = new Function("fromUuid", "event", `return (async () => { ${macro.command} })();`) as (f: unknown, e: unknown) => Promise<unknown>;
    harness.queueFaces([9, 6, 2]);
    await run(fromUuid, { shiftKey: true });
    expect((harness.messages().at(-1) as unknown as { rolls: { formula: string }[] }).rolls[0]!.formula).toBe("3d10kh2cs>=6");
    // The same macro in the hands of a player who does not own the actor is refused.
    harness.actAs(PLAYER);
    await run(fromUuid, { shiftKey: true });
    expect(harness.messages()).toHaveLength(1);
    expect(harness.notifications.log.at(-1)?.message).toBe("Only the GM or the owner of The mage can do that.");
  });
});
