import { beforeEach, describe, expect, it, vi } from "vitest";
import { ShadowActorSheet } from "../../../module/rulesets/shadow/sheets/actor-sheet.js";
import { ShadowItemSheet } from "../../../module/rulesets/shadow/sheets/item-sheet.js";
import { DialogV2 } from "../../harness/applications.js";
import { harness } from "../../harness/foundry.js";
import { GM, PLAYER, attrs, installShadow, lastMessage, makeActor, medium, rollUnderCalls, shield, sword, target } from "./skin-helpers.js";
import { answerRollUnderDialog } from "./fake-roll-under.js";

vi.mock("../../../module/dice/index.js", async () => {
  const odds = await import("../../../module/dice/rules/index.js");
  const fake = await import("./fake-roll-under.js");
  return { ...odds, rollUnder: fake.fakeRollUnder };
});

type Rendered = { parts: Record<string, string>; runAction(name: string, dataset?: Record<string, string>, event?: Record<string, unknown>): Promise<unknown> };

async function render(actor: Actor.Implementation): Promise<Rendered> {
  const sheet = new ShadowActorSheet({ document: actor }) as unknown as Rendered & { render(o?: object): Promise<unknown> };
  await sheet.render({ force: true });
  return sheet;
}

beforeEach(() => installShadow());

const herbalCure = { name: "Herbal Cure", type: "shadowEquipment", system: { quantity: 2, elixir: true, healing: { flat: 1, dice: "" } } };

describe("the Shadow actor sheet", () => {
  it("shows the attributes to click, Defense, armor, Toughness and Corruption", async () => {
    const pc = await makeActor(
      "shadowCharacter",
      "Ylva",
      { attributes: attrs({ quick: 13, strong: 12, accurate: 14 }), toughness: { value: 9 }, corruption: { value: 2 } },
      [sword, medium, shield],
    );
    const sheet = await render(pc);
    const html = Object.values(sheet.parts).join("\n");
    expect(html).toContain('data-action="roll" data-roll="attribute" data-key="accurate"');
    expect(html).toContain('name="system.attributes.quick" value="13"');
    expect(html).toMatch(/class="value shadow-defense">11</); // 13 − 3 + 1
    expect(html).toMatch(/class="value shadow-pain">6</);
    expect(html).toMatch(/class="value shadow-protection">1d6</);
    expect(html).toContain('name="system.toughness.value" value="9"');
    expect(html).toContain("/ 12");
    expect(html).toContain('name="system.corruption.value" value="2"');
    expect(html).toContain('data-action="rollItem"');
    expect(html).toContain("Sword");
    expect(html).toContain("Accurate");
    expect(harness.i18n.missing.size === 0 || ![...harness.i18n.missing].some((k) => k.startsWith("ANTHOLOGY.Shadow"))).toBe(true);
  });

  it("the shield box and the Defense hint speak of a shield only when one is equipped, and shields have their own columns", async () => {
    const bare = Object.values((await render(await makeActor("shadowCharacter", "Bare", { attributes: attrs({ quick: 13 }) }, [medium]))).parts).join("\n");
    expect(bare).toContain("Quick − Impeding 3<");
    expect(bare).not.toContain("+1 for the");
    expect(bare).toMatch(/class="value shadow-shield">—</);
    const held = Object.values((await render(await makeActor("shadowCharacter", "Held", { attributes: attrs({ quick: 13 }) }, [medium, shield]))).parts).join(
      "\n",
    );
    expect(held).toContain("Quick − Impeding 3, +1 for the Shield");
    expect(held).toMatch(/class="value shadow-shield">\+1<\/span><span class="hint">[^<]+</);
    // The shield's damage sits under a Damage header, not under the armor's Protection.
    expect(held).toMatch(/<span class="name">Shield<\/span>\s*<span>Damage<\/span>\s*<span>Defense<\/span>/);
  });

  it("escapes names typed by users", async () => {
    const pc = await makeActor("shadowCharacter", "<script>alert(1)</script>", {}, [{ ...sword, name: "<img src=x onerror=alert(2)>" }]);
    const html = Object.values((await render(pc)).parts).join("\n");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;");
  });

  it("clicking an attribute rolls its success test", async () => {
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ persuasive: 13 }) });
    const merchant = await makeActor("shadowMonster", "Merchant", { attributes: attrs({ resolute: 8 }) });
    target(GM, merchant);
    const sheet = await render(pc);
    harness.queueFaces([14]);
    await sheet.runAction("roll", { roll: "attribute", key: "persuasive" }, { shiftKey: true });
    // Persuasive 13 against Resolute 8: 13 + 2 = 15.
    expect(rollUnderCalls.at(-1)).toMatchObject({ target: 13, modifier: 2, skipDialog: true });
  });

  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`clicked by ${who} without Shift, a targeted test opens Shadow's dialog: closed, nothing is rolled; with the Advantage, 13 + 2 + 2 = 17`, async () => {
      const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ persuasive: 13 }) }, [], { default: 0, [PLAYER.id]: 3 });
      const merchant = await makeActor("shadowMonster", "Merchant", { attributes: attrs({ resolute: 8 }) });
      harness.actAs(user);
      target(user, merchant);
      const sheet = await render(pc);
      // Nothing queued: the fake dialog is closed (test/rulesets/shadow/fake-roll-under.ts).
      await sheet.runAction("roll", { roll: "attribute", key: "persuasive" });
      expect(rollUnderCalls).toHaveLength(0);
      expect(harness.messages()).toHaveLength(0);
      answerRollUnderDialog({ advantage: "on" });
      harness.queueFaces([16]);
      await sheet.runAction("roll", { roll: "attribute", key: "persuasive" });
      expect(rollUnderCalls.at(-1)).toMatchObject({
        target: 13,
        modifier: 4,
        favour: 0,
        skipDialog: false,
        flavor: "Persuasive against Merchant's Resolute (8): +2 · Advantage +2",
      });
      expect(lastMessage().content).toContain("16 / 17");
    });
  }

  it("a dying character shows the death test button, which rolls it", async () => {
    const pc = await makeActor("shadowCharacter", "Ylva", { toughness: { value: 0 } });
    const sheet = await render(pc);
    expect(sheet.parts.header).toContain('data-action="deathTest"');
    harness.queueFaces([15]);
    await sheet.runAction("deathTest");
    expect((pc.system as unknown as { dying: { closer: number } }).dying.closer).toBe(1);
  });

  it("a monster's sheet has notes and no Experience", async () => {
    const m = await makeActor("shadowMonster", "Ogre", { notes: "<p>Big</p>" });
    const sheet = await render(m);
    expect(sheet.parts.biography).toContain('name="system.notes"');
    expect(sheet.parts.abilities).not.toContain("system.experience.total");
  });

  it("raising an ability costs Experience and is refused without enough", async () => {
    const pc = await makeActor("shadowCharacter", "Ylva", { experience: { total: 40 } }, [
      { name: "Acrobatics", type: "shadowAbility", system: { level: "novice" } },
    ]);
    const ability = (pc.items as unknown as Map<string, Item.Implementation>).values().next().value!;
    const sheet = await render(pc);
    await sheet.runAction("raiseAbility", { itemId: ability.id! });
    expect((ability.system as unknown as { level: string }).level).toBe("adept"); // 10 + 20 = 30 ≤ 40
    await sheet.runAction("raiseAbility", { itemId: ability.id! });
    expect((ability.system as unknown as { level: string }).level).toBe("adept"); // master needs 30 more, 10 unspent
    expect(harness.notifications.log.at(-1)?.message).toBe("That costs 30 Experience; 10 unspent.");
  });

  it("equips and unequips armor from the sheet", async () => {
    const pc = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ quick: 12 }) }, [medium]);
    const armor = (pc.items as unknown as Map<string, Item.Implementation>).values().next().value!;
    const sheet = await render(pc);
    await sheet.runAction("toggleEquipped", { itemId: armor.id! });
    expect((pc.system as unknown as { defense: number }).defense).toBe(12);
  });

  it("first aid and rest through their dialogs", async () => {
    // An herbal cure is carried: first aid with one uses a real dose.
    const pc = await makeActor("shadowCharacter", "Ylva", { toughness: { value: 4 } }, [herbalCure]);
    const sheet = await render(pc);
    DialogV2.respond(() => ({ herbalCure: true }));
    await sheet.runAction("firstAid");
    expect((pc.system as unknown as { toughness: { value: number } }).toughness.value).toBe(5);
    DialogV2.respond(() => 2);
    await sheet.runAction("rest");
    expect((pc.system as unknown as { toughness: { value: number } }).toughness.value).toBe(7);
  });

  it("first aid and rest read what the player ticked and typed in their forms", async () => {
    const pc = await makeActor("shadowCharacter", "Ylva", { toughness: { value: 4 } }, [herbalCure]);
    const sheet = await render(pc);
    DialogV2.respond(() => DialogV2.click("ok", { herbalCure: true }));
    await sheet.runAction("firstAid");
    expect((pc.system as unknown as { toughness: { value: number } }).toughness.value).toBe(5);
    DialogV2.respond(() => DialogV2.click("ok", { days: 3 }));
    await sheet.runAction("rest");
    expect((pc.system as unknown as { toughness: { value: number } }).toughness.value).toBe(8);
    DialogV2.respond(() => DialogV2.dismiss());
    await sheet.runAction("rest");
    expect((pc.system as unknown as { toughness: { value: number } }).toughness.value).toBe(8);
  });
});

describe("the Shadow item sheet", () => {
  it("shows each type's fields", async () => {
    const pc = await makeActor("shadowCharacter", "Ylva", {}, [sword, medium, shield, { name: "Medicus", type: "shadowAbility", system: { level: "adept" } }]);
    const html: Record<string, string> = {};
    for (const item of (pc.items as unknown as Map<string, Item.Implementation>).values()) {
      const sheet = new ShadowItemSheet({ document: item }) as unknown as Rendered & { render(o?: object): Promise<unknown> };
      await sheet.render({ force: true });
      html[item.type as string] = sheet.parts.details!;
    }
    expect(html.shadowWeapon).toContain('name="system.damage" value="1d8"');
    expect(html.shadowWeapon).toContain('name="system.qualities.long"');
    expect(html.shadowArmor).toContain('name="system.impeding" value="3"');
    expect(html.shadowShield).toContain('<option value="shield" selected>');
    expect(html.shadowAbility).toContain('<option value="adept" selected>');
    expect(html.shadowAbility).toContain("Experience spent on this ability: 30");
  });
});
