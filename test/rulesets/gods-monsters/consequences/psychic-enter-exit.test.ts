/**
 * Entering and leaving psychic conflict (004 "Psychic Conflict"): initiating costs two verve; a target who does not wish
 * to engage makes a willpower roll with charisma as a minor contributor; leaving is a reason roll with charisma as a
 * minor contributor. From the GM's tools, each roll in the dice room's dialog (headline and exact chance).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { gmRunConsequenceTool } from "../../../../module/rulesets/gods-monsters/dialogs/consequences-app.js";
import { gmPsychicResistTarget } from "../../../../module/rules.js";
import { formatChance, rollUnderOdds } from "../../../../module/dice/index.js";
import type { GmCharacterActor } from "../../../../module/rulesets/gods-monsters/data/view.js";
import { castOwnership, GM, harness, OBSERVER, PLAYER } from "../../../harness/foundry.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { setupGm, toromeen } from "../actors/setup.js";

beforeEach(() => setupGm());

async function sister(): Promise<GmCharacterActor> {
  harness.actAs(GM);
  const monk = (await Actor.create({
    name: "Sister Ide",
    type: "gmCharacter" as never,
    system: { archetype: "monk", abilities: { strength: 10, agility: 12, endurance: 12, intelligence: 13, wisdom: 12, charisma: 15 }, verve: { value: 5 } },
  } as never)) as unknown as GmCharacterActor;
  await monk.update({ ownership: castOwnership() } as never);
  return monk;
}

const live = (form: HTMLFormElement, name: string) => form.querySelector(`[data-live="${name}"]`)!.textContent!.trim();
function watch(): { headline: string; percent: string } {
  const shown = { headline: "", percent: "" };
  answerRollDialog({
    seen: (dialog) => {
      const form = (dialog as unknown as { element: HTMLFormElement }).element;
      Object.assign(shown, { headline: live(form, "headline"), percent: live(form, "percent") });
    },
  });
  return shown;
}
const lastCard = () => harness.messages().at(-1)!.content;

describe("entering psychic conflict", () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the monk's player", PLAYER],
  ] as const) {
    it(`${who}: the monk pays 2 verve; Toromeen's willpower roll (willpower + charisma 8 as minor) is shown with its chance, and failing it draws him in`, async () => {
      const monk = await sister();
      const t = await toromeen();
      harness.actAs(user);
      const n = t.system.numbers;
      const target = gmPsychicResistTarget(n.reactions.willpower, n.abilities.charisma.value) - n.injuries;
      const shown = watch();
      harness.queueFaces([20]);
      const entry = await gmRunConsequenceTool("psychicEnter", { resist: true }, [monk, t]);
      expect(shown).toEqual({ headline: `Roll ${target} or less`, percent: `${formatChance(rollUnderOdds({ target, favour: 0 }))} chance of success` });
      expect(entry).toEqual({ resisted: false, verve: 3 });
      expect(monk.system.verve.value).toBe(3);
      const card = lastCard();
      expect(card).toContain('class="dice-card-band failure"');
      expect(card).toContain("Toromeen is drawn into psychic conflict with Sister Ide");
      expect(card).toContain("Sister Ide pays 2 verve to initiate: 3 left");
      expect(card).toContain("First round: one action each, −2 to psychic attacks.");
    });
  }

  it("a target who makes the roll stays out; the verve is spent all the same", async () => {
    const monk = await sister();
    const t = await toromeen();
    harness.queueFaces([1]);
    expect(await gmRunConsequenceTool("psychicEnter", { resist: true }, [monk, t], { skipDialog: true })).toEqual({ resisted: true, verve: 3 });
    expect(lastCard()).toContain("Toromeen keeps Sister Ide out of their mind");
    expect(lastCard()).toContain('class="dice-card-band success"');
  });

  it("closing the willpower dialog spends nothing; a non-monk, too little verve or a non-owner are refused", async () => {
    const monk = await sister();
    const t = await toromeen();
    const count = harness.messages().length;
    answerRollDialog({ press: "close" });
    expect(await gmRunConsequenceTool("psychicEnter", { resist: true }, [monk, t])).toBeNull();
    expect(monk.system.verve.value).toBe(5);
    expect(harness.messages().length).toBe(count);
    expect(await gmRunConsequenceTool("psychicEnter", {}, [t, monk])).toBeNull();
    expect(harness.notifications.log.at(-1)?.message).toContain("not psychically aware");
    await monk.update({ "system.verve.value": 1 } as never);
    expect(await gmRunConsequenceTool("psychicEnter", {}, [monk, t])).toBeNull();
    expect(harness.notifications.log.at(-1)?.message).toContain("2 verve");
    await monk.update({ "system.verve.value": 5, ownership: { default: 0, [OBSERVER.id]: 2 } } as never);
    harness.actAs(OBSERVER);
    expect(await gmRunConsequenceTool("psychicEnter", {}, [monk, t])).toBeNull();
    expect(monk.system.verve.value).toBe(5);
    expect(harness.messages().length).toBe(count);
  });
});

describe("leaving psychic conflict", () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the monk's player", PLAYER],
  ] as const) {
    it(`${who}: a reason roll with charisma 15 as minor (+1); made, she leaves; missed, she stays`, async () => {
      const monk = await sister();
      harness.actAs(user);
      const n = monk.system.numbers;
      const target = gmPsychicResistTarget(n.reactions.reason, n.abilities.charisma.value) - n.injuries;
      const shown = watch();
      harness.queueFaces([target]);
      expect(await gmRunConsequenceTool("psychicExit", {}, [monk])).toBe(true);
      expect(shown.headline).toBe(`Roll ${target} or less`);
      expect(lastCard()).toContain(`Sister Ide leaves the psychic conflict (reason ${target} or less)`);
      harness.queueFaces([target + 1]);
      expect(await gmRunConsequenceTool("psychicExit", {}, [monk], { skipDialog: true })).toBe(false);
      expect(lastCard()).toContain("Sister Ide stays caught in the psychic conflict");
      expect(lastCard()).toContain('class="dice-card-band failure"');
    });
  }
});
