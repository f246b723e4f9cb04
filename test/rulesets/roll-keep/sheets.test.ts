import { beforeEach, describe, expect, it } from "vitest";
import { castOwnership, harness, OBSERVER } from "../../harness/foundry.js";
import { RkColourLinksConfig, rkSaveColourLinks } from "../../../module/rulesets/roll-keep/dialogs/colour-links-config.js";
import { RkActorSheet } from "../../../module/rulesets/roll-keep/sheets/actor-sheet.js";
import { RkSpecialitySheet } from "../../../module/rulesets/roll-keep/sheets/speciality-sheet.js";
import { RK_ATTRIBUTE_DRAG, rkAttributeMacroCommand, rkOnHotbarDrop } from "../../../module/rulesets/roll-keep/macros.js";
import { ruleset } from "../../../module/rulesets/roll-keep/ruleset.js";
import { rkWorldColourLinks } from "../../../module/rulesets/roll-keep/settings.js";
import { RK_DEFAULT_COLOUR_LINKS } from "../../../module/rules.js";
import type { RkSpecialityData } from "../../../module/rulesets/roll-keep/data/speciality.js";
import { installRk, makeRkActor, target, textCharacter } from "./skin-setup.js";
import { respondToRollDialog } from "../roll-dialog-answer.js";

beforeEach(() => installRk());

type Rendered = { parts: Record<string, string>; render(o?: object): Promise<unknown>; lastContext: Record<string, unknown> };

async function render(Sheet: unknown, document: unknown): Promise<Rendered> {
  const sheet = new (Sheet as new (o: object) => Rendered)({ document });
  await sheet.render({ force: true });
  return sheet;
}

describe("the actor sheet", () => {
  it("shows each attribute with its colour and pool, mana by colour, specialities by attribute", async () => {
    const mage = await textCharacter();
    const sheet = await render(RkActorSheet, mage);
    const attributes = sheet.parts.attributes!;
    expect(attributes).toContain('data-rk-attribute="cunning"');
    expect(attributes).toMatch(/rk-colour-black[^]*Cunning/);
    expect(attributes).toContain("4k3"); // Cunning alone: 3 black mana
    expect(attributes).toContain("5k4"); // with Deceit
    expect(attributes).toContain("4k1"); // Strength
    expect(attributes).toContain("Elemental Damage");
    expect(sheet.parts.header).toContain('name="system.mana.permanent.black" value="3"');
    expect(sheet.parts.header).toContain('name="system.mana.current.blue" value="2"');
    expect(sheet.parts.tabs).toContain("Attributes");
    expect(sheet.parts.actions).toContain("No extended action in progress.");
    expect(harness.i18n.missing.size).toBe(0);
  });

  it("names the targeted token for opposed actions and enables the contest button", async () => {
    const mage = await textCharacter();
    const guard = await makeRkActor("Guard", {}, [], "rkNpc");
    expect((await render(RkActorSheet, mage)).parts.actions).toMatch(/data-action="contest"\s+disabled/);
    target(guard);
    const actions = (await render(RkActorSheet, mage)).parts.actions!;
    expect(actions).toContain("Target: Guard");
    expect(actions).not.toMatch(/data-action="contest"\s+disabled/);
  });

  it("lists extended actions with their progress", async () => {
    const mage = await textCharacter();
    await mage.update({
      "system.extended": [
        {
          id: "abc",
          label: "Run",
          attribute: "endurance",
          specialityIds: [],
          difficulty: 7,
          required: 4,
          perRound: 1,
          maxRounds: 3,
          rounds: [{ successes: 2, botch: false }],
        },
      ],
    } as never);
    const actions = (await render(RkActorSheet, mage)).parts.actions!;
    expect(actions).toContain('data-extended-id="abc"');
    expect(actions).toContain("2 of 4 successes");
    expect(actions).toContain("width: 50%");
    expect(actions).toContain("2 of 3 rounds left");
    expect(actions).toContain("Challenging (7)");
  });

  it("active effects change the pools, while the inputs keep the stored values", async () => {
    const mage = await makeRkActor("Blessed", { attributes: { cunning: 4 }, mana: { permanent: { black: 3 } } }, []);
    await mage.createEmbeddedDocuments("ActiveEffect", [
      {
        name: "Silver tongue",
        changes: [
          { key: "system.attributes.cunning", mode: 2, value: "2" },
          { key: "system.mana.permanent.black", mode: 2, value: "1" },
        ],
      },
    ] as never);
    const s = mage.system as unknown as { pools: Record<string, { roll: number; keep: number }> };
    expect(s.pools.cunning).toMatchObject({ roll: 6, keep: 4 });
    const sheet = await render(RkActorSheet, mage);
    expect(sheet.parts.attributes).toContain('name="system.attributes.cunning" value="4"');
    expect(sheet.parts.attributes).toMatch(/rk-effective[^>]*>6</);
    expect(sheet.parts.attributes).toContain("6k4");
    expect(sheet.parts.header).toContain('name="system.mana.permanent.black" value="3"');
  });

  it("escapes names typed by users", async () => {
    const actor = await makeRkActor('<script>alert("x")</script>', {}, [
      { name: "<img src=x onerror=alert(1)>", type: "rkSpeciality", system: { attribute: "cunning" } },
    ]);
    const sheet = await render(RkActorSheet, actor);
    const html = Object.values(sheet.parts).join("\n");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
  });

  it("a player who does not own the actor sees it read-only", async () => {
    const mage = await textCharacter();
    // v13 DocumentSheetV2#_canRender refuses a user below its viewPermission (LIMITED): a player with no permission
    // on the actor never sees the sheet, so "does not own it" is a player who observes it.
    await mage.update({ ownership: castOwnership() } as never);
    harness.actAs(OBSERVER);
    const sheet = await render(RkActorSheet, mage);
    expect(sheet.parts.attributes).toMatch(/name="system.attributes.cunning" value="4" min="0" max="40" step="1" disabled/);
    expect(sheet.parts.attributes).not.toContain('data-action="deleteItem"');
  });
});

describe("the speciality sheet", () => {
  it("shows its attribute choice and description", async () => {
    const mage = await textCharacter();
    const item = (mage.items as unknown as { contents: Item.Implementation[] }).contents.find((i) => i.name === "Stealth")!;
    const sheet = await render(RkSpecialitySheet, item);
    expect(sheet.parts.details).toContain('<option value="finesse" selected>Finesse</option>');
    expect(sheet.parts.details).toContain("Moving unseen and unheard");
    expect(sheet.parts.details).toContain("The mage");
  });

  it("a speciality outside any actor cannot roll and says so", async () => {
    const item = (await Item.create({ name: "Loose", type: "rkSpeciality", system: { attribute: "acuity" } } as never)) as unknown as Item.Implementation;
    expect(await (item.system as unknown as RkSpecialityData).roll()).toBeNull();
    expect(harness.notifications.log.at(-1)?.type).toBe("warn");
  });
});

describe("the colour links setting", () => {
  it("defaults to the documented links; the menu shows and saves them", async () => {
    expect(rkWorldColourLinks()).toEqual(RK_DEFAULT_COLOUR_LINKS);
    const app = new (RkColourLinksConfig as unknown as new (o?: object) => Rendered)();
    await app.render({ force: true });
    expect(app.parts.form).toContain('<option value="black" selected>Black</option>');
    await rkSaveColourLinks({ ...RK_DEFAULT_COLOUR_LINKS, charisma: "none", strength: "purple" });
    expect(rkWorldColourLinks()).toMatchObject({ charisma: null, strength: "red" });
  });

  it("the registration lists the setting menu, both actor types and the speciality", () => {
    const settings = game.settings as unknown as { settings: Map<string, unknown>; menus: Map<string, unknown> };
    expect(settings.settings.has("anthology.rkColourLinks")).toBe(true);
    expect(settings.menus.has("anthology.rkColourLinksMenu")).toBe(true);
    expect(Object.keys(ruleset.actorModels)).toEqual(["rkCharacter", "rkNpc"]);
    // Equipment (with a weapon's damage pool, a table option) is the second item type.
    expect(Object.keys(ruleset.itemModels)).toEqual(["rkSpeciality", "rkEquipment"]);
    expect(ruleset.actorSheets[0]!.types).toEqual(["rkCharacter", "rkNpc"]);
  });
});

describe("hotbar macros", () => {
  it("an attribute dropped on the hotbar is ours; other drops are left to others", () => {
    expect(rkOnHotbarDrop(null, { type: "Item", uuid: "Item.x" }, 1)).toBeUndefined();
    expect(rkOnHotbarDrop(null, { type: RK_ATTRIBUTE_DRAG, uuid: "Actor.x", attribute: "luck" as never }, 1)).toBeUndefined();
  });

  it("the macro command quotes what it carries, so a hostile uuid cannot inject code", () => {
    const command = rkAttributeMacroCommand('Actor.x"); alert(1); ("', "cunning");
    expect(command).toContain(JSON.stringify('Actor.x"); alert(1); ("'));
    expect(command).toContain('rollAttribute?.("cunning"');
  });

  it("the actor's model rolls an attribute, as a macro does", async () => {
    const mage = await textCharacter();
    respondToRollDialog(() => ({ attribute: "acuity", difficulty: "3" }));
    harness.queueFaces([3, 1]);
    await (mage.system as unknown as { rollAttribute(a: string): Promise<unknown> }).rollAttribute("acuity");
    const message = harness.messages().at(-1) as unknown as { rolls: { formula: string }[] };
    expect(message.rolls[0]!.formula).toBe("2d10kh1cs>=3");
  });
});
