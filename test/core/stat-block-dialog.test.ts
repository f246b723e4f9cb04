/**
 * The GM's "Paste a stat block" window (module/core/stat-block-dialog.ts): the button in the token controls for a GM
 * only, the live preview of what the active ruleset's reader read and did not read (escaped), Create making the actor
 * and its items in one create call, a refused paste creating nothing, and a player refused.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { registerRulesets, rulesetDefinition } from "../../module/core/registry.js";
import { registerCoreSettings } from "../../module/core/settings.js";
import { createFromStatBlock, openStatBlockDialog, registerStatBlockControl, statBlockPreview } from "../../module/core/stat-block-dialog.js";
import type { RulesetId } from "../../module/core/ruleset-ids.js";
import { gmReadStatBlock } from "../../module/rules.js";
import { RULESETS } from "../../module/rulesets/index.js";
import { GM, GM2, LIMITED, OBSERVER, PLAYER, harness } from "../harness/foundry.js";

type Dialogs = {
  respond(fn: (config: Record<string, unknown>, dialog: { element: HTMLElement }) => unknown): void;
  click(action: string, values?: Record<string, unknown>): unknown;
  dismiss(): unknown;
};
const dialogs = () => foundry.applications.api.DialogV2 as unknown as Dialogs;
const YETI = "Yeti 20   6 6 6   +4 +3\nfourth-level creature; two attacks; claws d6";

async function world(ruleset: RulesetId): Promise<void> {
  registerCoreSettings();
  await game.settings!.set("anthology", "ruleset", ruleset);
  registerRulesets(RULESETS, ruleset);
}

const rulesetReader = (id: RulesetId) => rulesetDefinition(id)!.statBlock!;
const actorsNamed = (name: string) => ((game.actors?.contents ?? []) as unknown as { name: string; system: unknown }[]).filter((a) => a.name === name);

beforeEach(() => {
  harness.actAs(GM);
});

describe("the button", () => {
  it("is in the token controls for a GM, not for a player", async () => {
    await world("gm");
    registerStatBlockControl();
    const controls = () => ({ tokens: { tools: {} as Record<string, unknown> } });
    harness.actAs(PLAYER);
    const mine = controls();
    harness.hooks.callAll("getSceneControlButtons", mine);
    expect(mine.tokens.tools.anthologyStatBlock).toBeUndefined();
    harness.actAs(GM);
    const gms = controls();
    harness.hooks.callAll("getSceneControlButtons", gms);
    expect(gms.tokens.tools.anthologyStatBlock).toMatchObject({ button: true, title: "ANTHOLOGY.StatBlock.Control" });
  });
});

describe("the window, as the GM", () => {
  it("previews what is read as the GM types, then Create makes the Yeti and its claws in one create call and opens its sheet", async () => {
    await world("gm");
    const create = vi.spyOn(Actor, "create");
    let preview = "";
    const disabled: boolean[] = [];
    dialogs().respond((_config, dialog) => {
      const area = dialog.element.querySelector("textarea[name=statBlock]") as HTMLTextAreaElement;
      const button = dialog.element.querySelector('button[data-action="create"]') as HTMLButtonElement;
      disabled.push(button.disabled);
      area.value = YETI;
      area.dispatchEvent(new Event("input"));
      preview = dialog.element.querySelector(".stat-block-preview")?.textContent ?? "";
      disabled.push(button.disabled);
      return dialogs().click("create", { statBlock: YETI });
    });
    const actor = await openStatBlockDialog();
    // Create waits for a paste that can be created: disabled while empty, enabled once the Yeti reads.
    expect(disabled).toEqual([true, false]);
    expect(preview).toContain("Yeti can be created. Items: 1.");
    expect(preview).toMatch(/Survival\s*20/);
    expect(preview).toMatch(/Perception\s*6/);
    expect(create).toHaveBeenCalledTimes(1);
    expect(actor?.type).toBe("gmCreature");
    const system = actor?.system as unknown as {
      survival: { value: number; max: number };
      attack: number;
      defense: number;
      attacks: number;
      level: number;
      damage: string;
    };
    expect(system).toMatchObject({ survival: { value: 20, max: 20 }, attack: 4, defense: 3, attacks: 2, level: 4, damage: "d6" });
    expect(actor?.items.contents.map((i) => [i.type, i.name])).toEqual([["gmWeapon", "Claws"]]);
    expect(actor?.sheet?.rendered).toBe(true);
    await actor?.sheet?.close();
  });

  it("shows what it could not read, escaped, and creates nothing when a required number is missing", async () => {
    await world("warden");
    const text = "Wolf\n3 HP, 12 STR, 14 DEX, claws (d6)\n<img src=x onerror=alert(1)>";
    let html = "";
    dialogs().respond((_config, dialog) => {
      const area = dialog.element.querySelector("textarea[name=statBlock]") as HTMLTextAreaElement;
      area.value = text;
      area.dispatchEvent(new Event("input"));
      html = dialog.element.querySelector(".stat-block-preview")?.innerHTML ?? "";
      expect((dialog.element.querySelector('button[data-action="create"]') as HTMLButtonElement).disabled).toBe(true);
      // Pressed anyway (a macro, a stale window): the paste is read again and refused.
      return dialogs().click("create", { statBlock: text });
    });
    const before = game.actors?.contents.length ?? 0;
    expect(await openStatBlockDialog()).toBeNull();
    expect(html).toContain("Nothing can be created yet");
    expect(html).toContain("Willpower is missing.");
    expect(html).toContain("Not understood: “&lt;img src=x onerror=alert(1)&gt;”.");
    expect(html).not.toContain("<img");
    expect(game.actors?.contents.length ?? 0).toBe(before);
    expect(String(harness.notifications.log.at(-1)?.message)).toBe("Nothing was created. Willpower is missing.");
  });

  it("creates each ruleset's creature with its items as the world's ruleset reads it", async () => {
    const blocks: [RulesetId, string, string, string[]][] = [
      ["warden", "Wolf\n3 HP, 1 Armor, 12 STR, 14 DEX, 8 WIL, claws (d6)", "wardenCreature", ["wardenWeapon"]],
      [
        "shadow",
        "Ogre\nAccurate 10, Cunning 5, Discreet 7, Persuasive 9, Quick 11, Resolute 13, Strong 15, Vigilant 10\nClub 1d10 (heavy)\nArmor: Hide 1d4",
        "shadowMonster",
        ["shadowWeapon", "shadowArmor"],
      ],
      [
        "rk",
        "Liar\nStrength 2, Finesse 3, Endurance 2, Cunning 4, Intelligence 3, Acuity 2, Charisma 3\nMana: black 3, blue 2\nDeceit (Cunning)",
        "rkNpc",
        ["rkSpeciality"],
      ],
    ];
    for (const [ruleset, text, type, items] of blocks) {
      await world(ruleset);
      const actor = await createFromStatBlock(text);
      expect(actor?.type).toBe(type);
      expect(actor?.items.contents.map((i) => i.type)).toEqual(items);
    }
    const ogre = actorsNamed("Ogre")[0];
    expect((ogre.system as unknown as { toughness: { value: number } }).toughness.value).toBe(15);
    const liar = actorsNamed("Liar")[0];
    expect((liar.system as unknown as { mana: { permanent: { black: number } } }).mana.permanent.black).toBe(3);
  });

  it("every reading that may be created is one the models take as it stands: the stored system is what was read", async () => {
    const blocks: [RulesetId, string][] = [
      ["gm", "Sprite 4 12 10 6 +0 +5, evasion 14, health 6, tiny, movement 20, endurance 9"],
      ["gm", "Giant 60 9 9 9 +6 +1; huge; club 2d8; +2 to damage; 8th level"],
      ["gm", "Toromeen 7 17 4 7 11 +2 +2 +5"],
      ["warden", "Ogre 10 HP 3 Armor 16 STR 8 DEX 8 WIL club (d10, bulky)"],
      ["warden", "Duelist\n5 HP, 10 STR, 16 DEX, 12 WIL, rapier (d6, sharp), sling (d4, ranged)"],
      [
        "shadow",
        "Brute\nAccurate 30, Cunning 1, Discreet 7, Persuasive 9, Quick 11, Resolute 13, Strong 15, Vigilant 10\nArmor: Plate 1d8 (impeding 4)\nBite 1d6 (natural, short)",
      ],
      ["rk", "Husk\nStrength 0, Finesse 0, Endurance 40, Cunning 0, Intelligence 0, Acuity 0, Charisma 0\n40 green mana"],
    ];
    for (const [ruleset, text] of blocks) {
      await world(ruleset);
      const reading = rulesetReader(ruleset)(text);
      expect(reading.ok, text).toBe(true);
      const actor = await createFromStatBlock(text);
      const source = (actor as unknown as { toObject(): { system: Record<string, unknown> } }).toObject();
      const items = (actor?.items.contents ?? []).map((i) => (i as unknown as { toObject(): { system: object } }).toObject());
      expect(source.system, text).toMatchObject(reading.actor!.system);
      reading.actor!.items.forEach((item, i) => expect(items[i].system, `${text} ${item.name}`).toMatchObject(item.system));
    }
  });

  it("cancelling creates nothing", async () => {
    await world("gm");
    dialogs().respond(() => dialogs().dismiss());
    const before = game.actors?.contents.length ?? 0;
    expect(await openStatBlockDialog()).toBeNull();
    expect(game.actors?.contents.length ?? 0).toBe(before);
  });
});

describe("people at the table who are not the GM", () => {
  it.each([
    ["player", PLAYER],
    ["observer", OBSERVER],
    ["limited user", LIMITED],
  ])("a %s is refused with a message: no window, no actor", async (_who, user) => {
    await world("gm");
    harness.actAs(user);
    const before = game.actors?.contents.length ?? 0;
    expect(await openStatBlockDialog()).toBeNull();
    expect(await createFromStatBlock(YETI)).toBeNull();
    expect(game.actors?.contents.length ?? 0).toBe(before);
    expect(String(harness.notifications.log.at(-1)?.message)).toBe("Only a GM can create creatures from a stat block.");
  });
});

describe("two GMs", () => {
  it("each GM's paste makes its own creature, once each", async () => {
    await world("gm");
    const create = vi.spyOn(Actor, "create");
    harness.connect(GM2, true);
    const [a, b] = await Promise.all([
      harness.onClientOf(GM, () => createFromStatBlock(YETI)),
      harness.onClientOf(GM2, () => createFromStatBlock("Goblin: survival 5, hands d2")),
    ]);
    expect(create).toHaveBeenCalledTimes(2);
    expect([a?.name, b?.name]).toEqual(["Yeti", "Goblin"]);
    expect(actorsNamed("Yeti")).toHaveLength(1);
    expect(actorsNamed("Goblin")).toHaveLength(1);
  });
});

describe("the preview", () => {
  it("lists a field not given and junk as not read", async () => {
    await world("gm");
    const html = statBlockPreview(gmReadStatBlock("Goblin: survival 5, hands d2, <script>x</script>"));
    expect(html).toContain("Attack not given: 0.");
    expect(html).toContain("Not understood: “&lt;script&gt;x&lt;/script&gt;”.");
  });
});
