/**
 * The compact Shadow monster sheet (issue 15): one page with the name, portrait, Toughness and Corruption bars,
 * Defense, armor and Pain Threshold, the eight attributes, attacks with their roll and damage buttons, abilities and
 * traits, armor, gear and notes. Its actions are the character sheet's (./actor-base.ts). Pressed through the DOM as
 * the GM and as the owning player; a player who only observes the monster sees it read-only and is refused.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ruleset } from "../../../module/rulesets/shadow/ruleset.js";
import { ShadowActorSheet } from "../../../module/rulesets/shadow/sheets/actor-sheet.js";
import { ShadowMonsterSheet } from "../../../module/rulesets/shadow/sheets/monster-sheet.js";
import { isShadowWeapon } from "../../../module/rulesets/shadow/data/types.js";
import { GM, OBSERVER, PLAYER, harness, type HarnessUser } from "../../harness/foundry.js";
import type { ApplicationV2 } from "../../harness/applications.js";
import { attrs, installShadow, makeActor, rollUnderCalls, target } from "./skin-helpers.js";

vi.mock("../../../module/dice/index.js", async () => {
  const odds = await import("../../../module/dice/rules/index.js");
  const fake = await import("./fake-roll-under.js");
  return { ...odds, rollUnder: fake.fakeRollUnder };
});

beforeEach(() => installShadow());

const OWNERSHIP = { default: 0, [PLAYER.id]: 3, [OBSERVER.id]: 2 };

/** An ogre (Quick 9, Strong 16, hide 1d4) with a club and fists, a trait, a sack and notes, and a character to fight; the sheet opened by `as`. */
async function openOgre(as: HarnessUser) {
  harness.actAs(GM);
  const ogre = await makeActor(
    "shadowMonster",
    "Ogre <script>alert(1)</script>",
    { attributes: attrs({ accurate: 13, quick: 9, strong: 16 }), toughness: { value: 11 }, corruption: { value: 2 }, notes: "<p>Hits <em>hard</em>.</p>" },
    [
      { name: "Club", type: "shadowWeapon", system: { damage: "1d10", qualities: { heavy: true }, equipped: true } },
      { name: "Fists", type: "shadowWeapon", system: { damage: "1d6", qualities: { natural: true }, equipped: false } },
      { name: "Hide", type: "shadowArmor", system: { protection: "1d4", impeding: 0, equipped: true } },
      { name: "Robust", type: "shadowAbility", system: { level: "adept", use: "passive" } },
      { name: "Sack", type: "shadowEquipment", system: { quantity: 2 } },
    ],
    OWNERSHIP,
  );
  // The foe: a character with Quick 12 (Defense 12), made by the GM as worlds are.
  const hero = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ quick: 12 }) });
  harness.actAs(as);
  const sheet = new ShadowMonsterSheet({ document: ogre }) as unknown as ApplicationV2 & { parts: Record<string, string> };
  await sheet.render({ force: true });
  const club = ogre.items.find((i) => isShadowWeapon(i) && i.name === "Club")!;
  const fists = ogre.items.find((i) => isShadowWeapon(i) && i.name === "Fists")!;
  return { ogre, hero, sheet, club, fists, html: Object.values(sheet.parts).join("\n") };
}

const equipped = (item: Item.Implementation) => isShadowWeapon(item) && item.system.equipped;
const warnings = () => harness.notifications.log.filter((n) => n.type === "warn").map((n) => String(n.message));

describe("registration", () => {
  it("is the default sheet of Shadow monsters only; characters keep the tabbed sheet", () => {
    const bySheet = new Map(ruleset.actorSheets.map((s) => [s.sheet, s.types]));
    expect(bySheet.get(ShadowMonsterSheet)).toEqual(["shadowMonster"]);
    expect(bySheet.get(ShadowActorSheet)).toEqual(["shadowCharacter"]);
  });
});

for (const [who, user] of [
  ["the GM", GM],
  ["the owning player", PLAYER],
] as const) {
  describe(`as ${who}`, () => {
    it("shows everything on one page, editable, with the monster's numbers and user text escaped", async () => {
      const { html, sheet } = await openOgre(user);
      // One part, no tabs.
      expect(Object.keys(sheet.parts)).toEqual(["main"]);
      expect(html).not.toContain("sheet-tabs");
      expect(html).toContain("Ogre &lt;script&gt;");
      expect(html).not.toContain("<script>");
      // Toughness (Strong 16) and Corruption (Resolute 10: threshold 5) as bars, edited in place.
      expect(html).toContain('name="system.toughness.value" value="11"');
      expect(html).toContain("/ 16");
      expect(html).toContain('name="system.corruption.value" value="2"');
      // Defense = Quick 9 − Impeding 0; the hide's 1d4; Pain Threshold = Strong 16 ÷ 2.
      expect(html).toMatch(/class="shadow-defense">9</);
      expect(html).toMatch(/class="shadow-protection">1d4</);
      expect(html).toMatch(/class="shadow-pain">8</);
      // The eight attributes, each a roll button and an editable value.
      expect(html.match(/data-action="roll" data-roll="attribute"/g)).toHaveLength(8);
      expect(html).toMatch(/name="system\.attributes\.strong" value="16"[^>]*data-bounded/);
      expect(html).not.toMatch(/name="system\.attributes\.strong"[^>]*disabled/);
      // Attacks: the attack value (Accurate 13) and both buttons per weapon; abilities usable; gear; notes editable.
      expect(html.match(/data-action="rollDamage"/g)).toHaveLength(2);
      expect(html).toMatch(/class="shadow-attack"[^>]*>13 /);
      expect(html).toContain("Robust");
      expect(html).toContain("Adept");
      expect(html).toContain("Sack");
      expect(html).toContain('<prose-mirror name="system.notes"');
      expect(html).toContain('data-action="createItem" data-type="shadowWeapon"');
      expect(harness.i18n.missing.size === 0 || ![...harness.i18n.missing].some((k) => k.startsWith("ANTHOLOGY.Shadow"))).toBe(true);
    });

    it("clicking an attribute rolls its test, as on the character sheet", async () => {
      const { sheet, hero } = await openOgre(user);
      target(user, hero);
      harness.queueFaces([4]);
      await harness.click(sheet, '[data-action="roll"][data-key="accurate"]', { shiftKey: true });
      // Accurate 13 against Ylva's Defense 12: 13 + (10 − 12) = 11.
      expect(rollUnderCalls.at(-1)).toMatchObject({ target: 13, modifier: -2, skipDialog: true });
    });

    it("an attack on a character asks the character to defend; the damage button rolls the weapon's damage", async () => {
      const { sheet, club, hero } = await openOgre(user);
      target(user, hero);
      const before = harness.messages().length;
      await harness.click(sheet, `[data-item-id="${club.id}"] [data-action="rollItem"]`);
      // 002: the player rolls, so a monster's attack is the character's Defense test, offered on a card.
      expect(harness.messages()).toHaveLength(before + 1);
      expect(harness.messages().at(-1)!.content).toContain("attacks Ylva with Club");
      harness.queueFaces([7]);
      await harness.click(sheet, `[data-item-id="${club.id}"] [data-action="rollDamage"]`);
      expect(harness.messages()).toHaveLength(before + 2);
      const damage = harness.messages().at(-1)!;
      expect(damage.content).toContain("Club hits Ylva");
      expect(damage.content).toMatch(/class="die"[^>]*>7</);
      expect((damage.system as { damage: { formula: string; defender: string } }).damage).toMatchObject({ formula: "1d10", defender: hero.uuid });
    });

    it("the damage button with no token targeted posts a card for whoever the clicker targets when applying", async () => {
      const { sheet, club } = await openOgre(user);
      target(user, null);
      harness.queueFaces([3]);
      await harness.click(sheet, `[data-item-id="${club.id}"] [data-action="rollDamage"]`);
      const damage = harness.messages().at(-1)!;
      expect(damage.content).toContain("Club hits");
      expect((damage.system as { damage: { defender: string } }).damage.defender).toBe("");
    });

    it("abilities and traits are used from the sheet, and weapons equipped", async () => {
      const { ogre, sheet, fists } = await openOgre(user);
      const robust = ogre.items.find((i) => i.name === "Robust")!;
      await harness.click(sheet, `[data-item-id="${robust.id}"] [data-action="rollItem"]`);
      expect(harness.messages().at(-1)!.content).toContain("Adept · Passive");
      await harness.click(sheet, `[data-item-id="${fists.id}"] [data-action="toggleEquipped"]`);
      expect(equipped(fists)).toBe(true);
    });
  });
}

describe("as a player who only observes the monster", () => {
  it("sees it read-only: no field to edit, no editor, no add or delete buttons", async () => {
    const { html } = await openOgre(OBSERVER);
    expect(html).toMatch(/name="system\.attributes\.strong"[^>]*disabled/);
    expect(html).toMatch(/name="system\.toughness\.value"[^>]*disabled/);
    expect(html).toMatch(/name="name"[^>]*disabled/);
    expect(html).not.toContain("<prose-mirror");
    expect(html).toContain("Hits <em>hard</em>.");
    expect(html).not.toContain('data-action="createItem"');
    expect(html).not.toContain('data-action="deleteItem"');
  });

  it("is refused the rolls, the attack, the damage and the equip toggle, with a message; nothing is posted or changed", async () => {
    const { sheet, club, fists } = await openOgre(OBSERVER);
    const before = harness.messages().length;
    // v13 DocumentSheetV2#_toggleDisabled disables these buttons on a sheet the observer may not edit; even clicks
    // that reach the handlers (the attribute removed in the browser) are refused.
    const buttons = [
      '[data-action="roll"][data-key="strong"]',
      `[data-item-id="${club.id}"] [data-action="rollItem"]`,
      `[data-item-id="${club.id}"] [data-action="rollDamage"]`,
      `[data-item-id="${fists.id}"] [data-action="toggleEquipped"]`,
    ];
    for (const selector of buttons) {
      const button = harness.find(sheet, selector) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      button.disabled = false;
    }
    await harness.click(sheet, '[data-action="roll"][data-key="strong"]', { shiftKey: true });
    await harness.click(sheet, `[data-item-id="${club.id}"] [data-action="rollItem"]`);
    await harness.click(sheet, `[data-item-id="${club.id}"] [data-action="rollDamage"]`);
    await harness.click(sheet, `[data-item-id="${fists.id}"] [data-action="toggleEquipped"]`);
    expect(rollUnderCalls).toHaveLength(0);
    expect(harness.messages()).toHaveLength(before);
    expect(equipped(fists)).toBe(false);
    expect(warnings()).toHaveLength(4);
    for (const w of warnings()) expect(w).toMatch(/owner/i);
  });
});
