/**
 * Roll & Keep counts in English (issue 15: "1 dice", "1 successes" read wrong): a counted phrase has `one` and
 * `other` keys, chosen by rkCountForm (Foundry's game.i18n.format has no plural rules), in the pool's account, the
 * opposition's line, the extended action's progress and rounds left, and the chance by round.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { renderChatCard } from "../../../module/core/chat/post-card.js";
import { RK_EXTENDED_CARD } from "../../../module/rulesets/roll-keep/rolls/extended-roll.js";
import { rkExtendedRoundExtension } from "../../../module/rulesets/roll-keep/rolls/extended-extension.js";
import { rkCountForm, rkPoolAccount } from "../../../module/rulesets/roll-keep/rolls/labels.js";
import { rkViewOf } from "../../../module/rulesets/roll-keep/rolls/targets.js";
import { RkActorSheet } from "../../../module/rulesets/roll-keep/sheets/actor-sheet.js";
import { RK_DEFAULT_COLOUR_LINKS, rkPoolFor } from "../../../module/rules.js";
import { harness } from "../../harness/foundry.js";
import { installRk, makeRkActor } from "./skin-setup.js";

beforeEach(() => installRk());

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("Roll & Keep's counted phrases", () => {
  it("rkCountForm: one for 1, other for everything else", () => {
    expect([0, 1, 2, 7].map(rkCountForm)).toEqual(["other", "one", "other", "other"]);
  });

  it("the pool's account: '1 colour lacked', '3 colours lacked'", async () => {
    // Mana in four colours: Endurance (green) lacks one colour, keeps 4 ÷ 1.
    const rich = await makeRkActor("Rich", { attributes: { endurance: 5 }, mana: { permanent: { white: 1, blue: 1, black: 1, red: 1 } } });
    expect(rkPoolAccount(rkPoolFor(rkViewOf(rich), "endurance", 0, RK_DEFAULT_COLOUR_LINKS))).toBe("Keeps 4: 4 mana ÷ 1 colour lacked, at least 1.");
    // The text's mage (3 black, 2 blue): Endurance lacks three colours, 5 ÷ 3.
    const mage = await makeRkActor("Mage", { attributes: { endurance: 3 }, mana: { permanent: { black: 3, blue: 2 } } });
    expect(rkPoolAccount(rkPoolFor(rkViewOf(mage), "endurance", 0, RK_DEFAULT_COLOUR_LINKS))).toBe("Keeps 1: 5 mana ÷ 3 colours lacked, at least 1.");
  });

  it("the opposition's line: '1 kept success', '2 kept successes'", async () => {
    const line = async (successes: number) =>
      text(
        await foundry.applications.handlebars.renderTemplate("systems/anthology/templates/roll-keep/dialogs/contest-opposition.hbs", {
          first: { name: "Ash", label: "Endurance", successes, botch: false },
          difficulty: "Challenging (7)",
          opponentName: "Birch",
          attributes: [],
          specialities: [],
        }),
      );
    expect(await line(1)).toContain("Ash rolled Endurance at Challenging (7): 1 kept success.");
    expect(await line(2)).toContain("Ash rolled Endurance at Challenging (7): 2 kept successes.");
  });

  it("an extended action of one success: '1 of 1 success' on its card, '0 of 1 success' in its round's dialog", async () => {
    const card = await renderChatCard(RK_EXTENDED_CARD, {
      actorName: "Ash",
      label: "Hold the rope",
      status: "done",
      total: 1,
      required: 1,
      rounds: [{ number: 1, successes: 1, botch: false }],
    });
    expect(text(card)).toContain("1 of 1 success");
    expect(text(card)).not.toContain("1 of 1 successes");
    const six = await renderChatCard(RK_EXTENDED_CARD, { actorName: "Ash", label: "Decipher", status: "done", total: 6, required: 6, rounds: [] });
    expect(text(six)).toContain("6 of 6 successes");
    // The round's dialog: its fields and its note (the chance by round, counted the same way).
    const mage = await makeRkActor("Mage", { attributes: { intelligence: 3 }, mana: { permanent: { blue: 2 } } });
    const pool = rkPoolFor(rkViewOf(mage), "intelligence", 0, RK_DEFAULT_COLOUR_LINKS);
    const extension = rkExtendedRoundExtension({ action: { required: 1, perRound: 0, maxRounds: null, rounds: [] }, pool, difficulty: 7, total: 0 });
    const fields = text(await foundry.applications.handlebars.renderTemplate(extension.template, extension.context(extension.options)));
    expect(fields).toContain("0 of 1 success");
    expect(extension.note?.(extension.apply(extension.options), extension.options)).toMatch(/^Chance of reaching 1 success by round 1: /);
  });

  it("the sheet's extended action with one round at most: '1 of 1 round left'", async () => {
    const mage = await makeRkActor("Mage", { attributes: { intelligence: 3 }, mana: { permanent: { blue: 2 } } });
    await mage.update({
      "system.extended": [
        {
          id: "oneround00000001",
          label: "Last chance",
          attribute: "intelligence",
          specialityIds: [],
          difficulty: 6,
          required: 3,
          perRound: 0,
          maxRounds: 1,
          rounds: [],
        },
      ],
    } as never);
    const sheet = new (RkActorSheet as unknown as new (o: object) => { parts: Record<string, string>; render(o: object): Promise<unknown> })({
      document: mage,
    });
    await sheet.render({ force: true });
    expect(text(sheet.parts.actions!)).toContain("1 of 1 round left");
    expect(text(sheet.parts.actions!)).toContain("0 of 3 successes");
    expect(harness.i18n.missing.size).toBe(0);
  });
});
