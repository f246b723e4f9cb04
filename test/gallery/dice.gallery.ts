/** Gallery pages of the dice room: the three roll dialogs and every chat card, rendered with fixture faces. */
import { AdvantageRoll, AdvantageRollDialog, KeepRoll, KeepRollDialog, RollUnderDialog, RollUnderRoll } from "../../module/dice/index.js";
import { keepOpposedCardContext } from "../../module/dice/cards/keep-opposed-card.js";
import { DICE_TEMPLATES } from "../../module/dice/rolls/templates.js";
import { harness } from "../harness/foundry.js";
import type { GalleryPage } from "./page.js";

const CARD = ["anthology", "dice-card-page"];

/** The card with its "Why this result" opened, as a player who clicked it sees it (README "Chat cards"). */
const opened = (html: string) => html.replace('<details class="dice-card-why">', '<details class="dice-card-why" open>');

async function dialogHtml(dialog: { render(o?: Record<string, unknown>): Promise<unknown>; parts?: Record<string, string> }): Promise<string> {
  await dialog.render({ force: true });
  return `<form class="anthology dice-dialog">${Object.values(dialog.parts ?? {}).join("\n")}</form>`;
}

export const pages: GalleryPage[] = [
  {
    name: "dice-keep-dialog",
    title: "Roll & Keep dialog (live exact chance)",
    classes: ["anthology", "dice-dialog", "keep-dialog"],
    width: 440,
    render: () =>
      dialogHtml(
        new KeepRollDialog({
          label: "Cunning (Deceit) <script>",
          settings: { roll: 6, keep: 4, difficulty: 7, needed: 2, extended: null },
          rollMode: "publicroll",
        }) as never,
      ),
  },
  {
    name: "dice-advantage-dialog",
    title: "Warden check dialog (object dice, DC, action/save)",
    classes: ["anthology", "dice-dialog", "advantage-dialog"],
    width: 440,
    render: () =>
      dialogHtml(
        new AdvantageRollDialog({
          label: "Attack Bo'Mack",
          settings: {
            modifier: 4,
            advantage: 1,
            objects: [
              { label: "Axe", faces: 10, advantage: 1 },
              { label: "Heater shield", faces: 6, advantage: -1 },
            ],
            dc: 21,
            hidden: true,
            role: "initiator",
            opposed: null,
          },
          rollMode: "publicroll",
        }) as never,
      ),
  },
  {
    name: "dice-roll-under-dialog",
    title: "Roll-under dialog (favour)",
    classes: ["anthology", "dice-dialog", "roll-under-dialog"],
    width: 440,
    render: () =>
      dialogHtml(new RollUnderDialog({ label: "Perception", settings: { target: 4, modifier: 2, favour: 1, bonus: 0 }, rollMode: "publicroll" }) as never),
  },
  {
    name: "dice-keep-cards",
    title: "Roll & Keep cards: complete success, botch, extended, opposed",
    classes: CARD,
    width: 320,
    render: async () => {
      const html: string[] = [];
      harness.queueFaces([3, 9, 7, 1, 6, 10]);
      const a = await KeepRoll.fromSettings(
        { roll: 6, keep: 4, difficulty: 7, needed: 1, extended: null },
        { label: "Cunning (Deceit)", flavor: "<b>lie</b> to the guard" },
      ).evaluate();
      html.push(await a.render());
      harness.queueFaces([1, 4, 2]);
      const b = await KeepRoll.fromSettings({ roll: 3, keep: 1, difficulty: 6, needed: 1, extended: null }, { label: "Strength" }).evaluate();
      html.push(await b.render());
      harness.queueFaces([9, 8, 2, 7]);
      const c = await KeepRoll.fromSettings(
        { roll: 4, keep: 2, difficulty: 7, needed: 1, extended: { previous: [1, 2], needed: 5 } },
        { label: "Research the text" },
      ).evaluate();
      html.push(await c.render());
      const context = keepOpposedCardContext({
        label: "Long-distance race",
        difficulty: 7,
        actor: { name: "First runner", label: "Endurance", roll: 3, keep: 3, faces: [8, 7, 2] },
        opponent: { name: "Second runner", label: "Endurance (Running)", roll: 6, keep: 6, faces: [9, 7, 8, 1, 3, 4] },
      });
      html.push(await foundry.applications.handlebars.renderTemplate(DICE_TEMPLATES.keepOpposedCard, context as never));
      return html.join("\n<hr>\n");
    },
  },
  {
    name: "dice-advantage-cards",
    title: "Warden cards: open DC, public card of a secret DC, GM detail",
    classes: CARD,
    width: 320,
    render: async () => {
      const html: string[] = [];
      harness.queueFaces([18, 9, 6, 3]);
      const settings = {
        modifier: 4,
        advantage: 1,
        objects: [{ label: "Axe", faces: 10, advantage: 1 }],
        dc: null,
        hidden: false,
        role: "initiator" as const,
        opposed: { label: "Bo'Mack", total: 21 },
      };
      const open = await AdvantageRoll.fromSettings(settings, { label: "Attack" }).evaluate();
      html.push(await open.render());
      harness.queueFaces([1, 13]);
      const secret = await AdvantageRoll.fromSettings(
        { modifier: 11, advantage: -1, objects: [], dc: null, hidden: true, role: "target", opposed: null },
        { label: "Dodge the boulder" },
      ).evaluate();
      html.push(await secret.render());
      const detail = await AdvantageRoll.fromSettings(
        { modifier: 11, advantage: -1, objects: [], dc: 24, hidden: true, role: "target", opposed: null },
        { label: "Dodge the boulder" },
      );
      harness.queueFaces([1, 13]);
      await detail.evaluate();
      html.push(
        await foundry.applications.handlebars.renderTemplate(DICE_TEMPLATES.advantageCard, detail.cardContext({ hideTarget: false, gmDetail: true }) as never),
      );
      return html.join("\n<hr>\n");
    },
  },
  {
    name: "dice-roll-under-cards",
    title: "Roll-under cards: success, failure with bonus needed, two chances, private",
    classes: CARD,
    width: 320,
    render: async () => {
      const html: string[] = [];
      harness.queueFaces([6]);
      html.push(await (await RollUnderRoll.fromSettings({ target: 11, modifier: -2, favour: 0, bonus: 0 }, { label: "Fortitude" }).evaluate()).render());
      harness.queueFaces([20]);
      html.push(await (await RollUnderRoll.fromSettings({ target: 15, modifier: -2, favour: 0, bonus: 0 }, { label: "Endurance" }).evaluate()).render());
      harness.queueFaces([4, 15]);
      const two = await RollUnderRoll.fromSettings({ target: 12, modifier: 0, favour: -1, bonus: 0 }, { label: "Vigilant (blinded)" }).evaluate();
      html.push(await two.render());
      html.push(await two.render({ isPrivate: true }));
      return html.join("\n<hr>\n");
    },
  },
  {
    name: "dice-why-cards",
    title: "Every ruleset's main card with its band and 'Why this result' opened",
    classes: CARD,
    width: 340,
    render: async () => {
      const html: string[] = [];
      // G&M: Toromeen's strength check, easy, one injury, a field named by a player (004 "Abilities and reactions").
      harness.queueFaces([3]);
      const gm = await RollUnderRoll.fromSettings(
        { target: 14, modifier: 0, favour: 0, bonus: 0 },
        {
          label: "Strength",
          flavor: "with the field <b>Smith</b>",
          why: [
            { key: "ANTHOLOGY.GM.Why.base", name: "Strength", value: 12 },
            { key: "ANTHOLOGY.GM.Why.difficulty", name: "Easy", value: 2 },
            { key: "ANTHOLOGY.GM.Why.field", name: "Smith <script>", value: 1 },
            { key: "ANTHOLOGY.GM.Why.injuries", value: -1 },
          ],
        },
      ).evaluate();
      html.push(opened(await gm.render()));
      // Shadow: Persuasive 13 against a guard's Resolute 12, two chances to fail (002 "Success Test").
      harness.queueFaces([20, 6]);
      const shadow = await RollUnderRoll.fromSettings(
        { target: 13, modifier: -2, favour: -1, bonus: 0 },
        {
          label: "Persuasive",
          why: [
            { key: "ANTHOLOGY.Shadow.Why.attribute", name: "Persuasive", value: 13 },
            { key: "ANTHOLOGY.Shadow.Why.opposition", name: "<i>Guard</i>, against Resolute", value: -2 },
          ],
        },
      ).evaluate();
      html.push(opened(await shadow.render()));
      // Warden: Ael'Onor's attack with a sharp axe against TR 21 (003 "Checks").
      harness.queueFaces([7, 20, 2, 6]);
      const warden = await AdvantageRoll.fromSettings(
        {
          modifier: 10,
          advantage: 1,
          objects: [{ label: "Recently Sharpened Axe", faces: 10, advantage: 1 }],
          dc: null,
          hidden: false,
          role: "initiator",
          opposed: { label: "Bo'Mack", total: 21 },
        },
        { label: "Strength + Axe", why: [{ key: "ANTHOLOGY.Warden.Why.attribute", name: "Strength", value: 10 }] },
      ).evaluate();
      html.push(opened(await warden.render()));
      // Roll & Keep: the text's mage, Endurance with Elemental Damage (000 "Rolling dice").
      harness.queueFaces([9, 7, 3, 1]);
      const rk = await KeepRoll.fromSettings(
        { roll: 4, keep: 2, difficulty: 6, needed: 1, extended: null },
        {
          label: "Endurance (Elemental Damage)",
          why: [
            { key: "ANTHOLOGY.RollKeep.Why.attribute", name: "Endurance", value: 3, plain: true },
            { key: "ANTHOLOGY.RollKeep.Why.specialities", value: 1 },
            { key: "ANTHOLOGY.Dice.Why.pool", value: 4, plain: true },
            { key: "ANTHOLOGY.RollKeep.Why.lacking", value: 1, plain: true },
            { key: "ANTHOLOGY.RollKeep.Why.specialitiesKept", value: 1 },
            { key: "ANTHOLOGY.Dice.Why.keep", value: 2, plain: true },
          ],
        },
      ).evaluate();
      html.push(opened(await rk.render()));
      harness.queueFaces([1, 4, 2]);
      html.push(
        opened(await (await KeepRoll.fromSettings({ roll: 3, keep: 1, difficulty: 6, needed: 1, extended: null }, { label: "Strength" }).evaluate()).render()),
      );
      return html.join("\n<hr>\n");
    },
  },
];
