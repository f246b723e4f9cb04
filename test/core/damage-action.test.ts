/**
 * The one apply-damage contract (module/core/chat/damage-action.ts, CONTRIBUTING "Whole outcomes") as the table
 * presses it: the card's target, else the clicker's targeted tokens, else the controlled ones; a GM or the owner only;
 * once per card and actor; nothing applied leaves the card usable.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { registerDamageAction } from "../../module/core/chat/damage-action.js";
import { cardUsedOn, runChatAction } from "../../module/core/chat/chat-actions.js";
import { applyOutcome } from "../../module/core/outcome/apply-outcome.js";
import { GM, OBSERVER, PLAYER, castOwnership, harness } from "../harness/foundry.js";

const fields = foundry.data.fields;

class Body extends foundry.abstract.TypeDataModel<ReturnType<typeof Body.defineSchema>, Actor.Implementation> {
  static override defineSchema() {
    return { hp: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 10 }) };
  }
}

type Probe = Actor.Implementation & { system: { hp: number } };
const hp = (a: Actor.Implementation) => (a as Probe).system.hp;

async function body(name: string, ownership: Record<string, number> = castOwnership()): Promise<Probe> {
  harness.actAs(GM);
  return (await Actor.create({ name, type: "probeHurt", ownership, system: { hp: 10 } } as never)) as unknown as Probe;
}

/** A system card, as the GM posts it, naming its target or not. */
async function damageCard(target?: Actor.Implementation | "gone"): Promise<ChatMessage.Implementation> {
  harness.actAs(GM);
  const targetUuid = target === "gone" ? "Actor.gone000000000000" : (target?.uuid ?? "");
  return (await ChatMessage.create({
    content: "",
    flags: { anthology: { probe: { amount: 3, targetUuid } } },
  } as never)) as unknown as ChatMessage.Implementation;
}

const press = (message: ChatMessage.Implementation, user: typeof GM) => {
  harness.actAs(user);
  return runChatAction("probeDamage", { message, dataset: {}, event: new Event("click") });
};

function setCanvas(controlled: Actor.Implementation[] | null) {
  const g = globalThis as unknown as { canvas?: unknown };
  if (controlled) g.canvas = { tokens: { controlled: controlled.map((actor) => ({ actor })) } };
  else delete g.canvas;
}

beforeEach(() => {
  Object.assign(CONFIG.Actor.dataModels as Record<string, unknown>, { probeHurt: Body });
  registerDamageAction<number>("probeDamage", {
    cardTarget: async (ctx) => {
      const uuid = (ctx.message as unknown as { flags: { anthology: { probe: { targetUuid: string } } } }).flags.anthology.probe.targetUuid;
      return uuid ? ((await fromUuid(uuid)) as Actor.Implementation | null) : undefined;
    },
    accept: (actor) => (actor.type as string) === "probeHurt",
    async apply(_ctx, actors) {
      const applied: { actor: Actor.Implementation; result: number | null }[] = [];
      for (const actor of actors) {
        const written = await applyOutcome(actor, { actor: { "system.hp": Math.max(0, hp(actor) - 3) } });
        applied.push({ actor, result: written.ok ? hp(actor) : null });
      }
      return applied;
    },
  });
});

afterEach(() => setCanvas(null));

describe("apply damage: which actors", () => {
  it("the card's own target, whatever the clicker targets", async () => {
    const named = await body("Named");
    const other = await body("Other");
    GM.targets.add({ actor: other });
    expect(await press(await damageCard(named), GM)).toEqual([7]);
    expect([hp(named), hp(other)]).toEqual([7, 10]);
  });

  it("a card naming no target: the clicker's targeted tokens, else the tokens they control", async () => {
    const a = await body("A");
    const b = await body("B");
    const c = await body("C");
    GM.targets.add({ actor: a });
    GM.targets.add({ actor: b });
    setCanvas([c]);
    expect(await press(await damageCard(), GM)).toEqual([7, 7]);
    GM.targets.clear();
    expect(await press(await damageCard(), GM)).toEqual([7]);
    expect([hp(a), hp(b), hp(c)]).toEqual([7, 7, 7]);
  });

  it("a card whose target is gone hits nobody, not the clicker's tokens; no target at all warns", async () => {
    const bystander = await body("Bystander");
    GM.targets.add({ actor: bystander });
    expect(await press(await damageCard("gone"), GM)).toBeNull();
    expect(hp(bystander)).toBe(10);
    expect(harness.notifications.log.at(-1)?.message).toBe("Target or select the tokens that take the damage.");
  });
});

describe("apply damage: who may, and how often", () => {
  it("the owning player applies it to their character; once per card: a second press is refused", async () => {
    const hero = await body("Hero");
    const card = await damageCard(hero);
    expect(await press(card, PLAYER)).toEqual([7]);
    expect(cardUsedOn(hero, card, "probeDamage")).toBe(true);
    expect(await press(card, GM)).toBeNull();
    expect(hp(hero)).toBe(7);
    expect(harness.notifications.log.at(-1)?.message).toBe("This card's button was already used.");
  });

  it("a player who does not own the target is refused with a message; several targets: only the permitted take it", async () => {
    const hero = await body("Hero");
    const monster = await body("Monster", { default: 0 });
    expect(await press(await damageCard(monster), OBSERVER)).toBeNull();
    expect(hp(monster)).toBe(10);
    expect(harness.notifications.log.at(-1)?.message).toMatch(/Only the GM or the owner of Monster/);
    PLAYER.targets.add({ actor: monster });
    PLAYER.targets.add({ actor: hero });
    expect(await press(await damageCard(), PLAYER)).toEqual([7]);
    expect([hp(hero), hp(monster)]).toEqual([7, 10]);
  });

  it("nothing applied (the write failed) leaves the card usable for that actor", async () => {
    const hero = await body("Hero");
    const card = await damageCard(hero);
    const original = hero.update.bind(hero);
    let fail = true;
    hero.update = (async (...args: Parameters<typeof original>) => {
      if (fail) {
        fail = false;
        throw new Error("connection lost");
      }
      return original(...args);
    }) as typeof hero.update;
    expect(await press(card, GM)).toBeNull();
    expect(cardUsedOn(hero, card, "probeDamage")).toBe(false);
    expect(await press(card, GM)).toEqual([7]);
  });
});
