/**
 * Roll & Keep read at a glance at the table: the sheet's opposed-action button follows the user's targets, the
 * contest dialog says what its chance is, a contest card is coloured from the acting side's point of view, and an
 * extended action's rounds and end read as totals.
 */
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { GM, harness, PLAYER } from "../../harness/foundry.js";
import { RkActorSheet } from "../../../module/rulesets/roll-keep/sheets/actor-sheet.js";
import { installRk, makeRkActor } from "./skin-setup.js";

beforeEach(() => installRk());

type Sheet = { parts: Record<string, string>; element: HTMLElement | null; rendered: boolean; render(o?: object): Promise<unknown>; close(): Promise<unknown> };

async function openSheet(actor: Actor.Implementation): Promise<Sheet & { renders: number }> {
  const sheet = new (RkActorSheet as unknown as new (o: object) => Sheet & { renders: number })({ document: actor });
  sheet.renders = 0;
  const render = sheet.render.bind(sheet);
  sheet.render = (o?: object) => {
    sheet.renders += 1;
    return render(o);
  };
  await sheet.render({ force: true });
  return sheet;
}

/** A token of this actor as `game.user.targets` holds it (a Token placeable: the sheet reads its `actor`). */
function tokenOf(actor: Actor.Implementation) {
  return { actor, id: `token-${actor.id}` };
}

/**
 * `user` targets `token` as v13 does: `Token#setTarget` adds it to `user.targets` (UserTargets#add fires the hook on
 * that client), and every other client hears of it through the user's broadcast activity (User#_onUpdateTokenTargets
 * adds it there and fires the hook again, with the same user).
 */
async function targetAs(user: typeof PLAYER, token: { actor: Actor.Implementation } | null) {
  user.targets.clear();
  if (token) user.targets.add(token);
  await harness.callOnEveryClient("targetToken", user, token, Boolean(token));
}

const opposedButton = (sheet: Sheet) => sheet.element!.querySelector<HTMLButtonElement>('[data-action="contest"]')!;

describe("the opposed-action button follows the targets while the sheet is open", () => {
  it("the owning player targets the GM's guard after opening their sheet: the sheet names it and the button is enabled", async () => {
    const ash = await makeRkActor("Ash", { attributes: { endurance: 3 } });
    await ash.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    const guard = await makeRkActor("Gate guard", {}, [], "rkNpc");
    harness.actAs(PLAYER);
    const sheet = await openSheet(ash);
    expect(sheet.parts.actions).toContain("Target a Roll &amp; Keep token to act against it.");
    expect(opposedButton(sheet).disabled).toBe(true);
    await targetAs(PLAYER, tokenOf(guard));
    expect(sheet.parts.actions).toContain("Target: Gate guard");
    expect(opposedButton(sheet).disabled).toBe(false);
    // Letting the target go disables it again.
    await targetAs(PLAYER, null);
    expect(sheet.parts.actions).toContain("Target a Roll &amp; Keep token to act against it.");
    expect(opposedButton(sheet).disabled).toBe(true);
  });

  it("the GM's sheet follows the GM's targets, not a player's: a player's targeting reaches the GM's client and renders nothing", async () => {
    const ash = await makeRkActor("Ash", { attributes: { endurance: 3 } });
    await ash.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    const guard = await makeRkActor("Gate guard", {}, [], "rkNpc");
    harness.actAs(GM);
    const sheet = await openSheet(guard);
    await targetAs(GM, tokenOf(ash));
    expect(sheet.parts.actions).toContain("Target: Ash");
    expect(opposedButton(sheet).disabled).toBe(false);
    const renders = sheet.renders;
    // The player's targeting as the GM's client hears it (User#_onUpdateTokenTargets): the hook names the player.
    PLAYER.targets.add(tokenOf(guard));
    await harness.onClientOf(GM, async () => {
      Hooks.callAll("targetToken", PLAYER as never, tokenOf(guard) as never, true);
      await (Hooks as unknown as { settle(): Promise<void> }).settle();
    });
    expect(sheet.renders).toBe(renders);
    expect(sheet.parts.actions).toContain("Target: Ash");
  });

  it("a closed sheet stops listening", async () => {
    const ash = await makeRkActor("Ash", { attributes: { endurance: 3 } });
    const guard = await makeRkActor("Gate guard", {}, [], "rkNpc");
    harness.actAs(GM);
    const listeners = () => ((Hooks as unknown as { events: Map<string, unknown[]> }).events.get("targetToken") ?? []).length;
    const before = listeners();
    const sheet = await openSheet(ash);
    await sheet.render();
    expect(listeners()).toBe(before + 1); // one handler per open sheet, however often it renders
    await sheet.close();
    expect(listeners()).toBe(before);
    const renders = sheet.renders;
    await targetAs(GM, tokenOf(guard));
    expect(sheet.renders).toBe(renders);
    expect(sheet.rendered).toBe(false);
  });

  it("a disabled button looks disabled: the R&K stylesheet fades it and shows it cannot be pressed", () => {
    // happy-dom computes no style; the rule is read from the stylesheet (the gallery's screenshot shows it).
    const css = readFileSync("styles/roll-keep.css", "utf8");
    const rule = /\.anthology\.rk button:disabled\s*\{([^}]*)\}/.exec(css);
    expect(rule?.[1]).toMatch(/opacity:\s*0\.5/);
    expect(rule?.[1]).toMatch(/cursor:\s*not-allowed/);
  });
});
