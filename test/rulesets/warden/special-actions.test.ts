/**
 * Move, Gain Advantage and a Held Action spend action points from the sheet (003 "Special Actions in Combat"): "Move
 * (1 AP): Initiator can move up to their half DEX rounded up Spaces"; "Gain Advantage (1 AP): ... Advantage for its
 * Base Dice for the next roll. Can be used multiple times."; "Held Action (X AP)". Played by the owning player through
 * the sheet's buttons; the GM's creature sheet has them too; an observer's buttons are disabled.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { wardenSpecialAction } from "../../../module/rules.js";
import { WardenCharacterSheet } from "../../../module/rulesets/warden/sheets/character-sheet.js";
import { WardenCreatureSheet } from "../../../module/rulesets/warden/sheets/creature-sheet.js";
import { wardenRollCheck } from "../../../module/rulesets/warden/rolls/check.js";
import { wardenBankedAdvantage } from "../../../module/rulesets/warden/data/numbers.js";
import { DialogV2 } from "../../harness/applications.js";
import { GM, OBSERVER, PLAYER, castOwnership, harness } from "../../harness/foundry.js";
import { installWarden, sys } from "./skin-setup.js";

beforeEach(installWarden);

const create = async (data: object) => (await Actor.create(data as never)) as unknown as Actor.Implementation;
type Sheet = { parts: Record<string, string>; element: HTMLElement; render(o?: object): Promise<unknown> };
async function open(Sheet: unknown, document: Actor.Implementation): Promise<Sheet> {
  const sheet = new (Sheet as new (o: object) => Sheet)({ document });
  await sheet.render({ force: true });
  return sheet;
}
const lastCard = () => String(harness.messages().at(-1)?.content ?? "");

describe("special actions: the pure rule", () => {
  it("Move costs 1 AP and covers half DEX rounded up; Gain Advantage banks one per use; a held action its own cost", () => {
    expect(wardenSpecialAction({ action: "move", ap: 4, dex: 15 })).toMatchObject({
      ok: true,
      cost: 1,
      remaining: 3,
      spaces: 8,
      outcome: { actor: { "system.ap.value": 3 } },
    });
    const once = wardenSpecialAction({ action: "gainAdvantage", ap: 3, dex: 10, advantage: 0 });
    expect(once).toMatchObject({ ok: true, remaining: 2, advantage: 1, outcome: { actor: { "system.ap.value": 2, "flags.anthology.bankedAdvantage": 1 } } });
    expect(wardenSpecialAction({ action: "gainAdvantage", ap: 2, dex: 10, advantage: 1 })).toMatchObject({ remaining: 1, advantage: 2 });
    expect(wardenSpecialAction({ action: "held", ap: 4, dex: 10, heldCost: 2 })).toMatchObject({ ok: true, cost: 2, remaining: 2 });
  });

  it("refuses what the AP left cannot pay, and a held cost that is not a whole number of at least 1: nothing spent", () => {
    expect(wardenSpecialAction({ action: "move", ap: 0, dex: 10 })).toMatchObject({ ok: false, refusal: "notEnoughAp", remaining: 0, outcome: { actor: {} } });
    expect(wardenSpecialAction({ action: "held", ap: 2, dex: 10, heldCost: 3 })).toMatchObject({ ok: false, refusal: "notEnoughAp", remaining: 2 });
    for (const heldCost of [0, -1, 1.5, Number.NaN]) expect(wardenSpecialAction({ action: "held", ap: 4, dex: 10, heldCost }).refusal).toBe("badCost");
  });
});

describe("special actions from the sheet", () => {
  it("the owning player moves and gains Advantage from the sheet; the banked Advantage is used by the next roll", async () => {
    harness.actAs(GM);
    const ael = await create({
      name: "Ael'Onor",
      type: "wardenCharacter",
      ownership: castOwnership(),
      system: { dex: { value: 15, max: 15 }, str: { value: 10, max: 10 } },
    });
    harness.actAs(PLAYER);
    const sheet = await open(WardenCharacterSheet, ael);
    await harness.click(sheet as never, '[data-special="move"]');
    expect(sys(ael).ap.value).toBe(3);
    expect(lastCard()).toContain("Ael&#x27;Onor moves up to 8 spaces (12 m)");
    expect(lastCard()).toContain("1 AP spent, 3 left");
    await harness.click(sheet as never, '[data-special="gainAdvantage"]');
    expect([sys(ael).ap.value, wardenBankedAdvantage(ael)]).toEqual([2, 1]);
    // The sheet says what is banked.
    await sheet.render();
    expect(sheet.parts.main).toContain("Advantage banked for the next roll: +1");
    // The next roll's base die has Advantage: two d20, the higher (15) kept; then nothing is banked.
    harness.queueFaces([3, 15]);
    const out = await wardenRollCheck(ael, { attribute: "str", skipDialog: true });
    expect(out?.roll.formula).toMatch(/^2d20kh/);
    expect(out?.evaluation.total).toBe(25);
    expect(wardenBankedAdvantage(ael)).toBe(0);
  });

  it("a Held Action asks its cost and what is held; the text is escaped; more than the AP left is refused with a message", async () => {
    harness.actAs(GM);
    const ael = await create({ name: "Ael'Onor", type: "wardenCharacter", ownership: castOwnership(), system: { ap: { value: 3 } } });
    harness.actAs(PLAYER);
    const sheet = await open(WardenCharacterSheet, ael);
    DialogV2.respond(() => DialogV2.click("hold", { cost: "2", text: "Parry <script>x</script> when he swings" }));
    await harness.click(sheet as never, '[data-special="held"]');
    expect(sys(ael).ap.value).toBe(1);
    expect(lastCard()).toContain("Parry &lt;script&gt;x&lt;/script&gt; when he swings");
    expect(lastCard()).not.toContain("<script>");
    const cards = harness.messages().length;
    DialogV2.respond(() => DialogV2.click("hold", { cost: "3", text: "Trip him" }));
    await harness.click(sheet as never, '[data-special="held"]');
    expect(sys(ael).ap.value).toBe(1);
    expect(harness.messages()).toHaveLength(cards);
    expect(harness.notifications.log.at(-1)?.message).toBe("Ael'Onor has 1 AP left: not enough for 3.");
  });

  it("the GM spends a creature's AP from its sheet; an observer's buttons are disabled", async () => {
    harness.actAs(GM);
    const ogre = await create({ name: "Ogre", type: "wardenCreature", ownership: { default: 0, [OBSERVER.id]: 2 } });
    const gmSheet = await open(WardenCreatureSheet, ogre);
    await harness.click(gmSheet as never, '[data-special="move"]');
    expect(sys(ogre).ap.value).toBe(3);
    harness.actAs(OBSERVER);
    const seen = await open(WardenCreatureSheet, ogre);
    expect(seen.element.querySelector<HTMLButtonElement>('[data-special="move"]')?.disabled).toBe(true);
  });
});
