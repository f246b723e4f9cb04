// Shadow's chat card data is a ChatMessage subtype, `shadowCard` (CONTRIBUTING "Chat cards";
// module/rulesets/shadow/data/card.ts): Foundry builds `message.system` from its model and validates it on create and
// update (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.ChatMessageData.html). A card of an older
// Anthology, its data under flags.anthology.shadow*, is refused with a message and changes nothing (README "Migration").
import { beforeEach, describe, expect, it } from "vitest";
import { runChatAction } from "../../../module/core/chat/chat-actions.js";
import { isShadowCard, shadowCard, shadowCardOf } from "../../../module/rulesets/shadow/data/card.js";
import { postChatCard } from "../../../module/core/chat/post-card.js";
import { SHADOW_CHAT_TEMPLATES } from "../../../module/rulesets/shadow/rolls/attack.js";
import { harness } from "../../harness/foundry.js";
import { GM, PLAYER, attrs, installShadow, makeActor, statuses, view } from "./skin-helpers.js";

beforeEach(() => installShadow());

const create = async (data: Record<string, unknown>) => (await ChatMessage.create(data as never)) as unknown as ChatMessage.Implementation;
const press = (action: string, message: ChatMessage.Implementation, dataset: Record<string, string> = {}) =>
  runChatAction(action, { message, dataset: dataset as DOMStringMap, event: new Event("click") });

describe("the shadowCard model", () => {
  it("fills the kinds a card is not with null and the one-time mark with false; the guard types it", async () => {
    harness.actAs(GM);
    const ogre = await makeActor("shadowMonster", "Ogre");
    const card = await create({ content: "", ...shadowCard({ death: { actor: ogre.uuid } }) });
    expect(isShadowCard(card)).toBe(true);
    expect(shadowCardOf(card)).toMatchObject({ attack: null, damage: null, pain: null, death: { actor: ogre.uuid }, surprise: null, applied: false });
    expect(shadowCardOf(await create({ content: "typed in chat" }))).toBeNull();
  });

  it("clamps numbers to what a card can hold (damage at least 0, the Advantage die 1–4); refuses an unknown chooser, a pain card naming no victim", async () => {
    harness.actAs(GM);
    const ogre = await makeActor("shadowMonster", "Ogre");
    const damage = { attacker: ogre.uuid, defender: "", weaponName: "Club", formula: "1d6" };
    // v13 NumberField#_cleanType rounds an integer field and clamps it to min/max before validating.
    expect(
      shadowCardOf(await create({ content: "", ...shadowCard({ damage: { ...damage, weaponTotal: -3, advantageFace: null } }) }))?.damage?.weaponTotal,
    ).toBe(0);
    expect(shadowCardOf(await create({ content: "", ...shadowCard({ damage: { ...damage, weaponTotal: 3, advantageFace: 5 } }) }))?.damage?.advantageFace).toBe(
      4,
    );
    // v13 ClientDatabaseBackend #preCreateDocumentArray / #preUpdateDocumentArray (client/data/client-backend.mjs):
    // what does not validate is shown with ui.notifications.error and skipped; the promise resolves undefined.
    await expect(create({ content: "", ...shadowCard({ damage: { ...damage, attacker: "", weaponTotal: 3, advantageFace: null } }) })).resolves.toBeUndefined();
    expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/validation/i) });
    await expect(
      create({ content: "", type: "shadowCard", system: { pain: { attacker: "", defender: ogre.uuid, chooser: "the GM" } } }),
    ).resolves.toBeUndefined();
    expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/validation/i) });
    await expect(
      create({ content: "", type: "shadowCard", system: { pain: { attacker: ogre.uuid, defender: "", chooser: "victim" } } }),
    ).resolves.toBeUndefined();
    expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/validation/i) });
    const ok = await create({ content: "", ...shadowCard({ damage: { ...damage, weaponTotal: 3, advantageFace: 4 } }) });
    await expect(ok.update({ "system.damage.weaponTotal": "many" } as never)).resolves.toBeUndefined();
    expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/validation/i) });
  });
});

describe("a one-time button marks its card", () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`${who} chooses the pain: the card's system.applied is set, a second click is refused`, async () => {
      harness.actAs(GM);
      const ylva = await makeActor("shadowCharacter", "Ylva", { attributes: attrs() }, [], { default: 0, [PLAYER.id]: 3 });
      const ogre = await makeActor("shadowMonster", "Ogre");
      harness.actAs(user);
      const card = (await postChatCard({
        template: SHADOW_CHAT_TEMPLATES.pain,
        context: { choice: "knockedDown", victim: "Ylva", attacker: "Ogre", needsGM: false },
        actor: ylva,
        card: shadowCard({ pain: { attacker: ogre.uuid, defender: ylva.uuid, chooser: "victim" } }),
      }))!;
      expect(await press("shadowPainChoice", card, { choice: "knockedDown" })).toBe(true);
      expect(statuses(ylva)).toContain("prone");
      // The author (or a GM) marks the card itself, through its model.
      expect(shadowCardOf(card)?.applied).toBe(true);
      const cards = harness.messages().length;
      expect(await press("shadowPainChoice", card, { choice: "knockedDown" })).toBeNull();
      expect(harness.messages().length).toBe(cards);
    });
  }
});

describe('cards posted before the card type (README "Migration")', () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`an old flags-only damage card clicked by ${who}: refused with OldCard, the target untouched`, async () => {
      harness.actAs(GM);
      const ylva = await makeActor("shadowCharacter", "Ylva", { attributes: attrs({ strong: 12 }) }, [], { default: 0, [PLAYER.id]: 3 });
      // What a Shadow damage card of an older Anthology holds: a "base" message whose data is in its flags.
      const old = await create({
        content: "",
        speaker: ChatMessage.getSpeaker({ actor: ylva as never }),
        flags: { anthology: { shadowDamage: { attacker: ylva.uuid, defender: ylva.uuid, weaponName: "Spear", weaponTotal: 9, advantageFace: null } } },
      });
      harness.actAs(user);
      const before = view(ylva).toughness.value;
      for (const action of ["shadowApplyDamage", "shadowDefend", "shadowPainChoice", "shadowMarkProne", "shadowDeathTest"]) {
        expect(await press(action, old, { choice: "knockedDown" }), action).toBeNull();
        expect(harness.notifications.log.at(-1)?.message, action).toMatch(/earlier version of Anthology/);
      }
      expect(view(ylva).toughness.value).toBe(before);
      expect(statuses(ylva)).not.toContain("prone");
    });
  }
});
