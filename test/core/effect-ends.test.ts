/**
 * Effects that end with the combat, the scene or a rest (README "Effects that end with the scene, the combat or the
 * rest"), as the people at the table meet them: the GM ends the combat (two GMs and a player connected: the
 * `deleteCombat` hook runs on every client, v13 `ClientDatabaseBackend#onModifyDocument`, client/data/client-backend.mjs,
 * and only the active GM writes), the owning player rests, the GM ends the scene, and the Effects tab of each sheet
 * as its owner and an observer see it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { effectEnd, effectsEnding, endsAt } from "../../module/core/rules/effect-ends.js";
import { addEndToEffectSheet, endTheScene, registerEffectEnds } from "../../module/core/effect-ends.js";
import { wardenShortRestFlow } from "../../module/rulesets/warden/flows/rest.js";
import { gmDayRestAction } from "../../module/rulesets/gods-monsters/flows/rest.js";
import { shadowRest } from "../../module/rulesets/shadow/rolls/healing.js";
import { ruleset as warden } from "../../module/rulesets/warden/ruleset.js";
import { ruleset as shadow } from "../../module/rulesets/shadow/ruleset.js";
import { ruleset as rk } from "../../module/rulesets/roll-keep/ruleset.js";
import { GM, GM2, OBSERVER, PLAYER, castOwnership, harness } from "../harness/foundry.js";
import type { ApplicationV2 } from "../harness/applications.js";
import { installEveryRuleset } from "./every-ruleset.js";

type Sheet = ApplicationV2 & { parts: Record<string, string> };

// The hooks live for the whole session in Foundry; registered once for this file as init does.
beforeAll(() => registerEffectEnds());

const EFFECTS = [
  { name: "Bless", flags: { anthology: { ends: "combat" } } },
  { name: "Inspired", flags: { anthology: { ends: "scene" } } },
  { name: "Fortified", flags: { anthology: { ends: "rest" } } },
  { name: "Poisoned (3 rounds)", duration: { rounds: 3 } },
];

async function character(type = "wardenCharacter", name = "Ael'Onor"): Promise<Actor.Implementation> {
  harness.actAs(GM);
  installEveryRuleset({ settings: true });
  return (await Actor.create({ name, type, ownership: castOwnership(), effects: EFFECTS } as never)) as unknown as Actor.Implementation;
}
const names = (actor: Actor.Implementation) => actor.effects.contents.map((e) => e.name).sort();
/** The "effects ended" cards, as the text a reader sees. */
const endedCards = () =>
  harness
    .messages()
    .filter((m) => String(m.content).includes("anth-effects-ended"))
    .map((m) => {
      const el = document.createElement("div");
      el.innerHTML = String(m.content);
      return { content: (el.textContent ?? "").replace(/\s+/g, " ") };
    });

describe("the pure rule: which events end which effects", () => {
  it("the ends nest: a combat ends combat effects, the scene also scene effects, a rest all three; Foundry's own duration none", () => {
    expect(["combat", "scene", "rest", "timed"].map((e) => endsAt(effectEnd(e), "combat"))).toEqual([true, false, false, false]);
    expect(["combat", "scene", "rest", "timed"].map((e) => endsAt(effectEnd(e), "scene"))).toEqual([true, true, false, false]);
    expect(["combat", "scene", "rest", "timed"].map((e) => endsAt(effectEnd(e), "rest"))).toEqual([true, true, true, false]);
  });
  it("an unknown or missing end is Foundry's duration and ends nothing; an effect without id is left alone", () => {
    for (const bad of [undefined, null, "", "forever", 3, { ends: "scene" }]) expect(effectEnd(bad)).toBe("timed");
    expect(
      effectsEnding(
        [
          { id: "", ends: "combat" },
          { id: "a", ends: "weird" },
          { id: "b", ends: "combat" },
        ],
        "rest",
      ).map((e) => e.id),
    ).toEqual(["b"]);
  });
});

describe("the end of a combat", () => {
  it("two GMs and a player connected: the active GM alone deletes the combat effects, once, and posts one card", async () => {
    const pc = await character();
    harness.connect(GM2 as never);
    const writers: string[] = [];
    const deleteEmbedded = pc.deleteEmbeddedDocuments.bind(pc);
    (pc as unknown as { deleteEmbeddedDocuments: unknown }).deleteEmbeddedDocuments = async (...args: Parameters<typeof deleteEmbedded>) => {
      writers.push(game.user!.id!);
      return deleteEmbedded(...args);
    };
    const combat = { id: "combat00000000001", combatants: { contents: [{ actor: pc }, { actor: null }] } };
    const ran = await harness.callOnEveryClient("deleteCombat", combat, {}, GM2.id);
    await harness.settle();
    expect(ran.map((u) => u.id)).toEqual(expect.arrayContaining([GM.id, GM2.id, PLAYER.id]));
    expect(writers).toEqual([GM.id]);
    expect(names(pc)).toEqual(["Fortified", "Inspired", "Poisoned (3 rounds)"]);
    expect(endedCards()).toHaveLength(1);
    expect(endedCards()[0]!.content).toContain("Ael'Onor: Bless");
    expect(endedCards()[0]!.content).toContain("Bless");
    expect(endedCards()[0]!.content).toContain("The combat is over");
  });

  it("names typed by users reach the card as text: an actor's and an effect's name with markup are escaped", async () => {
    harness.actAs(GM);
    installEveryRuleset({ settings: true });
    const pc = (await Actor.create({
      name: '<img src=x onerror="alert(1)">',
      type: "wardenCharacter",
      effects: [{ name: "<script>alert(2)</script>", flags: { anthology: { ends: "combat" } } }],
    } as never)) as unknown as Actor.Implementation;
    await harness.callOnEveryClient("deleteCombat", { combatants: { contents: [{ actor: pc }] } }, {}, GM.id);
    await harness.settle();
    const raw = String(harness.messages().at(-1)!.content);
    expect(raw).not.toMatch(/<img|<script/);
    expect(endedCards()[0]!.content).toContain('<img src=x onerror="alert(1)">: <script>alert(2)</script>');
  });

  it("a combat whose actors have no combat effects posts nothing", async () => {
    const pc = await character();
    await pc.deleteEmbeddedDocuments(
      "ActiveEffect",
      pc.effects.contents.filter((e) => e.name === "Bless").map((e) => e.id!),
    );
    await harness.callOnEveryClient("deleteCombat", { combatants: { contents: [{ actor: pc }] } }, {}, GM.id);
    await harness.settle();
    expect(endedCards()).toHaveLength(0);
  });
});

describe("a rest", () => {
  it("the owning player's Warden short rest ends the rest, scene and combat effects on their client; Foundry's timed one stays", async () => {
    const pc = await character();
    harness.actAs(PLAYER);
    await wardenShortRestFlow(pc);
    await harness.settle();
    expect(names(pc)).toEqual(["Poisoned (3 rounds)"]);
    expect(endedCards()).toHaveLength(1);
    expect(endedCards()[0]!.content).toMatch(/Bless, Inspired, Fortified/);
  });

  it("a G&M day of rest and a Shadow rest of days end the same effects on their owner's client", async () => {
    const toromeen = await character("gmCharacter", "Toromeen");
    harness.actAs(PLAYER);
    await gmDayRestAction(toromeen as never, false);
    await harness.settle();
    expect(names(toromeen)).toEqual(["Poisoned (3 rounds)"]);
    const ylva = await character("shadowCharacter", "Ylva");
    harness.actAs(PLAYER);
    await shadowRest(ylva, 2);
    await harness.settle();
    expect(names(ylva)).toEqual(["Poisoned (3 rounds)"]);
    expect(endedCards().map((c) => c.content)).toEqual([
      expect.stringContaining("Toromeen: Bless, Inspired, Fortified"),
      expect.stringContaining("Ylva: Bless, Inspired, Fortified"),
    ]);
  });

  it("an observer's client, where the rest is announced for an actor it does not own, writes nothing", async () => {
    const pc = await character();
    await harness.onClientOf(OBSERVER as never, async () => {
      harness.hooks.callAll("anthology.restTaken", pc, { ruleset: "warden", kind: "short" });
    });
    await harness.settle();
    expect(names(pc)).toHaveLength(4);
    expect(endedCards()).toHaveLength(0);
  });
});

describe("the GM ends the scene", () => {
  it("the token controls give the GM an End the scene button, the player none; the scene and combat effects end, the rest effects stay", async () => {
    const pc = await character();
    const other = (await Actor.create({
      name: "Bryn",
      type: "wardenCharacter",
      effects: [{ name: "Hidden", flags: { anthology: { ends: "scene" } } }],
    } as never)) as unknown as Actor.Implementation;
    harness.actAs(PLAYER);
    const playerControls = { tokens: { tools: {} as Record<string, { onChange?: () => void }> } };
    harness.hooks.callAll("getSceneControlButtons", playerControls);
    expect(playerControls.tokens.tools.anthologyEndScene).toBeUndefined();
    await endTheScene();
    expect(names(pc)).toHaveLength(4);
    expect(String(harness.notifications.log.at(-1)?.message)).toMatch(/Only a GM/);

    harness.actAs(GM);
    const gmControls = { tokens: { tools: {} as Record<string, { onChange?: () => void; title?: string }> } };
    harness.hooks.callAll("getSceneControlButtons", gmControls);
    expect(gmControls.tokens.tools.anthologyEndScene?.title).toBe("ANTHOLOGY.EffectEnds.EndScene");
    // DialogV2.confirm with no responder clicks yes (test/harness/README.md, DialogV2).
    gmControls.tokens.tools.anthologyEndScene!.onChange!();
    await harness.settle();
    expect(names(pc)).toEqual(["Fortified", "Poisoned (3 rounds)"]);
    expect(names(other)).toEqual([]);
    const cards = endedCards();
    expect(cards).toHaveLength(1);
    expect(cards[0]!.content).toContain("The scene is over");
    expect(cards[0]!.content).toMatch(/Bless, Inspired/);
    expect(cards[0]!.content).toContain("Bryn");
  });

  it("a GM who says no ends nothing", async () => {
    const pc = await character();
    const dialogs = foundry.applications.api.DialogV2 as unknown as { respond(fn: () => unknown): void; click(a: string): unknown };
    dialogs.respond(() => dialogs.click("no"));
    await endTheScene();
    expect(names(pc)).toHaveLength(4);
    expect(endedCards()).toHaveLength(0);
  });
});

describe("the effect's own sheet (v13 ActiveEffectConfig)", () => {
  function configElement(): HTMLElement {
    const el = document.createElement("form");
    el.innerHTML =
      '<nav><a data-tab="duration">Duration</a></nav><section class="tab" data-tab="duration"><div class="form-group"><label>Rounds</label></div></section>';
    return el;
  }
  it("its duration tab gains the end, selected, named so the form submits it; disabled for a user who may not edit", async () => {
    const pc = await character();
    const effect = pc.effects.contents.find((e) => e.name === "Inspired")!;
    const el = configElement();
    harness.hooks.callAll("renderActiveEffectConfig", { document: effect, isEditable: true }, el, {}, {});
    const select = el.querySelector<HTMLSelectElement>('section[data-tab="duration"] select[name="flags.anthology.ends"]')!;
    expect(select.value).toBe("scene");
    expect([...select.options].map((o) => o.value)).toEqual(["timed", "combat", "scene", "rest"]);
    expect(select.disabled).toBe(false);
    expect(el.querySelector(`label[for="${select.id}"]`)?.textContent).toBe("Lasts");
    // A second render of the same element does not add a second select.
    addEndToEffectSheet({ document: effect, isEditable: true }, el);
    expect(el.querySelectorAll('select[name="flags.anthology.ends"]')).toHaveLength(1);
    const observed = configElement();
    addEndToEffectSheet({ document: effect, isEditable: false }, observed);
    expect(observed.querySelector<HTMLSelectElement>("select")!.disabled).toBe(true);
  });
});

describe("the Effects tab", () => {
  const SHEETS = [
    { ruleset: warden, type: "wardenCharacter" },
    { ruleset: shadow, type: "shadowCharacter" },
    { ruleset: rk, type: "rkCharacter" },
  ];
  async function open(user: typeof GM, type: string): Promise<{ actor: Actor.Implementation; sheet: Sheet }> {
    const actor = await character(type);
    const entry = SHEETS.find((s) => s.type === type)!;
    const cls = entry.ruleset.actorSheets.find((s) => s.types.includes(type))!.sheet as unknown as new (o: object) => Sheet;
    harness.actAs(user);
    const sheet = (await new cls({ document: actor }).render({ force: true })) as Sheet;
    return { actor, sheet };
  }

  for (const { type } of SHEETS) {
    it(`${type}: the tab lists each effect with when it ends`, async () => {
      const { sheet } = await open(PLAYER, type);
      expect(sheet.element!.querySelector('nav [data-tab="effects"]')?.textContent).toContain("Effects");
      const rows = [...sheet.element!.querySelectorAll<HTMLElement>('section[data-tab="effects"] [data-effect-id]')];
      expect(rows.map((r) => r.querySelector(".name")!.textContent)).toEqual(EFFECTS.map((e) => e.name));
      expect(rows.map((r) => r.querySelector<HTMLSelectElement>("select[data-effect-end]")!.value)).toEqual(["combat", "scene", "rest", "timed"]);
      expect(rows[1]!.textContent).toContain("Until the end of the scene");
    });
  }

  it("the owning player creates an effect (until the end of the scene), changes its end, turns it off and deletes it", async () => {
    const { actor, sheet } = await open(PLAYER, "wardenCharacter");
    await harness.click(sheet, '[data-action="createEffect"]');
    await harness.settle();
    const created = actor.effects.contents.find((e) => e.name === "New effect")!;
    expect(created.getFlag("anthology" as never, "ends" as never)).toBe("scene");
    await harness.change(sheet, `[data-effect-id="${created.id}"] select[data-effect-end]`, "rest");
    await harness.settle();
    expect(actor.effects.get(created.id!)!.getFlag("anthology" as never, "ends" as never)).toBe("rest");
    await harness.click(sheet, `[data-effect-id="${created.id}"] [data-action="toggleEffect"]`);
    await harness.settle();
    expect(actor.effects.get(created.id!)!.disabled).toBe(true);
    await harness.click(sheet, `[data-effect-id="${created.id}"] [data-action="deleteEffect"]`);
    await harness.settle();
    expect(actor.effects.get(created.id!)).toBeUndefined();
    expect(actor.effects.size).toBe(EFFECTS.length);
  });

  it("an observer sees the durations but every control that changes an effect is disabled", async () => {
    const { sheet } = await open(OBSERVER, "wardenCharacter");
    const tab = sheet.element!.querySelector('section[data-tab="effects"]')!;
    expect(tab.querySelectorAll("[data-effect-id]")).toHaveLength(EFFECTS.length);
    for (const sel of ["select[data-effect-end]", '[data-action="createEffect"]', '[data-action="deleteEffect"]', '[data-action="toggleEffect"]']) {
      for (const el of tab.querySelectorAll<HTMLButtonElement>(sel)) expect(el.disabled, sel).toBe(true);
    }
  });

  it("the GM's G&M character sheet shows the duration of its effects beside its ailments", async () => {
    const actor = await character("gmCharacter", "Toromeen");
    const cls = (await import("../../module/rulesets/gods-monsters/ruleset.js")).ruleset.actorSheets.find((s) => s.types.includes("gmCharacter"))!
      .sheet as unknown as new (o: object) => Sheet;
    const sheet = (await new cls({ document: actor }).render({ force: true })) as Sheet;
    const selects = [...sheet.element!.querySelectorAll<HTMLSelectElement>(".gm-effects select[data-effect-end]")];
    expect(selects.map((s) => s.value)).toEqual(["combat", "scene", "rest", "timed"]);
  });
});
