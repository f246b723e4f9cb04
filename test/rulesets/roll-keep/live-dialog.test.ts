/**
 * The action and contest dialogs redraw their summary (pool, account, exact chance) as the player edits the
 * form. Each is the dice room's keep dialog, in the harness's DOM (DiceForm); a contest's sides each have their own
 * (issue 14: they were one DialogV2 of Roll & Keep's own, read through a stand-in FormDataExtended).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { rkRollAction } from "../../../module/rulesets/roll-keep/rolls/action-roll.js";
import { rkRollContest } from "../../../module/rulesets/roll-keep/rolls/contest-roll.js";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { registerRkChatActions } from "../../../module/rulesets/roll-keep/chat/chat-actions.js";
import { GM, harness, PLAYER } from "../../harness/foundry.js";
import { installRk, makeRkActor, packSpeciality, specialityId, target, textCharacter } from "./skin-setup.js";
import { driveRollDialog } from "../roll-dialog-answer.js";

/**
 * A roll dialog is the dice room's keep dialog (the one pipeline), rendered in the harness's DOM: its live text (headline, chance, the note with the pool's account and difficulty, the refusal) stands
 * for the summary box the action's own dialog had; the boxes and marks are the DOM's.
 */
class DiceForm {
  constructor(readonly form: HTMLFormElement) {}
  get summary(): { outerHTML: string } {
    return { outerHTML: ["headline", "percent", "note", "error"].map((n) => this.form.querySelector(`[data-live="${n}"]`)?.textContent ?? "").join(" ") };
  }
  ticked(list: string): string[] {
    return [...this.form.querySelectorAll<HTMLInputElement>(`[data-rk-choices="${list}"] input[type="checkbox"]`)].filter((c) => c.checked).map((c) => c.name);
  }
  related(list: string): string[] {
    return [...this.form.querySelectorAll<HTMLElement>(`[data-rk-choices="${list}"] [data-speciality-attribute]`)]
      .filter((l) => l.classList.contains("related"))
      .map((l) => l.querySelector("input")!.name);
  }
  /** The player edits the form: the fields named take these values (boxes ticked or unticked); then a change event. */
  async edit(values: Record<string, unknown>): Promise<void> {
    for (const [name, value] of Object.entries(values)) {
      const el = this.form.querySelector<HTMLInputElement>(`[name="${name}"]`);
      if (!el) continue;
      if (el.type === "checkbox") el.checked = Boolean(value);
      else el.value = String(value);
    }
    this.form.dispatchEvent(new Event("change", { bubbles: true }));
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  }
}

beforeEach(() => installRk());

describe("live summaries", () => {
  it("ticking Deceit turns Cunning 4k3 into 5k4", async () => {
    const mage = await textCharacter();
    const deceit = specialityId(mage, "Deceit");
    driveRollDialog(async (element) => {
      const form = new DiceForm(element);
      await form.edit({ attribute: "cunning", difficulty: "6" });
      expect(form.summary.outerHTML).toContain("Roll 4, keep 3");
      await form.edit({ attribute: "cunning", [`speciality.${deceit}`]: true, difficulty: "6" });
      expect(form.summary.outerHTML).toContain("Roll 5, keep 4");
      expect(form.summary.outerHTML).toContain("Keeps 3 for Black mana. +1 for specialities.");
      await form.edit({ attribute: "cunning", difficulty: "custom", customDifficulty: "11" });
      // 11 is refused, not clamped to a d10's 10.
      expect(form.summary.outerHTML).toContain("The difficulty must be between 1 and 10.");
      expect(form.summary.outerHTML).not.toContain("Virtually impossible (10)");
      return true;
    });
    expect(await rkRollAction(mage, { attribute: "strength" })).toBeNull();
    expect(harness.messages()).toHaveLength(0);
    expect(harness.notifications.log.at(-1)).toMatchObject({ type: "warn", message: "The difficulty must be between 1 and 10." });
  });

  it("choosing the targeted guard as the difficulty shows the indirect difficulty (Acuity 4 + Acute Hearing: 5)", async () => {
    const thief = await makeRkActor("Thief", { attributes: { finesse: 5 }, mana: { permanent: { white: 2 } } });
    const guard = await makeRkActor("Guard", { attributes: { acuity: 4 } }, [packSpeciality("acute-hearing")], "rkNpc");
    target(guard);
    const hearing = specialityId(guard, "Acute Hearing");
    driveRollDialog(async (element) => {
      const form = new DiceForm(element);
      expect(form.ticked("passive")).toEqual([`passive.${hearing}`]); // ticked from the start
      await form.edit({ attribute: "finesse", difficulty: "passive", passiveAttribute: "acuity" });
      // Named as what it is, the guard's Acuity (with Acute Hearing), not as the named difficulty 5 ("Straightforward").
      expect(form.summary.outerHTML).toContain("Guard's Acuity: difficulty 5");
      expect(form.summary.outerHTML).not.toContain("Straightforward");
      await form.edit({ attribute: "finesse", difficulty: "passive", passiveAttribute: "acuity", [`passive.${hearing}`]: false });
      expect(form.summary.outerHTML).toContain("Guard's Acuity: difficulty 4"); // the player unticked it
      return false;
    });
    await rkRollAction(thief, { attribute: "finesse" });
  });

  it("a new passive attribute ticks the guard's specialities related to it, and the roll uses them", async () => {
    const thief = await makeRkActor("Thief", { attributes: { finesse: 5 }, mana: { permanent: { white: 2 } } });
    const guard = await makeRkActor("Guard", { attributes: { acuity: 4, finesse: 2 } }, [packSpeciality("acute-hearing"), packSpeciality("stealth")], "rkNpc");
    target(guard);
    const hearing = `passive.${specialityId(guard, "Acute Hearing")}`;
    const stealth = `passive.${specialityId(guard, "Stealth")}`;
    driveRollDialog(async (element) => {
      const form = new DiceForm(element);
      expect(form.ticked("passive")).toEqual([hearing]);
      await form.edit({ attribute: "finesse", difficulty: "passive", passiveAttribute: "finesse" });
      expect(form.ticked("passive")).toEqual([stealth]);
      expect(form.summary.outerHTML).toContain("Guard's Finesse: difficulty 3"); // Finesse 2 + Stealth
      await form.edit({ attribute: "finesse", difficulty: "passive", passiveAttribute: "finesse", [stealth]: false });
      expect(form.summary.outerHTML).toContain("Guard's Finesse: difficulty 2"); // an untick under the same attribute stays
      expect(form.ticked("passive")).toEqual([]);
      await form.edit({ attribute: "finesse", difficulty: "passive", passiveAttribute: "acuity" });
      expect(form.ticked("passive")).toEqual([hearing]);
      return true;
    });
    harness.queueFaces([5, 4, 3, 2, 1]);
    await rkRollAction(thief, { attribute: "finesse" });
    expect((harness.messages().at(-1) as unknown as { rolls: { formula: string }[] }).rolls[0]!.formula).toBe("5d10kh2cs>=5");
  });

  it("the related mark follows each side's own attribute: the actor's list by the attribute rolled, the target's by the passive attribute", async () => {
    const thief = await makeRkActor("Thief", { attributes: { finesse: 5, cunning: 3 }, mana: { permanent: { white: 2 } } }, [
      packSpeciality("stealth"),
      packSpeciality("deceit"),
    ]);
    const guard = await makeRkActor("Guard", { attributes: { acuity: 4, finesse: 2 } }, [packSpeciality("acute-hearing"), packSpeciality("stealth")], "rkNpc");
    target(guard);
    const own = (name: string) => `speciality.${specialityId(thief, name)}`;
    const guards = (name: string) => `passive.${specialityId(guard, name)}`;
    driveRollDialog(async (element) => {
      const form = new DiceForm(element);
      expect(form.related("speciality")).toEqual([own("Stealth")]);
      expect(form.related("passive")).toEqual([guards("Acute Hearing")]);
      await form.edit({ attribute: "cunning", difficulty: "passive", passiveAttribute: "acuity" });
      expect(form.related("speciality")).toEqual([own("Deceit")]);
      expect(form.related("passive")).toEqual([guards("Acute Hearing")]); // not the guard's Cunning (none)
      await form.edit({ attribute: "cunning", difficulty: "passive", passiveAttribute: "finesse" });
      expect(form.related("speciality")).toEqual([own("Deceit")]); // not the thief's Stealth
      expect(form.related("passive")).toEqual([guards("Stealth")]);
      return false;
    });
    await rkRollAction(thief, { attribute: "finesse", passiveAttribute: "acuity" });
  });

  it("the contest dialog's odds follow the specialities ticked; a new opponent attribute ticks its related ones", async () => {
    const ash = await makeRkActor("Ash", { attributes: { endurance: 3 }, mana: { permanent: { green: 2 } } });
    const birch = await makeRkActor("Birch", { attributes: { endurance: 5, acuity: 2 }, mana: { permanent: { green: 3 } } }, [
      packSpeciality("long-distance-running"),
      packSpeciality("acute-hearing"),
    ]);
    target(birch);
    const running = `opponent.${specialityId(birch, "Long-distance Running")}`;
    const hearing = `opponent.${specialityId(birch, "Acute Hearing")}`;
    // Issue 14: each side in its own keep dialog. Ash's gives the chance to beat Birch as Birch would start.
    driveRollDialog(async (element) => {
      const form = new DiceForm(element);
      await form.edit({ attribute: "endurance", difficulty: "7" });
      expect(form.summary.outerHTML).toContain("Roll 3, keep 2");
      expect(form.summary.outerHTML).toMatch(/If Birch rolls Endurance \(Long-distance Running\) \(6k4\): win \d+\.\d%/);
      // Birch's, once Ash has rolled: the opponent's list is ticked and marked by Birch's own attribute.
      driveRollDialog(async (second) => {
        const birchForm = new DiceForm(second);
        const own = (id: string) => id.replace("opponent.", "speciality.");
        expect(birchForm.ticked("speciality")).toEqual([own(running)]);
        await birchForm.edit({ attribute: "endurance" });
        expect(birchForm.summary.outerHTML).toContain("Roll 6, keep 4");
        expect(birchForm.summary.outerHTML).toMatch(/Win \d+\.\d%/);
        await birchForm.edit({ [own(running)]: false });
        expect(birchForm.summary.outerHTML).toContain("Roll 5, keep 3");
        await birchForm.edit({ attribute: "acuity" });
        expect(birchForm.ticked("speciality")).toEqual([own(hearing)]);
        expect(birchForm.related("speciality")).toEqual([own(hearing)]); // marked by Birch's attribute, not Ash's Endurance
        // Acuity 2 + Acute Hearing rolls 3; Acuity is green, Birch's 3 green mana + 1 keep all 3 (as the NPC's below).
        // The old one-dialog summary showed both sides, so its "Roll 3, keep 2" there was Ash's Endurance pool.
        expect(birchForm.summary.outerHTML).toContain("Roll 3, keep 3");
        return false;
      });
      return true;
    });
    await rkRollContest(ash, { attribute: "endurance" });
  });

  it("a player against the GM's NPC: their summary is their own pool and chance; the GM's opposition dialog follows the NPC's attribute and specialities", async () => {
    registerRkChatActions();
    const ash = await makeRkActor("Ash", { attributes: { endurance: 3 }, mana: { permanent: { green: 2 } } });
    await ash.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    const birch = await makeRkActor(
      "Birch",
      { attributes: { endurance: 5, acuity: 2 }, mana: { permanent: { green: 3 } } },
      [packSpeciality("long-distance-running"), packSpeciality("acute-hearing")],
      "rkNpc",
    );
    const running = `speciality.${specialityId(birch, "Long-distance Running")}`;
    const hearing = `speciality.${specialityId(birch, "Acute Hearing")}`;
    harness.actAs(PLAYER);
    target(birch);
    driveRollDialog(async (element) => {
      const form = new DiceForm(element);
      await form.edit({ attribute: "endurance", difficulty: "7", rollMode: "publicroll" });
      expect(form.summary.outerHTML).toContain("Roll 3, keep 2");
      // The player's side is the dice room's keep dialog (the one pipeline): the chance read "73.2% chance of
      // success" where the contest's own summary read "Success 73.2%"; still the side's own chance only. It now says
      // what that chance is, one success on the player's side and not a win ("chance of success" read as winning).
      expect(form.summary.outerHTML).toMatch(/\d+\.\d% chance of at least one success/);
      expect(form.summary.outerHTML).not.toMatch(/Win|Roll 6/);
      return true;
    });
    harness.queueFaces([9, 7, 2]);
    await rkRollContest(ash, { attribute: "endurance" });
    const request = harness.messages().at(-1)!;
    harness.actAs(GM);
    // The GM's opposition dialog is the dice room's keep dialog too (issue 14).
    driveRollDialog(async (element) => {
      const form = new DiceForm(element);
      expect(form.ticked("speciality")).toEqual([running]);
      await form.edit({ attribute: "endurance", reveal: false });
      expect(form.summary.outerHTML).toContain("Roll 6, keep 4");
      expect(form.summary.outerHTML).toContain("2 to beat");
      expect(form.summary.outerHTML).toMatch(/Win \d+\.\d%/);
      await form.edit({ [running]: false });
      expect(form.summary.outerHTML).toContain("Roll 5, keep 3");
      await form.edit({ attribute: "acuity" });
      expect(form.ticked("speciality")).toEqual([hearing]);
      expect(form.related("speciality")).toEqual([hearing]);
      // Acuity 2 + Acute Hearing rolls 3; Acuity is green, Birch's 3 green mana + 1 keep all 3.
      expect(form.summary.outerHTML).toContain("Roll 3, keep 3");
      return false;
    });
    expect(await runChatAction("rkRollOpposition", { message: request as never, dataset: {}, event: {} as never })).toBeNull();
  });
});
