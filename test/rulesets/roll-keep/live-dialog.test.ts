/**
 * The action and contest dialogs redraw their summary (pool, account, exact chance) as the player edits the
 * form. The action's is the dice room's keep dialog, in the harness's DOM (DiceForm). For the contest's own
 * DialogV2 the harness has no FormDataExtended: this file stands in for it with a minimal form (FakeForm).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rkRollAction } from "../../../module/rulesets/roll-keep/rolls/action-roll.js";
import { rkRollContest } from "../../../module/rulesets/roll-keep/rolls/contest-roll.js";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { registerRkChatActions } from "../../../module/rulesets/roll-keep/chat/chat-actions.js";
import { GM, harness, PLAYER } from "../../harness/foundry.js";
import { installRk, makeRkActor, packSpeciality, respondToDialog, specialityId, target, textCharacter } from "./skin-setup.js";
import { driveRollDialog } from "../roll-dialog-answer.js";

/** A speciality checkbox of the rendered dialog: its label (marked "related" or not) and its input. */
interface FakeChoice {
  list: string;
  label: { dataset: { specialityAttribute: string }; related: boolean; classList: { toggle(c: string, on: boolean): void } };
  input: { name: string; checked: boolean };
}

/**
 * The dialog's form, built from its rendered content: the speciality checkboxes of each list
 * (`[data-rk-choices="<prefix>"]`) with their "related" mark and ticks; the other fields are what the player
 * last typed (`edit`). FormDataExtended reads both, as Foundry's reads the DOM.
 */
class FakeForm {
  fields: Record<string, unknown> = {};
  choices: FakeChoice[] = [];
  listeners = new Map<string, () => void>();
  summary = { outerHTML: "" };
  constructor(content = "") {
    for (const fieldset of content.matchAll(/<fieldset class="rk-choices" data-rk-choices="(\w+)">([^]*?)<\/fieldset>/g)) {
      for (const m of fieldset[2]!.matchAll(/<label class="rk-check ?(related)?" data-speciality-attribute="(\w+)">\s*<input type="checkbox" name="([^"]+)" (checked)?/g)) {
        const label = { dataset: { specialityAttribute: m[2]! }, related: Boolean(m[1]), classList: { toggle: (_c: string, on: boolean) => void (label.related = on) } };
        this.choices.push({ list: fieldset[1]!, label, input: { name: m[3]!, checked: Boolean(m[4]) } });
      }
    }
  }
  get values(): Record<string, unknown> {
    return { ...this.fields, ...Object.fromEntries(this.choices.map((c) => [c.input.name, c.input.checked])) };
  }
  addEventListener(type: string, fn: () => void): void {
    this.listeners.set(type, fn);
  }
  querySelector(selector: string): unknown {
    return selector === ".rk-summary" ? this.summary : null;
  }
  querySelectorAll(selector: string): unknown[] {
    if (selector === "[data-speciality-attribute]") return this.choices.map((c) => c.label);
    if (selector === 'input[type="checkbox"]') return this.choices.map((c) => c.input);
    const m = /^\[data-rk-choices="(\w+)"\] (.+)$/.exec(selector);
    const list = this.choices.filter((c) => c.list === m?.[1]);
    if (m?.[2] === "[data-speciality-attribute]") return list.map((c) => c.label);
    if (m?.[2] === 'input[type="checkbox"]') return list.map((c) => c.input);
    return [];
  }
  /** The boxes of one list: name → ticked. */
  ticked(list: string): string[] {
    return this.choices.filter((c) => c.list === list && c.input.checked).map((c) => c.input.name);
  }
  /** The labels of one list marked related. */
  related(list: string): string[] {
    return this.choices.filter((c) => c.list === list && c.label.related).map((c) => c.input.name);
  }
  /** The player edits the form: checkbox values tick or untick boxes, the rest replaces the fields; then a change event. */
  async edit(values: Record<string, unknown>): Promise<void> {
    this.fields = {};
    for (const [key, value] of Object.entries(values)) {
      const choice = this.choices.find((c) => c.input.name === key);
      if (choice) choice.input.checked = Boolean(value);
      else this.fields[key] = value;
    }
    this.listeners.get("change")?.();
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  }
}


/**
 * The action's dialog is the dice room's keep dialog (the one pipeline), rendered in the harness's DOM, read as
 * FakeForm is: its live text (headline, chance, the note with the pool's account and difficulty, the refusal) stands
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
    return [...this.form.querySelectorAll<HTMLElement>(`[data-rk-choices="${list}"] [data-speciality-attribute]`)].filter((l) => l.classList.contains("related")).map((l) => l.querySelector("input")!.name);
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

/** Builds the form from the dialog's content and opens it. */
function open(config: Record<string, unknown>): FakeForm {
  const form = new FakeForm(String(config.content));
  openWith(form, config);
  return form;
}

function openWith(form: FakeForm, config: Record<string, unknown>): void {
  const render = config.render as (event: unknown, dialog: { element: { querySelector(s: string): unknown } }) => void;
  render(null, { element: { querySelector: (s: string) => (s === "form" ? form : null) } });
}

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
      expect(form.summary.outerHTML).toContain("Straightforward (5)");
      await form.edit({ attribute: "finesse", difficulty: "passive", passiveAttribute: "acuity", [`passive.${hearing}`]: false });
      expect(form.summary.outerHTML).toContain("Routine (4)"); // the player unticked it
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
      expect(form.summary.outerHTML).toContain("Easy (3)"); // Finesse 2 + Stealth
      await form.edit({ attribute: "finesse", difficulty: "passive", passiveAttribute: "finesse", [stealth]: false });
      expect(form.summary.outerHTML).toContain("Difficulty 2"); // an untick under the same attribute stays
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
    const thief = await makeRkActor("Thief", { attributes: { finesse: 5, cunning: 3 }, mana: { permanent: { white: 2 } } }, [packSpeciality("stealth"), packSpeciality("deceit")]);
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
    const birch = await makeRkActor("Birch", { attributes: { endurance: 5, acuity: 2 }, mana: { permanent: { green: 3 } } }, [packSpeciality("long-distance-running"), packSpeciality("acute-hearing")]);
    target(birch);
    const running = `opponent.${specialityId(birch, "Long-distance Running")}`;
    const hearing = `opponent.${specialityId(birch, "Acute Hearing")}`;
    respondToDialog(async (config) => {
      const form = open(config);
      expect(form.ticked("opponent")).toEqual([running]);
      await form.edit({ attribute: "endurance", opponentAttribute: "endurance", difficulty: "7" });
      expect(form.summary.outerHTML).toContain("Roll 6, keep 4");
      expect(form.summary.outerHTML).toMatch(/Win \d+\.\d%/);
      await form.edit({ attribute: "endurance", opponentAttribute: "endurance", [running]: false, difficulty: "7" });
      expect(form.summary.outerHTML).toContain("Roll 5, keep 3");
      await form.edit({ attribute: "endurance", opponentAttribute: "acuity", difficulty: "7" });
      expect(form.ticked("opponent")).toEqual([hearing]);
      expect(form.related("opponent")).toEqual([hearing]); // marked by the opponent's attribute, not the actor's Endurance
      expect(form.summary.outerHTML).toContain("Roll 3, keep 2"); // Acuity 2 + Acute Hearing, keep 1 + 1
      return null;
    });
    await rkRollContest(ash, { attribute: "endurance" });
  });

  it("a player against the GM's NPC: their summary is their own pool and chance; the GM's opposition dialog follows the NPC's attribute and specialities", async () => {
    registerRkChatActions();
    const ash = await makeRkActor("Ash", { attributes: { endurance: 3 }, mana: { permanent: { green: 2 } } });
    await ash.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
    const birch = await makeRkActor("Birch", { attributes: { endurance: 5, acuity: 2 }, mana: { permanent: { green: 3 } } }, [packSpeciality("long-distance-running"), packSpeciality("acute-hearing")], "rkNpc");
    const running = `speciality.${specialityId(birch, "Long-distance Running")}`;
    const hearing = `speciality.${specialityId(birch, "Acute Hearing")}`;
    harness.actAs(PLAYER);
    target(birch);
    driveRollDialog(async (element) => {
      const form = new DiceForm(element);
      await form.edit({ attribute: "endurance", difficulty: "7", rollMode: "publicroll" });
      expect(form.summary.outerHTML).toContain("Roll 3, keep 2");
      // The player's side is the dice room's keep dialog (the one pipeline): the chance reads "73.2% chance of
      // success" where the contest's own summary read "Success 73.2%"; still the side's own chance only.
      expect(form.summary.outerHTML).toMatch(/\d+\.\d% chance of success/);
      expect(form.summary.outerHTML).not.toMatch(/Win|Roll 6/);
      return true;
    });
    harness.queueFaces([9, 7, 2]);
    await rkRollContest(ash, { attribute: "endurance" });
    const request = harness.messages().at(-1)!;
    harness.actAs(GM);
    respondToDialog(async (config) => {
      const form = open(config);
      expect(form.ticked("speciality")).toEqual([running]);
      await form.edit({ attribute: "endurance", reveal: false });
      expect(form.summary.outerHTML).toContain("Roll 6, keep 4");
      expect(form.summary.outerHTML).toContain("2 to beat");
      expect(form.summary.outerHTML).toMatch(/Win \d+\.\d%/);
      await form.edit({ attribute: "endurance", [running]: false });
      expect(form.summary.outerHTML).toContain("Roll 5, keep 3");
      await form.edit({ attribute: "acuity" });
      expect(form.ticked("speciality")).toEqual([hearing]);
      expect(form.related("speciality")).toEqual([hearing]);
      // Acuity 2 + Acute Hearing rolls 3; Acuity is green, Birch's 3 green mana + 1 keep all 3.
      expect(form.summary.outerHTML).toContain("Roll 3, keep 3");
      return null;
    });
    expect(await runChatAction("rkRollOpposition", { message: request as never, dataset: {}, event: {} as never })).toBeNull();
  });
});
