/**
 * The action and contest dialogs redraw their summary (pool, account, exact chance) as the player edits the
 * form. The harness has no DOM and no FormDataExtended: this file stands in for both with a minimal form
 * (a harness gap filled here, in the Roll & Keep test folder).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rkRollAction } from "../../../module/rulesets/roll-keep/rolls/action-roll.js";
import { rkRollContest } from "../../../module/rulesets/roll-keep/rolls/contest-roll.js";
import { installRk, makeRkActor, packSpeciality, respondToDialog, specialityId, target, textCharacter } from "./skin-setup.js";

class FakeForm {
  values: Record<string, unknown> = {};
  listeners = new Map<string, () => void>();
  summary = { outerHTML: "" };
  marked: { dataset: { specialityAttribute: string }; classList: { toggle(c: string, on: boolean): void }; related?: boolean }[] = [];
  addEventListener(type: string, fn: () => void): void {
    this.listeners.set(type, fn);
  }
  querySelector(selector: string): unknown {
    return selector === ".rk-summary" ? this.summary : null;
  }
  querySelectorAll(): unknown[] {
    return this.marked;
  }
  /** The player edits the form: new values, then a change event. */
  async edit(values: Record<string, unknown>): Promise<void> {
    this.values = values;
    this.listeners.get("change")?.();
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  }
}

const ux = () => foundry.applications.ux as unknown as Record<string, unknown>;
let saved: unknown;

beforeEach(() => {
  installRk();
  saved = ux().FormDataExtended;
  ux().FormDataExtended = class {
    object: Record<string, unknown>;
    constructor(form: FakeForm) {
      this.object = form.values;
    }
  };
});
afterEach(() => {
  ux().FormDataExtended = saved;
});

function openWith(form: FakeForm, config: Record<string, unknown>): void {
  const render = config.render as (event: unknown, dialog: { element: { querySelector(s: string): unknown } }) => void;
  render(null, { element: { querySelector: (s: string) => (s === "form" ? form : null) } });
}

describe("live summaries", () => {
  it("ticking Deceit turns Cunning 4k3 into 5k4 and marks Cunning's specialities", async () => {
    const mage = await textCharacter();
    const deceit = specialityId(mage, "Deceit");
    const form = new FakeForm();
    const toggled: string[] = [];
    form.marked = [
      { dataset: { specialityAttribute: "cunning" }, classList: { toggle: (_c, on) => void (on && toggled.push("cunning")) } },
      { dataset: { specialityAttribute: "finesse" }, classList: { toggle: (_c, on) => void (on && toggled.push("finesse")) } },
    ];
    respondToDialog(async (config) => {
      openWith(form, config);
      await form.edit({ attribute: "cunning", difficulty: "6" });
      expect(form.summary.outerHTML).toContain("Roll 4, keep 3");
      await form.edit({ attribute: "cunning", [`speciality.${deceit}`]: true, difficulty: "6" });
      expect(form.summary.outerHTML).toContain("Roll 5, keep 4");
      expect(form.summary.outerHTML).toContain("Keeps 3 for Black mana. +1 for specialities.");
      await form.edit({ attribute: "cunning", difficulty: "custom", customDifficulty: "11" });
      expect(form.summary.outerHTML).toContain("Virtually impossible (10)"); // 11 clamped to a d10's 10
      return null;
    });
    await rkRollAction(mage, { attribute: "strength" });
    expect(toggled).toContain("cunning");
    expect(toggled).not.toContain("finesse");
  });

  it("choosing the targeted guard as the difficulty shows the indirect difficulty (Acuity 4 + Acute Hearing: 5)", async () => {
    const thief = await makeRkActor("Thief", { attributes: { finesse: 5 }, mana: { permanent: { white: 2 } } });
    const guard = await makeRkActor("Guard", { attributes: { acuity: 4 } }, [packSpeciality("acute-hearing")], "rkNpc");
    target(guard);
    const hearing = specialityId(guard, "Acute Hearing");
    const form = new FakeForm();
    respondToDialog(async (config) => {
      openWith(form, config);
      await form.edit({ attribute: "finesse", difficulty: "passive", passiveAttribute: "acuity", [`passive.${hearing}`]: true });
      expect(form.summary.outerHTML).toContain("Straightforward (5)");
      await form.edit({ attribute: "finesse", difficulty: "passive", passiveAttribute: "acuity" });
      expect(form.summary.outerHTML).toContain("Routine (4)"); // without the speciality ticked
      return null;
    });
    await rkRollAction(thief, { attribute: "finesse" });
  });

  it("the contest dialog's odds follow the specialities ticked", async () => {
    const ash = await makeRkActor("Ash", { attributes: { endurance: 3 }, mana: { permanent: { green: 2 } } });
    const birch = await makeRkActor("Birch", { attributes: { endurance: 5 }, mana: { permanent: { green: 3 } } }, [packSpeciality("long-distance-running")]);
    target(birch);
    const running = specialityId(birch, "Long-distance Running");
    const form = new FakeForm();
    respondToDialog(async (config) => {
      openWith(form, config);
      await form.edit({ attribute: "endurance", opponentAttribute: "endurance", difficulty: "7" });
      expect(form.summary.outerHTML).toContain("Roll 5, keep 3");
      await form.edit({ attribute: "endurance", opponentAttribute: "endurance", [`opponent.${running}`]: true, difficulty: "7" });
      expect(form.summary.outerHTML).toContain("Roll 6, keep 4");
      expect(form.summary.outerHTML).toMatch(/Win \d+\.\d%/);
      return null;
    });
    await rkRollContest(ash, { attribute: "endurance" });
  });
});
