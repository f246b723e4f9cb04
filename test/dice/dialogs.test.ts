import { describe, expect, it } from "vitest";
import {
  AdvantageRollDialog,
  KeepRollDialog,
  RollUnderDialog,
  formatChance,
  keepOdds,
  keepOddsAtLeast,
  rollUnderOdds,
  wardenOdds,
} from "../../module/dice/index.js";
import type { AdvantageSettings } from "../../module/dice/index.js";
import { GM, PLAYER, harness } from "../harness/foundry.js";

interface Rendered {
  parts: Record<string, string>;
  render(options?: Record<string, unknown>): Promise<unknown>;
  runAction(name: string, dataset?: Record<string, string>): Promise<unknown>;
}
const view = (d: unknown) => d as Rendered;

const advSettings = (s: Partial<AdvantageSettings> = {}): AdvantageSettings => ({
  modifier: 2,
  advantage: 0,
  objects: [],
  dc: 15,
  hidden: false,
  role: "initiator",
  opposed: null,
  ...s,
});

describe("KeepRollDialog", () => {
  it("shows the formula and the exact chance, and updates both as the player types", async () => {
    const dialog = new KeepRollDialog({
      label: "Cunning (Deceit)",
      settings: { roll: 4, keep: 4, difficulty: 6, needed: 1, extended: null },
      rollMode: "publicroll",
    });
    await dialog.render({ force: true });
    const html = view(dialog).parts.form;
    expect(html).toContain("4d10kh4cs&gt;&#x3D;6");
    expect(html).toContain(`Chance of 1 or more successes: ${formatChance(keepOddsAtLeast(keepOdds({ roll: 4, keep: 4, difficulty: 6 }), 1))}`);
    expect(html).toContain('<option value="6" selected>6 · Standard</option>');

    const live = dialog.update({ roll: "20", keep: "10", difficulty: "7", needed: "3" });
    expect(live.formula).toBe("20d10kh10cs>=7");
    const odds = keepOdds({ roll: 20, keep: 10, difficulty: 7 });
    expect(live.chance).toBe(`Chance of 3 or more successes: ${formatChance(keepOddsAtLeast(odds, 3))} · botch ${formatChance(odds.botch)}`);
    expect(live.error).toBe("");
  });

  it("refuses impossible input with a message and keeps the Roll button disabled", async () => {
    const dialog = new KeepRollDialog({ label: "x", settings: { roll: 4, keep: 2, difficulty: 6, needed: 1, extended: null }, rollMode: "publicroll" });
    const answer = dialog.wait();
    expect(dialog.update({ keep: "0" }).error).toBe("Keep at least one die.");
    expect(dialog.update({ keep: "2", roll: "50" }).error).toBe("A keep pool can roll at most 40 dice.");
    // v13 ApplicationV2#render does nothing on a first render without `force` (client/applications/api/application.mjs #render).
    await dialog.render({ force: true });
    expect(view(dialog).parts.form).toMatch(/data-action="roll" disabled/);
    await view(dialog).runAction("roll");
    expect(harness.notifications.log.at(-1)?.message).toBe("A keep pool can roll at most 40 dice.");
    // With a DOM the rendered form is what Roll reads (v13 dialogs submit their form), so the player edits it.
    await harness.change(dialog as never, 'input[name="roll"]', "5");
    await harness.change(dialog as never, 'select[name="rollMode"]', "blindroll");
    await view(dialog).runAction("roll");
    expect(await answer).toEqual({ settings: { roll: 5, keep: 2, difficulty: 6, needed: 1, extended: null }, rollMode: "blindroll" });
  });

  it("closing the dialog answers null", async () => {
    const dialog = new KeepRollDialog({ label: "x", settings: { roll: 4, keep: 2, difficulty: 6, needed: 1, extended: null }, rollMode: "publicroll" });
    const answer = dialog.wait();
    await view(dialog).runAction("cancel");
    expect(await answer).toBeNull();
  });

  it("escapes the label", async () => {
    const dialog = new KeepRollDialog({
      label: "<script>x</script>",
      settings: { roll: 4, keep: 2, difficulty: 6, needed: 1, extended: null },
      rollMode: "publicroll",
    });
    await dialog.render({ force: true });
    expect(view(dialog).parts.form).not.toContain("<script>");
  });
});

describe("AdvantageRollDialog", () => {
  it("live chance against the DC, for an action (≥) and a save (>)", async () => {
    const dialog = new AdvantageRollDialog({ label: "Attack", settings: advSettings(), rollMode: "publicroll" });
    await dialog.render({ force: true });
    expect(view(dialog).parts.form).toContain(`Chance of success: ${formatChance(wardenOdds({ modifier: 2, dc: 15 }))}`);
    const save = dialog.update({ role: "target", advantage: "-1" });
    expect(save.formula).toBe("2d20kl + 2");
    expect(save.chance).toBe(`Chance of success: ${formatChance(wardenOdds({ modifier: 2, advantage: -1, dc: 16 }))}`);
  });

  it("object dice can be added and removed; each has its own advantage; at most 8", async () => {
    const dialog = new AdvantageRollDialog({
      label: "Attack",
      settings: advSettings({ objects: [{ label: "Axe", faces: 10, advantage: 1 }] }),
      rollMode: "publicroll",
    });
    await dialog.render({ force: true });
    expect(view(dialog).parts.form).toContain('name="objects.0.faces"');
    expect(dialog.update({ "objects.0.advantage": "-2" }).formula).toBe("1d20 + 2 + 3d10kl");
    for (let i = 0; i < 9; i++) await view(dialog).runAction("addObject");
    expect(dialog.settings.objects).toHaveLength(8);
    expect(view(dialog).parts.form).not.toContain('data-action="addObject"');
    await view(dialog).runAction("removeObject", { index: "0" });
    expect(dialog.settings.objects).toHaveLength(7);
    expect(dialog.settings.objects[0]).toEqual({ label: "", faces: 6, advantage: 0 });
    expect(dialog.update({ advantage: "12" }).error).toBe("Advantage, disadvantage or favour can be at most 10 either way.");
  });

  it("a player never sees a secret DC nor the chance against it; the GM does", async () => {
    harness.actAs(PLAYER);
    const dialog = new AdvantageRollDialog({ label: "Search", settings: advSettings({ dc: 23, hidden: true }), rollMode: "publicroll" });
    await dialog.render({ force: true });
    const html = view(dialog).parts.form;
    expect(html).not.toContain("23");
    expect(html).not.toContain('name="dc"');
    expect(html).toContain("The DC is secret");
    // a player's form cannot change the secret DC
    expect(dialog.update({ dc: "2", modifier: "4" }).chance).toBe("The DC is secret: the Gamemaster sees the result.");
    expect(dialog.settings.dc).toBe(23);

    harness.actAs(GM);
    const gmDialog = new AdvantageRollDialog({ label: "Search", settings: advSettings({ dc: 23, hidden: true }), rollMode: "publicroll" });
    await gmDialog.render({ force: true });
    expect(view(gmDialog).parts.form).toContain('value="23"');
    expect(view(gmDialog).parts.form).toContain('name="hidden" checked');
  });

  it("without a DC the dialog says the result is compared by the GM", () => {
    const dialog = new AdvantageRollDialog({ label: "x", settings: advSettings({ dc: null }), rollMode: "publicroll" });
    expect(dialog.liveText().chance).toBe("No DC: the result is compared by the Gamemaster.");
    expect(dialog.update({ dc: "18" }).chance).toBe(`Chance of success: ${formatChance(wardenOdds({ modifier: 2, dc: 18 }))}`);
  });
});

describe("RollUnderDialog", () => {
  it("target + modifier with favour, live", async () => {
    const dialog = new RollUnderDialog({ label: "Perception", settings: { target: 4, modifier: 0, favour: 0, bonus: 0 }, rollMode: "publicroll" });
    await dialog.render({ force: true });
    expect(view(dialog).parts.form).toContain("Chance of rolling 4 or less: 20.0%");
    const live = dialog.update({ modifier: "3", favour: "1" });
    // Issue 14: the top of the dialog now also shows the final number and the exact chance (headline, percent).
    expect(live).toEqual({
      formula: "2d20kl",
      chance: `Chance of rolling 7 or less: ${formatChance(rollUnderOdds({ target: 7, favour: 1 }))}`,
      error: "",
      headline: "Roll 7 or less",
      percent: `${formatChance(rollUnderOdds({ target: 7, favour: 1 }))} chance of success`,
    });
    expect(dialog.update({ favour: "-11" }).error).toBe("Advantage, disadvantage or favour can be at most 10 either way.");
  });

  it("every key the dice templates and dialogs ask for exists", () => {
    expect([...harness.i18n.missing].filter((k) => k.startsWith("ANTHOLOGY.Dice"))).toEqual([]);
  });
});

describe("every roll dialog shows at the top the number the die must meet and the exact chance (issue 14)", () => {
  const top = (html: string) => html.slice(html.indexOf("dice-dialog-headline"), html.indexOf("dice-dialog-label"));

  it("roll under: 'Roll 12 or less' and P(d20 ≤ 12) = 60.0%, before any input and after each change", async () => {
    const dialog = new RollUnderDialog({ label: "Strength", settings: { target: 12, modifier: 0, favour: 0, bonus: 0 }, rollMode: "publicroll" });
    await dialog.render({ force: true });
    expect(top(view(dialog).parts.form)).toContain("Roll 12 or less");
    expect(top(view(dialog).parts.form)).toContain("60.0% chance of success");
    expect(dialog.update({ modifier: "-2" })).toMatchObject({ headline: "Roll 10 or less", percent: "50.0% chance of success" });
    // Refused input: no number, no chance (the refusal says why).
    expect(dialog.update({ favour: "20" })).toMatchObject({ headline: "", percent: "" });
  });

  it("keep: '6k4 vs 7' and P(at least one success)", async () => {
    const dialog = new KeepRollDialog({ label: "x", settings: { roll: 6, keep: 4, difficulty: 7, needed: 1, extended: null }, rollMode: "publicroll" });
    await dialog.render({ force: true });
    const p = formatChance(keepOddsAtLeast(keepOdds({ roll: 6, keep: 4, difficulty: 7 }), 1));
    expect(top(view(dialog).parts.form)).toContain("6k4 vs 7");
    expect(top(view(dialog).parts.form)).toContain(`${p} chance of success`);
    expect(dialog.update({ roll: "8" }).headline).toBe("8k4 vs 7");
  });

  it("Warden: 'IR vs DC 20' for the GM; a player facing a secret DC sees neither the DC nor a chance", async () => {
    harness.actAs(GM);
    const gm = new AdvantageRollDialog({ label: "x", settings: advSettings({ dc: 20 }), rollMode: "publicroll" });
    await gm.render({ force: true });
    expect(top(view(gm).parts.form)).toContain("IR vs DC 20");
    expect(top(view(gm).parts.form)).toContain(`${formatChance(wardenOdds({ modifier: 2, dc: 20 }))} chance of success`);
    expect(gm.update({ role: "target" }).headline).toBe("TR vs DC 20");
    harness.actAs(PLAYER);
    const player = new AdvantageRollDialog({ label: "x", settings: advSettings({ dc: 23, hidden: true }), rollMode: "publicroll" });
    await player.render({ force: true });
    expect(top(view(player).parts.form)).toContain("IR vs a secret DC");
    expect(view(player).parts.form).not.toContain("23");
    expect(player.liveText().percent).toBe("");
  });
});
