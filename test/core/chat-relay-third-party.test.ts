/**
 * A player damaging another player's character through the relay (README "Players acting through the GM", "Trust"):
 * the player posts a card speaking as their own hero whose `system` names the second player's character and 939
 * damage, and clicks its apply button. Everything in that message is the player's to write, so the active GM's client
 * applies it only if the GM approves, whatever the world setting `anthology.relayApproval` (off here) says; declined,
 * nothing changes. For each of the three relayed damage actions (G&M, Shadow, the Warden).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { chatAction, chatActionNames, runChatAction } from "../../module/core/chat/chat-actions.js";
import { inWords, trustSection } from "../readme-trust.js";
import { registerRelay } from "../../module/core/chat/relay.js";
import { DialogV2 } from "../harness/applications.js";
import { GM, PLAYER, PLAYER2, castOwnership, harness } from "../harness/foundry.js";
import { ruleset as gm } from "../../module/rulesets/gods-monsters/ruleset.js";
import { ruleset as shadow } from "../../module/rulesets/shadow/ruleset.js";
import { ruleset as warden } from "../../module/rulesets/warden/ruleset.js";
import { registerApplyDamageAction } from "../../module/rulesets/gods-monsters/rolls/apply-damage.js";
import { registerShadowChatActions } from "../../module/rulesets/shadow/chat/actions.js";
import { registerWardenChatActions } from "../../module/rulesets/warden/chat/actions.js";

beforeEach(() => {
  for (const r of [gm, shadow, warden]) {
    Object.assign(CONFIG.Actor.dataModels, r.actorModels);
    Object.assign(CONFIG.Item.dataModels, r.itemModels);
    Object.assign(CONFIG.ChatMessage.dataModels, r.cardModels);
  }
  registerApplyDamageAction();
  registerShadowChatActions();
  registerWardenChatActions();
  registerRelay();
});

const create = async (data: object) => (await Actor.create(data as never)) as unknown as Actor.Implementation;

/** Each relayed damage action, its card type and the card's system naming `target` with 939 damage. */
const CASES: {
  action: string;
  actorType: string;
  cardType: string;
  system: (target: Actor.Implementation, hero: Actor.Implementation) => object;
  /** Whether the action changed the target, where its source alone does not show it (a status is an embedded effect). */
  applied?: (target: Actor.Implementation) => boolean;
}[] = [
  {
    action: "gmApplyDamage",
    actorType: "gmCharacter",
    cardType: "gmCard",
    system: (t) => ({ damage: { targetUuid: t.uuid, amount: 939, blow: "", diceCount: 0 } }),
  },
  {
    action: "shadowApplyDamage",
    actorType: "shadowCharacter",
    cardType: "shadowCard",
    system: (t, h) => ({ damage: { attacker: h.uuid, defender: t.uuid, weaponTotal: 939, weaponName: "Spear" } }),
  },
  {
    action: "wardenApplyDamage",
    actorType: "wardenCharacter",
    cardType: "wardenCard",
    system: (t) => ({ damage: 939, ir: 40, hit: true, targetUuid: t.uuid }),
  },
  // Not damage, but relayed the same way: a flanking card naming the second player's character as the foe.
  {
    action: "shadowMarkFlanked",
    actorType: "shadowCharacter",
    cardType: "shadowCard",
    system: (t, h) => ({ flank: { mover: h.uuid, foe: t.uuid } }),
    applied: (t) => (t as unknown as { statuses: Set<string> }).statuses.has("flanked"),
  },
];

describe("a player's card naming another player's character, relayed to the GM", () => {
  it("covers every relayed action, as many as the README's Trust section says", () => {
    const relayed = chatActionNames().filter((name) => chatAction(name)?.relay === true);
    expect(CASES.map((c) => c.action).sort()).toEqual(relayed.sort());
    // The wording names the damage actions and Shadow's Flanked mark since that relayed action joined them.
    expect(trustSection().replace(/\s+/g, " ")).toContain(
      `each of the ${inWords(CASES.length)} relayed actions (the three damage actions with 939, and Shadow's Flanked mark) on another player's character: asked, 0 applied`,
    );
  });

  for (const c of CASES) {
    it(`${c.action}: the active GM is asked even with approval off; declined, nothing changes; approved, it applies`, async () => {
      harness.actAs(GM);
      const hero = await create({ name: "Player's hero", type: c.actorType, ownership: castOwnership() });
      const theirs = await create({ name: "Second player's character", type: c.actorType, ownership: { default: 0, [PLAYER2.id]: 3 } });
      harness.actAs(PLAYER);
      const card = (await ChatMessage.create({
        content: `<button data-anthology-action="${c.action}">Apply</button>`,
        speaker: ChatMessage.getSpeaker({ actor: hero as never }),
        type: c.cardType,
        system: c.system(theirs, hero),
      } as never)) as unknown as ChatMessage.Implementation;
      const before = JSON.stringify(theirs.toObject());
      const asked: string[] = [];
      DialogV2.respond((config) => {
        asked.push(`${game.user!.id}: ${String((config as { content?: string }).content)}`);
        return DialogV2.click("no");
      });
      const press = () => runChatAction(c.action, { message: card, dataset: { anthologyAction: c.action } as DOMStringMap, event: new Event("click") });
      expect(await press()).toBeNull();
      expect(JSON.stringify(theirs.toObject())).toBe(before);
      expect(c.applied?.(theirs) ?? false).toBe(false);
      expect(asked).toHaveLength(1);
      expect(asked[0]).toContain(`${GM.id}: `);
      expect(asked[0]).toContain(PLAYER2.name);
      expect(String(harness.notifications.log.at(-1)?.message)).toMatch(/GM declined/);
      // The GM may still let it through: the dialog is the GM's decision, not a wall.
      DialogV2.respond(() => DialogV2.click("yes"));
      expect(await press()).toEqual({ ok: true });
      if (c.applied) expect(c.applied(theirs)).toBe(true);
      else expect(JSON.stringify(theirs.toObject())).not.toBe(before);
    });
  }
});

describe("a player's card whose damage its own roll does not show, relayed to the GM", () => {
  // G&M's amount is its damage roll's total, Shadow's weapon total and Advantage die are its rolls' (the flows post
  // them so): a card saying 939 with a roll of 5 (or none) is the GM's to approve, whatever the approval setting. The
  // Warden's attack card carries no roll of its damage, so its relayed damage is always the GM's to approve.
  const monsters: Record<string, string> = { gmApplyDamage: "gmCreature", shadowApplyDamage: "shadowMonster", wardenApplyDamage: "wardenCreature" };
  for (const c of CASES.filter((x) => x.action in monsters)) {
    it(`${c.action}: 939 on the GM's monster with a roll of 5: the GM is asked; declined, nothing changes`, async () => {
      harness.actAs(GM);
      const hero = await create({ name: "Player's hero", type: c.actorType, ownership: castOwnership() });
      const monster = await create({ name: "The GM's monster", type: monsters[c.action], ownership: { default: 0 } });
      harness.actAs(PLAYER);
      const roll = await new Roll("5").evaluate();
      const card = (await ChatMessage.create({
        content: `<button data-anthology-action="${c.action}">Apply</button>`,
        speaker: ChatMessage.getSpeaker({ actor: hero as never }),
        type: c.cardType,
        system: c.system(monster, hero),
        rolls: [roll],
      } as never)) as unknown as ChatMessage.Implementation;
      const before = JSON.stringify(monster.toObject());
      const asked: string[] = [];
      DialogV2.respond((config) => {
        asked.push(`${game.user!.id}: ${String((config as { content?: string }).content)}`);
        return DialogV2.click("no");
      });
      const out = await runChatAction(c.action, { message: card, dataset: { anthologyAction: c.action } as DOMStringMap, event: new Event("click") });
      expect(out).toBeNull();
      expect(JSON.stringify(monster.toObject())).toBe(before);
      expect(asked).toHaveLength(1);
      expect(asked[0]).toContain(`${GM.id}: `);
      expect(asked[0]).toMatch(/not what its own roll shows/);
    });
  }
});
