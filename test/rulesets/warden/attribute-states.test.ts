/** Attribute loss (003): DEX 0 paralyzed, WIL 0 delirious as token statuses, after damage, changes and edits (audit gap 4). */
import { beforeEach, describe, expect, it } from "vitest";
import { GM, GM2, PLAYER, harness } from "../../harness/foundry.js";
import { applyWardenChanges } from "../../../module/rulesets/warden/flows/apply-changes.js";
import { registerWardenStateHooks, wardenOnUpdateActor } from "../../../module/rulesets/warden/flows/states.js";
import { wardenDamageActor } from "../../../module/rulesets/warden/rolls/damage.js";
import { installWarden, makeActor } from "./skin-setup.js";

beforeEach(() => installWarden());

const pc = () =>
  makeActor("wardenCharacter", "Ael'Onor", { hp: { value: 6, max: 6 }, str: { value: 10, max: 10 }, dex: { value: 8, max: 8 }, wil: { value: 8, max: 8 } });

describe("attribute-zero statuses", () => {
  it("a change that takes DEX to 0 adds paralyzed; WIL to 0 adds delirious; restoring removes them", async () => {
    const actor = await pc();
    await applyWardenChanges(actor, { attributes: { dex: { value: 0 } } });
    expect(actor.statuses.has("paralyzed")).toBe(true);
    expect(actor.statuses.has("delirious")).toBe(false);
    await applyWardenChanges(actor, { attributes: { wil: { value: 0 } } });
    expect(actor.statuses.has("delirious")).toBe(true);
    await applyWardenChanges(actor, { attributes: { dex: { value: 5 }, wil: { value: 5 } } });
    expect(actor.statuses.has("paralyzed")).toBe(false);
    expect(actor.statuses.has("delirious")).toBe(false);
  });

  it("damage syncs the statuses too (DEX already at 0 from an edit)", async () => {
    const actor = await pc();
    await actor.update({ "system.dex.value": 0 } as never);
    await wardenDamageActor(actor, 1);
    expect(actor.statuses.has("paralyzed")).toBe(true);
    expect([...actor.effects].filter((e) => e.statuses.has("paralyzed"))).toHaveLength(1);
  });

  it("the updateActor hook syncs a sheet edit, only for the user who made it", async () => {
    const actor = await pc();
    await actor.update({ "system.wil.value": 0 } as never);
    await wardenOnUpdateActor(actor, { system: { wil: { value: 0 } } }, {}, PLAYER.id);
    expect(actor.statuses.has("delirious")).toBe(false);
    await wardenOnUpdateActor(actor, { system: { wil: { value: 0 } } }, {}, game.user!.id!);
    expect(actor.statuses.has("delirious")).toBe(true);
  });

  it("concurrent syncs never add a status twice", async () => {
    const actor = await pc();
    await actor.update({ "system.dex.value": 0 } as never);
    const change = { system: { dex: { value: 0 } } };
    await Promise.all([wardenOnUpdateActor(actor, change, {}, game.user!.id!), wardenOnUpdateActor(actor, change, {}, game.user!.id!)]);
    expect([...actor.effects].filter((e) => e.statuses.has("paralyzed"))).toHaveLength(1);
  });

  describe("through Foundry's own updateActor hook (fired on every connected client, awaited by none)", () => {
    // Registered once for the file, as the ruleset's init registers it once per session.
    let hooked = false;
    function hookOnce(): void {
      if (!hooked) registerWardenStateHooks();
      hooked = true;
    }
    const effectsWith = (actor: Actor.Implementation, status: string) => [...actor.effects].filter((e) => e.statuses.has(status));

    it("a player's sheet edit of their own character: their client adds the status once, with two GMs connected", async () => {
      hookOnce();
      harness.connect(GM2);
      const actor = await pc();
      await actor.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
      harness.actAs(PLAYER);
      await actor.update({ "system.wil.value": 0 } as never);
      await harness.settle();
      expect(actor.statuses.has("delirious")).toBe(true);
      expect(effectsWith(actor, "delirious")).toHaveLength(1);
      // Restored by the GM: the GM's client removes it.
      harness.actAs(GM);
      await actor.update({ "system.wil.value": 4 } as never);
      await harness.settle();
      expect(effectsWith(actor, "delirious")).toHaveLength(0);
    });

    it("a flow that syncs itself and the hook it fires never add a status twice", async () => {
      hookOnce();
      const actor = await pc();
      await applyWardenChanges(actor, { attributes: { dex: { value: 0 } } });
      await harness.settle();
      expect(effectsWith(actor, "paralyzed")).toHaveLength(1);
      await wardenDamageActor(actor, 1);
      await harness.settle();
      expect(effectsWith(actor, "paralyzed")).toHaveLength(1);
    });
  });
});
