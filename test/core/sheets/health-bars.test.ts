/**
 * Health as bars on every ruleset's actor sheet (CONTRIBUTING "Sheets"): Shadow's Toughness and Corruption, Warden's hit
 * points, a Gods & Monsters creature's survival, Roll & Keep's mana pool. Each bar shows value / max, its value is
 * typed on the bar, and an entry above the maximum is brought to it with a message. As the GM and as the owning
 * player; an observer sees the bar read-only. Token bars read the same fields (the rulesets' trackableAttributes).
 */
import { describe, expect, it } from "vitest";
import { RULESETS } from "../../../module/rulesets/index.js";
import { GM, OBSERVER, PLAYER, harness } from "../../harness/foundry.js";
import type { ApplicationV2 } from "../../harness/applications.js";
import { installEveryRuleset } from "../every-ruleset.js";

const install = (): void => installEveryRuleset({ settings: true });

interface Case {
  ruleset: string;
  type: string;
  system: object;
  /** The bar's input, and the field it writes. */
  field: string;
  /** The bar's maximum for that actor. */
  max: number;
  /** The token bar (trackableAttributes `bar`) or value showing the same number, when it is one. */
  token: string | null;
}

const CASES: Case[] = [
  { ruleset: "shadow", type: "shadowCharacter", system: { attributes: { strong: 13 } }, field: "system.toughness.value", max: 13, token: "toughness" },
  { ruleset: "warden", type: "wardenCharacter", system: { hp: { value: 3, max: 5 } }, field: "system.hp.value", max: 5, token: "hp" },
  { ruleset: "warden", type: "wardenCreature", system: { hp: { value: 3, max: 6 } }, field: "system.hp.value", max: 6, token: "hp" },
  { ruleset: "gm", type: "gmCreature", system: { level: 2, survival: { value: 4, max: 9 } }, field: "system.survival.value", max: 9, token: "survival" },
];

const warnings = () => harness.notifications.log.filter((n) => n.type === "warn").map((n) => n.message);
const read = (actor: Actor.Implementation, path: string) => foundry.utils.getProperty(actor, path) as number;

async function open(c: Case, as: typeof GM) {
  install();
  const ruleset = RULESETS.find((r) => r.id === c.ruleset)!;
  const actor = (await Actor.create({
    name: "Hero",
    type: c.type,
    system: c.system,
    ownership: { default: 2, [PLAYER.id]: 3 },
  } as never)) as unknown as Actor.Implementation;
  const Sheet = ruleset.actorSheets.find((s) => s.types.includes(c.type))!.sheet as unknown as new (o: object) => ApplicationV2;
  harness.actAs(as);
  const sheet = new Sheet({ document: actor });
  await sheet.render({ force: true });
  return { actor, sheet, ruleset };
}

for (const c of CASES) {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`${c.type}: as ${who}, the bar shows value / max and is edited in place, clamped with a message`, async () => {
      const { actor, sheet, ruleset } = await open(c, user);
      const meter = harness.find(sheet, `.anth-bar:has(input[name="${c.field}"]) [role=meter]`);
      expect(meter.getAttribute("aria-valuemax")).toBe(String(c.max));
      expect(meter.getAttribute("aria-valuenow")).toBe(String(read(actor, c.field)));
      await harness.change(sheet, `input[name="${c.field}"]`, "1");
      expect(read(actor, c.field)).toBe(1);
      expect(warnings()).toEqual([]);
      await harness.change(sheet, `input[name="${c.field}"]`, String(c.max + 50));
      expect(read(actor, c.field)).toBe(c.max);
      expect(warnings()).toHaveLength(1);
      expect(warnings()[0]).toMatch(new RegExp(`cannot be above ${c.max}: it was set to ${c.max}\\.$`));
      if (c.token) expect(ruleset.trackableAttributes?.[c.type]?.bar).toContain(c.token);
    });
  }

  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`${c.type}: as ${who}, the bar takes a change ("-4", "+3") or "=n", as v13's token HUD bar does`, async () => {
      const { actor, sheet } = await open(c, user);
      await harness.change(sheet, `input[name="${c.field}"]`, "=5");
      expect(read(actor, c.field)).toBe(5);
      await harness.change(sheet, `input[name="${c.field}"]`, "-4");
      expect(read(actor, c.field)).toBe(1);
      await harness.change(sheet, `input[name="${c.field}"]`, "+3");
      expect(read(actor, c.field)).toBe(4);
      expect(warnings()).toEqual([]);
      await harness.change(sheet, `input[name="${c.field}"]`, "-9");
      expect(read(actor, c.field)).toBe(0);
      expect(warnings()[0]).toMatch(/cannot be below 0: it was set to 0\.$/);
      await harness.change(sheet, `input[name="${c.field}"]`, `+${c.max + 1}`);
      expect(read(actor, c.field)).toBe(c.max);
      expect(warnings()).toHaveLength(2);
    });
  }

  it(`${c.type}: an observer sees the bar read-only`, async () => {
    const { sheet } = await open(c, OBSERVER);
    expect((harness.find(sheet, `input[name="${c.field}"]`) as HTMLInputElement).disabled).toBe(true);
  });
}

describe("Shadow corruption", () => {
  it("is a bar against the threshold, which it may pass (no clamp at the threshold)", async () => {
    const { actor, sheet } = await open(
      { ruleset: "shadow", type: "shadowCharacter", system: { attributes: { resolute: 10 } }, field: "", max: 0, token: null },
      PLAYER,
    );
    const meter = harness.find(sheet, '.anth-bar:has(input[name="system.corruption.value"]) [role=meter]');
    expect(meter.getAttribute("aria-valuemax")).toBe("5");
    await harness.change(sheet, 'input[name="system.corruption.value"]', "7");
    expect(read(actor, "system.corruption.value")).toBe(7);
    expect(warnings()).toEqual([]);
    await sheet.render();
    expect(harness.find(sheet, '.anth-bar:has(input[name="system.corruption.value"])').classList.contains("over")).toBe(true);
  });
});

describe("Roll & Keep mana", () => {
  it("each colour's pool is a bar against its permanent mana, and the sheet says how much is spent", async () => {
    const { actor, sheet } = await open(
      {
        ruleset: "rk",
        type: "rkCharacter",
        system: { mana: { permanent: { black: 3, blue: 2 }, current: { black: 3, blue: 2 } } },
        field: "",
        max: 0,
        token: null,
      },
      PLAYER,
    );
    const black = harness.find(sheet, '.anth-bar:has(input[name="system.mana.current.black"]) [role=meter]');
    expect(black.getAttribute("aria-valuemax")).toBe("3");
    await harness.change(sheet, 'input[name="system.mana.current.black"]', "1");
    expect(read(actor, "system.mana.current.black")).toBe(1);
    await sheet.render();
    expect(harness.find(sheet, ".rk-colour-black .rk-spent").textContent).toBe("2 spent");
    expect(harness.find(sheet, ".rk-mana-total .rk-spent").textContent).toBe("2 spent from the pool");
    await harness.change(sheet, 'input[name="system.mana.current.blue"]', "99");
    expect(read(actor, "system.mana.current.blue")).toBe(40);
    expect(warnings()).toEqual(["Current pool cannot be above 40: it was set to 40."]);
  });
});
