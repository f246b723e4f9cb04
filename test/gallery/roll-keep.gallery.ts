/**
 * Gallery pages of the Roll & Keep ruleset: the character and NPC sheets, the speciality sheet, the action,
 * extended and contest dialogs, the colour-links settings, and the cards of the text's worked examples (the
 * lie, the sneak against Acuity 4 + Acute Hearing, the hilly race, an extended action's end).
 */
import { renderChatCard } from "../../module/core/chat/post-card.js";
import { RkColourLinksConfig } from "../../module/rulesets/roll-keep/dialogs/colour-links-config.js";
import { rkActionExtension } from "../../module/rulesets/roll-keep/rolls/action-extension.js";
import { rkRollAction } from "../../module/rulesets/roll-keep/rolls/action-roll.js";
import { rkRollContest } from "../../module/rulesets/roll-keep/rolls/contest-roll.js";
import { RK_EXTENDED_CARD, rkRollExtendedRound, rkStartExtended } from "../../module/rulesets/roll-keep/rolls/extended-roll.js";
import { rkExtendedRoundExtension, rkExtendedStartExtension } from "../../module/rulesets/roll-keep/rolls/extended-extension.js";
import { KeepRollDialog } from "../../module/dice/index.js";
import { rkViewOf } from "../../module/rulesets/roll-keep/rolls/targets.js";
import { RkActorSheet } from "../../module/rulesets/roll-keep/sheets/actor-sheet.js";
import { RkSpecialitySheet } from "../../module/rulesets/roll-keep/sheets/speciality-sheet.js";
import { RkEquipmentSheet } from "../../module/rulesets/roll-keep/sheets/equipment-sheet.js";
import { rkRollDamage } from "../../module/rulesets/roll-keep/rolls/damage-roll.js";
import { rkApplyWoundsFlow } from "../../module/rulesets/roll-keep/flows/wounds.js";
import { RK_DEFAULT_COLOUR_LINKS, rkPoolFor } from "../../module/rules.js";
import { runChatAction } from "../../module/core/chat/chat-actions.js";
import { registerRkChatActions } from "../../module/rulesets/roll-keep/chat/chat-actions.js";
import { GM, harness, PLAYER } from "../harness/foundry.js";
import { installRk, makeRkActor, packSpeciality, specialityId, target, textCharacter } from "../rulesets/roll-keep/skin-setup.js";
import { renderSheet, sheetClasses, type GalleryPage, sheetSize, withEffects } from "./page.js";
import { respondToRollDialog } from "../rulesets/roll-dialog-answer.js";

const classes = (Sheet: unknown) => ["anthology", "sheet", ...sheetClasses(Sheet)];
/**
 * Every R&K roll dialog is the dice room's keep dialog with R&K's fields as its part (rolls/*-extension.ts): the
 * window's classes are the keep dialog's (DiceDialog, KeepDialog DEFAULT_OPTIONS), without .rk, as in Foundry.
 */
const dialogClasses = ["anthology", "dice-dialog", "keep-dialog"];

/** The mage's sheet with two extended actions in progress and a targeted guard, on the given tab. */
async function rkActorSheetPage(mage: Actor.Implementation, opponent: Actor.Implementation, tab = "attributes"): Promise<string> {
  await mage.update({
    "system.biography": "<p>A mage of <strong>black</strong> and <strong>blue</strong> mana.</p>",
    "system.extended": [
      {
        id: "grimoire00000001",
        label: "Decipher the grimoire",
        attribute: "intelligence",
        specialityIds: [],
        difficulty: 6,
        required: 6,
        perRound: 0,
        maxRounds: null,
        rounds: [
          { successes: 2, botch: false },
          { successes: 1, botch: false },
        ],
      },
      {
        id: "marathon00000001",
        label: "Cross the salt flats",
        attribute: "endurance",
        specialityIds: [],
        difficulty: 7,
        required: 4,
        perRound: 1,
        maxRounds: 4,
        rounds: [
          { successes: 1, botch: false },
          { successes: 0, botch: false },
        ],
      },
    ],
  } as never);
  target(opponent);
  return renderSheet(RkActorSheet, mage, tab);
}

async function guard() {
  return makeRkActor(
    "Gate guard",
    { attributes: { acuity: 4, strength: 3 }, mana: { permanent: { green: 1, white: 1 } } },
    [packSpeciality("acute-hearing")],
    "rkNpc",
  );
}

/**
 * The hilly race as a player (who owns Ash, not the GM's Birch) starts it: the player's dialog content, then
 * the GM's opposition dialog content when the GM clicks "Roll the opposition" (Birch's side hidden).
 */
async function playerRace(): Promise<{ playerDialog: string; gmDialog: string; request: string; result: string }> {
  installRk();
  registerRkChatActions();
  const ash = await makeRkActor("Ash", { attributes: { endurance: 3 }, mana: { permanent: { green: 2 } } });
  await ash.update({ ownership: { default: 0, [PLAYER.id]: 3 } } as never);
  const birch = await makeRkActor(
    "Birch",
    { attributes: { endurance: 5 }, mana: { permanent: { green: 3 } } },
    [packSpeciality("long-distance-running")],
    "rkNpc",
  );
  harness.actAs(PLAYER);
  target(birch);
  const seen = { playerDialog: "", gmDialog: "" };
  respondToRollDialog((config) => {
    seen.playerDialog = String(config.content);
    return { attribute: "endurance", difficulty: "7", rollMode: "publicroll" };
  });
  harness.queueFaces([9, 7, 2]);
  await rkRollContest(ash, { attribute: "endurance" });
  const requestMessage = harness.messages().at(-1)!;
  const request = String((requestMessage as unknown as { content?: string }).content ?? "");
  harness.actAs(GM);
  // The opposing side's dialog is the dice room's keep dialog (issue 14).
  respondToRollDialog((config) => {
    seen.gmDialog = String(config.content);
    return { attribute: "endurance", [`speciality.${specialityId(birch, "Long-distance Running")}`]: true, reveal: false };
  });
  harness.queueFaces([10, 8, 3, 7, 1, 2]);
  await runChatAction("rkRollOpposition", { message: requestMessage as never, dataset: {}, event: {} as never });
  const result = String((harness.messages().at(-2) as unknown as { content?: string } | undefined)?.content ?? "");
  return { ...seen, request, result };
}

/** The last chat message's content (a card of the dice room or of this ruleset). */
function lastCard(): string {
  return String((harness.messages().at(-1) as unknown as { content?: string } | undefined)?.content ?? "");
}

/** A staff and a dagger (weapons: damage pools, a table option), rope, and a `<script>` in a name. */
const GEAR = [
  { name: "Iron-shod staff", type: "rkEquipment", system: { quantity: 1, damage: { roll: 3, keep: 2 }, notes: "<p>Shod in <strong>cold iron</strong>.</p>" } },
  { name: "Dagger", type: "rkEquipment", system: { quantity: 2, damage: { roll: 2, keep: 1 }, notes: "" } },
  { name: "Rope <script>alert(1)</script>", type: "rkEquipment", system: { quantity: 1, notes: "<p>Fifty feet.</p>" } },
];

/** The wound track on wound levels (a table option): the GM's world setting. */
async function levelsTrack(): Promise<void> {
  await (game.settings as unknown as { set(ns: string, k: string, v: unknown): Promise<unknown> }).set("anthology", "rkWoundTrack", "levels");
}

export const pages: GalleryPage[] = [
  {
    name: "rk-character-wounded",
    title: "Roll & Keep: character on the wound levels (table option), Hurt: +2 to every difficulty",
    classes: classes(RkActorSheet),
    width: 780,
    render: async () => {
      installRk();
      await levelsTrack();
      const mage = await textCharacter("Morrow <i>the Grey</i>");
      await mage.update({ "system.wounds": 30 } as never);
      return renderSheet(RkActorSheet, mage);
    },
  },
  ...(["rkCharacter", "rkNpc"] as const).map((type) => ({
    name: `rk-${type === "rkNpc" ? "npc" : "character"}-equipment`,
    title: `Roll & Keep: ${type === "rkNpc" ? "NPC" : "character"}, equipment tab (weapons' damage pools, a table option)`,
    classes: classes(RkActorSheet),
    width: 780,
    render: async () => {
      installRk();
      const actor = await makeRkActor("Morrow <i>the Grey</i>", { attributes: { strength: 3, endurance: 2 } }, GEAR, type);
      return renderSheet(RkActorSheet, actor, "equipment");
    },
  })),
  {
    name: "rk-equipment",
    title: "Roll & Keep: equipment sheet (a weapon)",
    classes: classes(RkEquipmentSheet),
    ...sheetSize(RkEquipmentSheet),
    render: async () => {
      installRk();
      const actor = await makeRkActor("Morrow", {}, GEAR);
      return renderSheet(
        RkEquipmentSheet,
        (actor.items as unknown as { contents: Item.Implementation[] }).contents.find((i) => i.name === "Iron-shod staff"),
      );
    },
  },
  {
    name: "rk-card-damage",
    title: "Roll & Keep: a weapon's damage card (3k2: 7 + 5 = 12) with its Apply button",
    classes: ["anthology"],
    width: 360,
    render: async () => {
      installRk();
      const actor = await makeRkActor("Ash", { attributes: { strength: 3 } }, GEAR);
      target(await guard());
      harness.queueFaces([7, 2, 5]);
      await rkRollDamage(
        actor,
        (actor.items as unknown as { contents: Item.Implementation[] }).contents.find((i) => i.name === "Iron-shod staff")!,
      );
      return lastCard();
    },
  },
  ...(
    [
      ["rk-card-wounds", 12, "Nicked"],
      ["rk-card-wounds-out", 40, "out of the fight"],
    ] as const
  ).map(([name, damage, what]) => ({
    name,
    title: `Roll & Keep: wounds applied on the wound levels (${what})`,
    classes: ["anthology"],
    width: 360,
    render: async () => {
      installRk();
      await levelsTrack();
      const g = await guard();
      await rkApplyWoundsFlow(g, damage);
      return lastCard();
    },
  })),
  {
    name: "rk-character",
    title: "Roll & Keep: character (the text's black and blue mage)",
    classes: classes(RkActorSheet),
    width: 780,
    render: async () => {
      installRk();
      return rkActorSheetPage(await textCharacter("Morrow <i>the Grey</i>"), await guard());
    },
  },
  {
    name: "rk-character-actions",
    title: "Roll & Keep: character, actions tab (extended actions in progress, a target)",
    classes: classes(RkActorSheet),
    width: 780,
    render: async () => {
      installRk();
      return rkActorSheetPage(await textCharacter("Morrow <i>the Grey</i>"), await guard(), "actions");
    },
  },
  {
    name: "rk-character-biography",
    title: "Roll & Keep: character, biography tab",
    classes: classes(RkActorSheet),
    width: 780,
    render: async () => {
      installRk();
      return rkActorSheetPage(await textCharacter("Morrow <i>the Grey</i>"), await guard(), "biography");
    },
  },
  {
    name: "rk-character-effects",
    title: "Roll & Keep: character, effects tab (three effects that end with the combat, the scene, the rest)",
    classes: classes(RkActorSheet),
    width: 780,
    render: async () => {
      installRk();
      return rkActorSheetPage(await withEffects(await textCharacter("Morrow <i>the Grey</i>")), await guard(), "effects");
    },
  },
  {
    name: "rk-npc",
    title: "Roll & Keep: NPC",
    classes: classes(RkActorSheet),
    width: 780,
    render: async () => {
      installRk();
      return renderSheet(RkActorSheet, await guard());
    },
  },
  // Every other tab of the NPC sheet (CONTRIBUTING "Gallery pages": every tab); the guard has spent some of his pool.
  ...["actions", "biography", "effects"].map((tab) => ({
    name: `rk-npc-${tab}`,
    title: `Roll & Keep: NPC, ${tab} tab`,
    classes: classes(RkActorSheet),
    width: 780,
    render: async () => {
      installRk();
      const npc = await guard();
      await npc.update({ "system.mana.current.green": 0, "system.biography": "<p>Watches the <em>north</em> gate.</p>" } as never);
      return renderSheet(RkActorSheet, tab === "effects" ? await withEffects(npc) : npc, tab);
    },
  })),
  {
    name: "rk-speciality",
    title: "Roll & Keep: speciality sheet",
    classes: classes(RkSpecialitySheet),
    ...sheetSize(RkSpecialitySheet),
    render: async () => {
      installRk();
      const mage = await textCharacter();
      return renderSheet(RkSpecialitySheet, mage.items.get(specialityId(mage, "Deceit")));
    },
  },
  {
    name: "rk-dialog-action",
    title: "Roll & Keep: action dialog (sneaking past a guard who hears well)",
    classes: dialogClasses,
    width: 460,
    render: async () => {
      installRk();
      const thief = await makeRkActor("Thief", { attributes: { finesse: 5 }, mana: { permanent: { white: 2, black: 1 } } }, [packSpeciality("stealth")]);
      const g = await guard();
      const view = rkViewOf(thief);
      const passive = { name: g.name ?? "", view: rkViewOf(g) };
      const choice = {
        attribute: "finesse" as const,
        specialityIds: [specialityId(thief, "Stealth")],
        difficulty: { kind: "passive" as const, attribute: "acuity" as const, specialityIds: [specialityId(g, "Acute Hearing")] },
        needed: 1,
      };
      // The action's fields inside the dice room's keep dialog (the one pipeline): headline "5k2 vs 5", chance, account.
      const extension = rkActionExtension({ view, links: RK_DEFAULT_COLOUR_LINKS, passive, choice, card: () => ({ label: "", flags: {} }) });
      const d = new KeepRollDialog({ label: "Finesse (Stealth)", settings: extension.apply(extension.options), rollMode: "publicroll", extension });
      await d.render({ force: true });
      return `<form class="anthology dice-dialog">${Object.values((d as unknown as { parts?: Record<string, string> }).parts ?? {}).join("\n")}</form>`;
    },
  },
  {
    name: "rk-dialog-extended",
    title: "Roll & Keep: new extended action in the dice room's keep dialog (its first round, the chance by each round)",
    classes: dialogClasses,
    width: 460,
    render: async () => {
      installRk();
      const mage = await textCharacter();
      // As the sheet opens it (rolls/extended-roll.ts): the set-up is the first round's keep dialog (issue 14).
      const extension = rkExtendedStartExtension({
        view: rkViewOf(mage),
        links: RK_DEFAULT_COLOUR_LINKS,
        attribute: "intelligence",
        card: () => ({ label: "", data: null as never }),
      });
      const d = new KeepRollDialog({ label: "Morrow: new extended action", settings: extension.apply(extension.options), rollMode: "publicroll", extension });
      await d.render({ force: true });
      return `<form class="anthology dice-dialog">${Object.values((d as unknown as { parts?: Record<string, string> }).parts ?? {}).join("\n")}</form>`;
    },
  },
  {
    name: "rk-dialog-extended-round",
    title: "Roll & Keep: the next round of an extended action in the dice room's keep dialog (the chance by each coming round)",
    classes: dialogClasses,
    width: 460,
    render: async () => {
      installRk();
      const action = { required: 4, perRound: 0, maxRounds: null, rounds: [{ successes: 1, botch: false }] };
      const pool = rkPoolFor(rkViewOf(await textCharacter()), "intelligence", 0, RK_DEFAULT_COLOUR_LINKS);
      const extension = rkExtendedRoundExtension({ action, pool, difficulty: 7, total: 1 });
      const d = new KeepRollDialog({
        label: "Decipher the grimoire <script>",
        settings: extension.apply(extension.options),
        rollMode: "publicroll",
        extension,
      });
      await d.render({ force: true });
      return `<form class="anthology dice-dialog">${Object.values((d as unknown as { parts?: Record<string, string> }).parts ?? {}).join("\n")}</form>`;
    },
  },
  {
    name: "rk-dialog-contest-request",
    title: "Roll & Keep: a player's directly opposed action against the GM's NPC (own side only)",
    classes: dialogClasses,
    width: 460,
    render: async () => (await playerRace()).playerDialog,
  },
  {
    name: "rk-dialog-contest-opposition",
    title: "Roll & Keep: the GM rolls the NPC's side of a player's contest",
    classes: dialogClasses,
    width: 460,
    render: async () => (await playerRace()).gmDialog,
  },
  {
    name: "rk-card-contest-request",
    title: "Roll & Keep: the request whispered to the GMs (Roll the opposition)",
    classes: ["anthology"],
    width: 360,
    render: async () => (await playerRace()).request,
  },
  {
    name: "rk-card-contest-result",
    title: "Roll & Keep: result of a player's contest, the NPC's side not revealed",
    classes: ["anthology"],
    width: 380,
    render: async () => (await playerRace()).result,
  },
  {
    name: "rk-settings-links",
    title: "Roll & Keep: attribute colours (settings)",
    classes: ["anthology", "rk", "rk-colour-links"],
    width: 460,
    render: async () => {
      installRk();
      const app = new (RkColourLinksConfig as unknown as new () => { render(o: object): Promise<unknown>; parts: Record<string, string> })();
      await app.render({ force: true });
      return app.parts.form ?? "";
    },
  },
  {
    name: "rk-card-lie",
    title: "Roll & Keep: card of the lie (Cunning + Deceit, keep 4)",
    classes: ["anthology"],
    width: 360,
    render: async () => {
      installRk();
      const mage = await textCharacter();
      harness.queueFaces([9, 2, 6, 7, 1]);
      await rkRollAction(mage, { attribute: "cunning", specialityIds: [specialityId(mage, "Deceit")], needed: 2, skipDialog: true });
      return lastCard();
    },
  },
  {
    name: "rk-card-sneak",
    title: "Roll & Keep: card of the sneak against Acuity 4 + Acute Hearing (difficulty 5)",
    classes: ["anthology"],
    width: 360,
    render: async () => {
      installRk();
      const thief = await makeRkActor("Thief", { attributes: { finesse: 5 }, mana: { permanent: { white: 2 } } });
      const g = await guard();
      target(g);
      respondToRollDialog(() => ({
        attribute: "finesse",
        difficulty: "passive",
        passiveAttribute: "acuity",
        [`passive.${specialityId(g, "Acute Hearing")}`]: true,
      }));
      harness.queueFaces([6, 5, 3, 1, 2]);
      await rkRollAction(thief, { attribute: "finesse" });
      return lastCard();
    },
  },
  {
    name: "rk-card-race",
    title: "Roll & Keep: card of the hilly race (2 against 3 successes)",
    classes: ["anthology"],
    width: 380,
    render: async () => {
      installRk();
      const ash = await makeRkActor("Ash", { attributes: { endurance: 3 }, mana: { permanent: { green: 2 } } });
      const birch = await makeRkActor("Birch", { attributes: { endurance: 5 }, mana: { permanent: { green: 3 } } }, [packSpeciality("long-distance-running")]);
      target(birch);
      // Each side in its own keep dialog (issue 14): Ash's, then Birch's; the last card is the result.
      respondToRollDialog(() => {
        respondToRollDialog(() => ({ attribute: "endurance", [`speciality.${specialityId(birch, "Long-distance Running")}`]: true, reveal: true }));
        return { attribute: "endurance", difficulty: "7" };
      });
      harness.queueFaces([9, 7, 2, 10, 8, 3, 7, 1, 2]);
      await rkRollContest(ash, { attribute: "endurance" });
      return lastCard();
    },
  },
  {
    name: "rk-card-extended-round",
    title: "Roll & Keep: the round that reaches an extended action's total (5 of 4)",
    classes: ["anthology"],
    width: 380,
    render: async () => {
      installRk();
      const mage = await makeRkActor("Mage", { attributes: { intelligence: 3 }, mana: { permanent: { blue: 2 } } });
      respondToRollDialog(() => ({ label: "Decipher the grimoire", attribute: "intelligence", difficulty: "6", required: "4", perRound: "0", maxRounds: "" }));
      harness.queueFaces([7, 6, 2, 9, 3, 2]);
      const entry = (await rkStartExtended(mage))!;
      await rkRollExtendedRound(mage, entry.id, { skipDialog: true });
      harness.queueFaces([8, 7, 1]);
      await rkRollExtendedRound(mage, entry.id, { skipDialog: true });
      // The last message is the action's end; the one before it is the round that reached the total.
      return String((harness.messages().at(-2) as unknown as { content?: string } | undefined)?.content ?? "");
    },
  },
  {
    name: "rk-card-extended",
    title: "Roll & Keep: an extended action has ended",
    classes: ["anthology"],
    width: 360,
    render: async () => {
      installRk();
      return renderChatCard(RK_EXTENDED_CARD, {
        actorName: "Morrow <i>the Grey</i>",
        label: "Decipher the <b>grimoire</b>",
        status: "done",
        total: 6,
        required: 6,
        rounds: [
          { number: 1, successes: 2, botch: false },
          { number: 2, successes: 1, botch: false },
          { number: 3, successes: 3, botch: false },
        ],
      });
    },
  },
];
