import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  GM_ITEM_MODELS,
  gmAilmentLeave,
  gmAilmentResolve,
  gmAilmentResolveRoll,
  gmRollItem,
  registerGmItemRoll,
} from "../../../../module/rulesets/gods-monsters/items.js";
import { GM_CARD_MODELS } from "../../../../module/rulesets/gods-monsters/data/card.js";
import { GM_EXAMPLE_AILMENTS, GM_WEAPONS, gmAilmentFromRow, gmWeaponFromRow } from "../../../../module/rules.js";
import { harness } from "../../../harness/foundry.js";

const fields = foundry.data.fields;
const TARGETS = ["agility", "concentration", "evasion", "fortitude", "health", "perception"] as const;

/** A stand-in victim: reactions, and the `bonuses` the ailment effects change (the character model's contract). */
class VictimData extends foundry.abstract.TypeDataModel<
  ReturnType<typeof VictimData.defineSchema>,
  Actor.Implementation,
  Record<string, never>,
  { evasionNow: number }
> {
  static override defineSchema() {
    return {
      reactions: new fields.SchemaField({
        health: new fields.NumberField({ required: true, nullable: false, initial: 10 }),
        perception: new fields.NumberField({ required: true, nullable: false, initial: 3 }),
        evasion: new fields.NumberField({ required: true, nullable: false, initial: 4 }),
      }),
      bonuses: new fields.SchemaField(Object.fromEntries(TARGETS.map((t) => [t, new fields.NumberField({ required: true, nullable: false, initial: 0 })]))),
    };
  }
  override prepareDerivedData(): void {
    this.evasionNow = this.reactions.evasion + (this.bonuses as Record<string, number>).evasion!;
  }
}

type Victim = Actor.Implementation & { system: VictimData & { evasionNow: number; bonuses: Record<string, number> } };

beforeAll(() => {
  Object.assign(CONFIG.Item.dataModels, GM_ITEM_MODELS);
  Object.assign(CONFIG.ChatMessage.dataModels, GM_CARD_MODELS);
  (CONFIG.Actor.dataModels as Record<string, unknown>).gmVictim = VictimData;
});

async function victimWith(slug: string): Promise<{ actor: Victim; ailment: Item.Implementation & { system: Record<string, unknown> } }> {
  const row = GM_EXAMPLE_AILMENTS.find((a) => a.slug === slug)!;
  const actor = (await Actor.create({
    name: "Toromeen",
    type: "gmVictim" as never,
    items: [{ name: row.name, type: "gmAilment", system: gmAilmentFromRow(row) }],
  } as never)) as unknown as Victim;
  return { actor, ailment: actor.items.contents[0] as unknown as Item.Implementation & { system: Record<string, unknown> } };
}

// Foundry 13 writes the change with a numeric mode, 14 with a type and a phase (module/core/compat/effect-change.ts);
// the numbers the effect lowers are the same in both.
describe.each([13, 14] as const)("G&M ailments on an actor (001), Foundry %i", (generation) => {
  beforeEach(() => {
    harness.useGeneration(generation);
    return void harness.messages().length;
  });

  it("food poisoning: contracted, then three failed health rolls: 4 applications, −4 concentration as an Active Effect, injuries posted", async () => {
    const { actor, ailment } = await victimWith("food-poisoning");
    await gmAilmentResolve(ailment, false);
    for (let i = 0; i < 3; i++) await gmAilmentResolve(ailment, false);
    expect(ailment.system).toMatchObject({ stage: "ailing", applications: 4 });
    const effect = ailment.effects.contents[0]!;
    if (generation === 13) expect(effect.changes).toEqual([{ key: "system.bonuses.concentration", mode: 2, value: "-4", priority: 20 }]);
    else expect(effect.changes).toEqual([{ key: "system.bonuses.concentration", type: "add", phase: "initial", value: "-4", priority: 20 }]);
    expect(actor.system.bonuses.concentration).toBe(-4);
    const last = harness.messages().at(-1)!;
    // One injury: the card read "1 injuries", a defect the sheets review named (issue 15); the count is the same.
    expect(last.content).toContain("Injuries: 1");
    expect(last.content).toContain("−1 Concentration");
    await gmAilmentResolve(ailment, true);
    expect(ailment.system.stage).toBe("over");
    expect(actor.system.bonuses.concentration).toBe(0);
  });

  it("alcohol lowers evasion through the effect, and the derived number follows", async () => {
    const { actor, ailment } = await victimWith("alcohol");
    await gmAilmentResolve(ailment, false);
    await gmAilmentResolve(ailment, false);
    expect(actor.system.bonuses).toMatchObject({ agility: -2, evasion: -2, fortitude: -2, concentration: -2 });
    expect(actor.system.evasionNow).toBe(2);
  });

  it("sleep gas: five rounds in it, three failed rolls; leaving ends it; the effect carries the sleep status", async () => {
    const { ailment } = await victimWith("sleep-gas");
    for (const ok of [false, true, false, true, false]) await gmAilmentResolve(ailment, ok);
    expect(ailment.system).toMatchObject({ stage: "exposed", applications: 3 });
    expect(ailment.system.totals).toMatchObject({ conditions: [{ condition: "sleep", duration: { amount: "6d10", unit: "minute" } }] });
    expect([...(ailment.effects.contents[0]!.statuses as Set<string>)]).toEqual(["sleep"]);
    await gmAilmentLeave(ailment);
    expect(ailment.system.stage).toBe("over");
  });

  it("rolling the ailment rolls the victim's reaction: perception 3 at −3 against food poisoning", async () => {
    const { ailment } = await victimWith("food-poisoning");
    harness.queueFaces([1]);
    await gmAilmentResolveRoll(ailment, { skipDialog: true });
    // 1 > 3 − 3 = 0: not resisted, it takes hold
    expect(ailment.system).toMatchObject({ stage: "ailing", applications: 1 });
    harness.queueFaces([2]);
    await gmAilmentResolveRoll(ailment, { skipDialog: true });
    // health 10 at −2 → 8: resisted, it is over
    expect(ailment.system.stage).toBe("over");
    await gmAilmentResolveRoll(ailment, { skipDialog: true });
    expect(harness.notifications.log.at(-1)?.type).toBe("info");
  });

  it("an ailment with no victim only warns", async () => {
    const loose = (await Item.create({ name: "Venom", type: "gmAilment", system: {} } as never)) as unknown as Item.Implementation;
    expect(await gmRollItem(loose)).toBeNull();
    expect(harness.notifications.log.at(-1)?.type).toBe("warn");
  });
});

describe("G&M item rolls", () => {
  it("a weapon rolls its sized damage to chat", async () => {
    const axe = (await Item.create({
      name: "Battleaxe",
      type: "gmWeapon",
      system: { ...gmWeaponFromRow(GM_WEAPONS.find((w) => w.slug === "battleaxe")!), size: "small" },
    } as never)) as unknown as Item.Implementation;
    harness.queueFaces([8]);
    await gmRollItem(axe);
    const msg = harness.messages().at(-1)!;
    expect(msg.content).toContain("8 damage (d8)");
  });

  it("the character rules can take over a type's roll", async () => {
    const calls: string[] = [];
    registerGmItemRoll("gmSpirit", async (item) => calls.push(item.name ?? ""));
    const spirit = (await Item.create({ name: "Call Lightning", type: "gmSpirit", system: { damage: "3d6" } } as never)) as unknown as Item.Implementation;
    await gmRollItem(spirit);
    expect(calls).toEqual(["Call Lightning"]);
  });

  it("items without damage post their description", async () => {
    const field = (await Item.create({
      name: "War Craft",
      type: "gmField",
      system: { description: "<p>Arms and armor.</p>" },
    } as never)) as unknown as Item.Implementation;
    await gmRollItem(field);
    expect(harness.messages().at(-1)!.content).toContain("Arms and armor.");
  });
});

describe("G&M ailments on a gm character (the character data model's bonuses)", () => {
  it("alcohol twice: −2 to evasion's bonus reaches the character's derived evasion", async () => {
    const { GmCharacterData } = await import("../../../../module/rulesets/gods-monsters/data/character.js");
    (CONFIG.Actor.dataModels as Record<string, unknown>).gmCharacter = GmCharacterData;
    const row = GM_EXAMPLE_AILMENTS.find((a) => a.slug === "alcohol")!;
    const actor = (await Actor.create({
      name: "Toromeen",
      type: "gmCharacter" as never,
      system: { abilities: { strength: 18, agility: 10, endurance: 15, intelligence: 12, wisdom: 15, charisma: 8 }, species: "dwarf", archetype: "warrior" },
      items: [{ name: row.name, type: "gmAilment", system: gmAilmentFromRow(row) }],
    } as never)) as unknown as Actor.Implementation & { system: { bonuses: Record<string, number>; numbers: { reactions: Record<string, number> } } };
    const before = actor.system.numbers.reactions.evasion;
    expect(before).toBe(4);
    const ailment = actor.items.contents[0] as unknown as Item.Implementation;
    await gmAilmentResolve(ailment, false);
    await gmAilmentResolve(ailment, false);
    expect(actor.system.bonuses).toMatchObject({ agility: -2, evasion: -2, fortitude: -2, concentration: -2 });
    expect(actor.system.numbers.reactions.evasion).toBeLessThanOrEqual(before - 2);
  });
});

describe("G&M ailment injuries reach a gm character's injury points", () => {
  it("food poisoning taking effect twice: two injuries through the apply-damage flow", async () => {
    const { GmCharacterData } = await import("../../../../module/rulesets/gods-monsters/data/character.js");
    (CONFIG.Actor.dataModels as Record<string, unknown>).gmCharacter = GmCharacterData;
    const row = GM_EXAMPLE_AILMENTS.find((a) => a.slug === "food-poisoning")!;
    const actor = (await Actor.create({
      name: "Toromeen",
      type: "gmCharacter" as never,
      system: { abilities: { strength: 18, agility: 10, endurance: 15, intelligence: 12, wisdom: 15, charisma: 8 }, species: "dwarf" },
      items: [{ name: row.name, type: "gmAilment", system: gmAilmentFromRow(row) }],
    } as never)) as unknown as Actor.Implementation & { system: { injuries: number; bonuses: Record<string, number> } };
    const ailment = actor.items.contents[0] as unknown as Item.Implementation;
    await gmAilmentResolve(ailment, false);
    await gmAilmentResolve(ailment, false);
    expect(actor.system.injuries).toBe(2);
    expect(actor.system.bonuses.concentration).toBe(-2);
  });
});
