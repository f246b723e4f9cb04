/**
 * The "Welcome" journals of the anthology-guides compendium: one per ruleset, how to play it in Anthology, in four
 * short pages (getting started, rolling, chat cards, for the GM). Names of tabs, buttons, types, settings and
 * compendiums are read from lang/en.json and system.json, so a renamed label cannot leave the guide behind.
 * Each journal's Rolling page ends with one live roll link of its ruleset; any other syntax is shown as text
 * (`[[<wbr>/…]]`, see roll-links-journal.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { code, GUIDES_PACK } from "./roll-links-journal.js";
import { stableId } from "../stable-id.js";

type Lang = { [key: string]: string | Lang };

/** The ruleset's welcome journal: the file slug, the journal's name and its pages. */
export interface WelcomeSpec {
  slug: "gods-monsters" | "shadow" | "warden" | "roll-keep";
  /** The ruleset's id (module/core/ruleset-ids.ts). */
  ruleset: "gm" | "shadow" | "warden" | "rk";
  name: string;
  pages: { slug: string; name: string; content: string }[];
}

export const WELCOME_PAGES = ["Getting started", "Rolling", "Chat cards", "For the GM"] as const;

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const p = (...sentences: string[]) => `<p>${sentences.filter(Boolean).join(" ")}</p>`;
const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

function reader(root: string) {
  const lang = JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8")) as Lang;
  const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as { packs: { name: string; label: string }[] };
  /** The English text of a key, placeholders filled, escaped for HTML. */
  const t = (key: string, data: Record<string, string> = {}): string => {
    let node: string | Lang | undefined = lang;
    for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
    if (typeof node !== "string") throw new Error(`welcome journals: no text for ${key}`);
    return esc(node.replace(/\{(\w+)\}/g, (_, name: string) => data[name] ?? `{${name}}`));
  };
  /** A button or label as the user sees it. */
  const ui = (key: string, data?: Record<string, string>) => `<strong>${t(key, data)}</strong>`;
  const pack = (name: string): string => {
    const found = manifest.packs.find((x) => x.name === name);
    if (!found) throw new Error(`welcome journals: no compendium ${name}`);
    return `<em>${esc(found.label)}</em>`;
  };
  return { t, ui, pack };
}

type Reader = ReturnType<typeof reader>;

/** What every ruleset's pages share. */
function shared({ t, ui, pack }: Reader, ruleset: string, types: string, once?: string) {
  return {
    setup: p(
      `A GM chooses the game in <em>Game Settings → Configure Settings</em>, on the Anthology system's tab: ${ui("ANTHOLOGY.Settings.Ruleset.Name")} → <em>${t(`ANTHOLOGY.Ruleset.${ruleset}`)}</em>, then lets the world reload.`,
      `From then on the Actors and Items directories' <em>Create</em> dialogs offer only this game's types (for actors: ${types}), and its sheets, rolls and cards are the ones in use; its compendiums are the ones named after it.`,
    ),
    create: `Create an actor of type ${ui("TYPES.Actor." + (ruleset === "gm" ? "gmCharacter" : ruleset === "rk" ? "rkCharacter" : `${ruleset}Character`))}, open it, and assign it to the player in <em>User Configuration</em> so roll links and cards know whose character it is.`,
    rolling: p(
      "Click a number or a roll button on the sheet. The roll dialog opens with the numbers filled in; its top line shows the final number you need and the <strong>exact</strong> chance of success, updated as you change anything. Roll from it, or close it to roll nothing.",
      `Hold <kbd>Shift</kbd> while you click to roll at once with the defaults, on a sheet or on a card's button. Shift is only the default key: a player can move it in <em>Configure Controls → Anthology → ${t("ANTHOLOGY.Keybinding.SkipDialog.name")}</em>.`,
    ),
    links: (syntax: string, shown: string[]) =>
      p(
        "Journal pages, item descriptions and biographies can hold <strong>roll links</strong>. Pressing one rolls for your selected token's character, else your assigned character, through the same dialog (Shift rolls at once); hovering it shows that character's chance. Someone who does not own the character is told so and nothing is rolled.",
        `This game's forms include ${shown.map(code).join(", ")}; the <em>Roll links</em> journal in ${pack(GUIDES_PACK)} lists them all, with ${code("[[/table Scars]]")} and the four-game ${code("[[/test strong hard]]")}.`,
        `Try one (select your token first): ${syntax}`,
      ),
    trust: p(
      "A card's buttons work only on cards the system posted, from a GM or from the owner of the actor the card speaks for; a copied button typed into chat does nothing.",
      "A button changes only an actor the person pressing it owns; the GM may press any. Numbers come from the card, never from the button.",
      once ? `A button that applies something (${once}) counts once per card and actor, however often and by whoever it is pressed.` : "",
    ),
  };
}

function godsMonsters(r: Reader): WelcomeSpec {
  const { ui, pack } = r;
  const s = shared(r, "gm", `${ui("TYPES.Actor.gmCharacter")} and ${ui("TYPES.Actor.gmCreature")}`, "applying damage, a mojo bid or its increase");
  const tab = (id: string) => ui(`ANTHOLOGY.GM.Tabs.${id}`);
  return {
    slug: "gods-monsters",
    ruleset: "gm",
    name: "Welcome: Gods & Monsters",
    pages: [
      {
        slug: "getting-started",
        name: "Getting started",
        content:
          s.setup +
          p(s.create, `Under ${ui("ANTHOLOGY.GM.Sheet.Creation")} on the ${tab("abilities")} tab: ${ui("ANTHOLOGY.GM.Sheet.RollAbilities")}, assign the scores, ${ui("ANTHOLOGY.GM.Sheet.ApplySpecies")}, then ${ui("ANTHOLOGY.GM.Sheet.StartingNumbers")}. Species, equipment and ailments wait in ${pack("gm-species")}, ${pack("gm-equipment")} and ${pack("gm-ailments")}; drag them onto the sheet.`) +
          ul([
            `${tab("abilities")}: abilities and reactions to roll, and character creation.`,
            `${tab("combat")}: weapons and attacks, armour and defense, conditions, taking damage and resting.`,
            `${tab("fields")}: your fields and their skills.`,
            `${tab("inventory")}, ${tab("magic")}, ${tab("ailments")} and ${tab("biography")}: what you carry, your spells, what afflicts you, who you are.`,
          ]),
      },
      {
        slug: "rolling",
        name: "Rolling",
        content:
          s.rolling +
          p("An attack from the weapons on the Combat tab rolls against the targeted token's defense; on a hit its damage comes to chat as a card.") +
          s.links("[[/check strength difficulty=difficult]]", ["[[/reaction evasion -2]]", "[[/damage 2d6]]"]),
      },
      {
        slug: "chat-cards",
        name: "Chat cards",
        content:
          ul([
            `A damage card against a target offers ${ui("ANTHOLOGY.GM.Damage.Apply", { target: "…" })}, ${ui("ANTHOLOGY.GM.Damage.ApplyArchetypal")} and, after a blow, ${ui("ANTHOLOGY.GM.Damage.ApplyNoBlow")}; a lost weapon contest adds ${ui("ANTHOLOGY.GM.Damage.ApplyContest", { dice: "N" })}. The points go to the temporary pool, verve, survival and injuries as the rules say, and the card shows where.`,
            `When damage puts a character at risk, the result card offers ${ui("ANTHOLOGY.GM.Condition.ConsciousnessRoll")} or ${ui("ANTHOLOGY.GM.Death.Contest")}.`,
            `A mojo bid card offers ${ui("ANTHOLOGY.GM.Mojo.BidButton", { needed: "N" })}, and its result lets you choose what rises.`,
          ]) + s.trust,
      },
      {
        slug: "for-the-gm",
        name: "For the GM",
        content:
          p(
            `The token controls on the canvas have a GM-only button, ${ui("ANTHOLOGY.GM.Consequences.Control")}. It opens the consequences tool: a form for each of falling, jumping, suffocation, tracking, searching, chases, item reactions, aging, upkeep, movement, group efforts and more. Its rolls act on the selected tokens' characters and post to chat. A macro opens it too: <code>game.anthology.gm.consequences()</code>.`,
          ) +
          p(
            `A ${ui("TYPES.Actor.gmCreature")} has one short sheet: its attacks and rolls, and ${ui("ANTHOLOGY.GM.Sheet.TakeDamage")}. The rules' tables (difficulty, falling, movement, mojo…) are in ${pack("gm-tables")}; a ${code("[[/table <name>]]")} link in your adventure draws from them.`,
          ),
      },
    ],
  };
}

function shadow(r: Reader): WelcomeSpec {
  const { ui, pack } = r;
  const s = shared(r, "shadow", `${ui("TYPES.Actor.shadowCharacter")} and ${ui("TYPES.Actor.shadowMonster")}`, "a defence, applying damage, a pain choice");
  const tab = (id: string) => ui(`ANTHOLOGY.Shadow.Tab.${id}`);
  return {
    slug: "shadow",
    ruleset: "shadow",
    name: "Welcome: Shadow",
    pages: [
      {
        slug: "getting-started",
        name: "Getting started",
        content:
          s.setup +
          p(s.create, `Weapons and armour wait in ${pack("shadow-equipment")}; drag them onto the sheet.`) +
          ul([
            `The header: toughness and corruption, with ${ui("ANTHOLOGY.Shadow.Heal.FirstAid")}, ${ui("ANTHOLOGY.Shadow.Heal.Rest")} and, for a dying character, ${ui("ANTHOLOGY.Shadow.Death.Roll")}.`,
            `${tab("main")}: the eight attributes to test, toughness, pain threshold and defense, and your weapons and armour.`,
            `${tab("abilities")}, ${tab("inventory")} and ${tab("biography")}: your abilities, what you carry, who you are.`,
          ]),
      },
      {
        slug: "rolling",
        name: "Rolling",
        content:
          s.rolling +
          p("An unopposed test asks for the difficulty the GM sets, from +5 (very easy) to −5 (very hard). A weapon attacks the targeted token: a character's attack is tested at once, an attack on a character is left to that character's defence, and a hit rolls the weapon's damage onto a card.") +
          s.links("[[/test cunning -2]]", ["[[/test accurate vs quick]]"]),
      },
      {
        slug: "chat-cards",
        name: "Chat cards",
        content:
          ul([
            `When a character is attacked, ${ui("ANTHOLOGY.Shadow.Chat.Defend", { defender: "…" })} lets that character's player (or the GM) roll the defence.`,
            `A damage card's ${ui("ANTHOLOGY.Shadow.Chat.ApplyDamage", { defender: "…" })} takes armour and toughness into account and posts what the wound did.`,
            `When pain strikes, the card offers the choice: ${ui("ANTHOLOGY.Shadow.Pain.knockedDown", { victim: "…" })} or ${ui("ANTHOLOGY.Shadow.Pain.freeAttack", { attacker: "…" })}; ${ui("ANTHOLOGY.Shadow.Pain.MarkProne", { victim: "…" })} follows when needed.`,
            `A dying character's card has ${ui("ANTHOLOGY.Shadow.Death.Roll")}.`,
          ]) + s.trust,
      },
      {
        slug: "for-the-gm",
        name: "For the GM",
        content:
          p(
            `Give monsters the ${ui("TYPES.Actor.shadowMonster")} type; they use the same sheet. To test surprise, select the ambushers' tokens, target the ambushed and run the macro <code>game.anthology.shadow.surprise()</code>: it rolls the test and posts who is surprised.`,
          ) +
          p(`${pack("shadow-tables")} holds the rules' tables, for a ${code("[[/table <name>]]")} link or a draw of your own.`),
      },
    ],
  };
}

function warden(r: Reader): WelcomeSpec {
  const { ui, pack } = r;
  const s = shared(r, "warden", `${ui("TYPES.Actor.wardenCharacter")} and ${ui("TYPES.Actor.wardenCreature")}`, "applying damage, a requested, critical or scar save");
  const tab = (id: string) => ui(`ANTHOLOGY.Warden.Tabs.${id}`);
  return {
    slug: "warden",
    ruleset: "warden",
    name: "Welcome: Warden",
    pages: [
      {
        slug: "getting-started",
        name: "Getting started",
        content:
          s.setup +
          p(s.create, `Starting gear and spells wait in ${pack("warden-gear")} and ${pack("warden-spells")}; drag them onto the sheet.`) +
          ul([
            `${tab("main")}: STR, DEX and WIL to roll, weapons and armour, conditions, and the buttons for critical damage. HP sits in the header.`,
            `${tab("inventory")}: the slot grid (how many slots is a world setting).`,
            `${tab("magic")}: spells, scrolls and magic dice. ${tab("notes")}: your biography, and the scars, mishaps and changes your character carries.`,
          ]),
      },
      {
        slug: "rolling",
        name: "Rolling",
        content:
          s.rolling +
          p("A check adds your modifier and any object dice the situation lends, against a DC the Warden may keep secret; the card shows your total, and the DC only when it is not secret.") +
          s.links("[[/save dex dc=15]]", ["[[/action str +d6]]"]),
      },
      {
        slug: "chat-cards",
        name: "Chat cards",
        content:
          ul([
            `An attack card's ${ui("ANTHOLOGY.Warden.Damage.Apply")} hits the tokens the person pressing it has targeted (else selected), after their armour.`,
            `A damage card may ask for ${ui("ANTHOLOGY.Warden.Damage.CriticalSave", { dc: "N" })}; a scar card for a ${ui("ANTHOLOGY.Warden.Check.wilSave")}.`,
            `A save the Warden requests shows ${ui("ANTHOLOGY.Warden.SaveRequest.Roll")}: each player presses it to roll for their selected token or assigned character.`,
          ]) + s.trust,
      },
      {
        slug: "for-the-gm",
        name: "For the GM",
        content:
          ul([
            `Ask for a save with the macro <code>game.anthology.warden.requestSave({ attribute: "dex", dc: 15, secret: true })</code>: the players get a card to press; with <code>secret: true</code> the DC goes to the GMs only and the results settle on your side.`,
            `Hirelings: a ${ui("TYPES.Actor.wardenCreature")} sheet's ${ui("ANTHOLOGY.Warden.Hireling.Roll")} rolls its attributes and HP and draws its traits; the world's ${ui("ANTHOLOGY.Warden.Settings.TraitTables.Name")} setting names the tables. A macro makes a new one: <code>game.anthology.warden.createHireling({ name: "Tom" })</code>.`,
            `Oracles for macros: <code>game.anthology.warden.rollReaction()</code> and <code>game.anthology.warden.rollDieOfFate()</code> post the answer.`,
            `${ui("ANTHOLOGY.Warden.Settings.Slots.Name")} is a world setting. The rules' tables are in ${pack("warden-tables")}, ready for ${code("[[/table Scars]]")}.`,
          ]),
      },
    ],
  };
}

function rollKeep(r: Reader): WelcomeSpec {
  const { ui, pack } = r;
  const s = shared(r, "rk", `${ui("TYPES.Actor.rkCharacter")} and ${ui("TYPES.Actor.rkNpc")}`);
  const tab = (id: string) => ui(`ANTHOLOGY.RollKeep.Tab.${id}`);
  return {
    slug: "roll-keep",
    ruleset: "rk",
    name: "Welcome: Roll & Keep",
    pages: [
      {
        slug: "getting-started",
        name: "Getting started",
        content:
          s.setup +
          p(s.create, `Specialities wait in ${pack("rk-specialities")}; drag them onto the sheet.`) +
          ul([
            `${tab("attributes")}: your attributes with the dice each rolls and keeps, and your specialities; click one to roll it.`,
            `${tab("actions")}: ${ui("ANTHOLOGY.RollKeep.Contest.button")} against the targeted token, and extended actions (${ui("ANTHOLOGY.RollKeep.Extended.start")}) rolled round by round.`,
            `${tab("biography")}: who you are.`,
          ]),
      },
      {
        slug: "rolling",
        name: "Rolling",
        content:
          s.rolling +
          p("In the dialog, pick the specialities that help and the difficulty; the card shows the successes and the degree, says when a roll botches, and prints the chances of success and of a botch.") +
          s.links("[[/keep cunning deceit difficulty=6]]", ["[[/keep acuity acute-hearing difficulty=challenging]]"]) +
          p("A character without a speciality the link names cannot roll it."),
      },
      {
        slug: "chat-cards",
        name: "Chat cards",
        content:
          p(
            `When a player's directly opposed action targets a character the GM plays, the GMs get a whispered request with ${ui("ANTHOLOGY.RollKeep.Contest.rollOpposition")}; the GM (or that character's owner) presses it to roll the other side. The player's dialog and cards never show that character's numbers.`,
          ) + s.trust,
      },
      {
        slug: "for-the-gm",
        name: "For the GM",
        content:
          p(
            `Which mana colour each attribute keeps its dice from is the world's choice: in the system settings, ${ui("ANTHOLOGY.RollKeep.Settings.Links.Label")} (GM only) opens ${ui("ANTHOLOGY.RollKeep.Settings.Links.Name")}, with a reset to the defaults. Open sheets update when you save.`,
          ) +
          p(`Give the people you play the ${ui("TYPES.Actor.rkNpc")} type. ${pack("rk-tables")} holds the difficulties and degrees.`),
      },
    ],
  };
}

/** The four rulesets' welcome guides, in the README's order. */
export function welcomeSpecs(root: string): WelcomeSpec[] {
  const r = reader(root);
  return [godsMonsters(r), shadow(r), warden(r), rollKeep(r)];
}

/** One welcome journal entry as the CLI compiles it (`_key`s of the entry and its pages). */
function journalOf(spec: WelcomeSpec): Record<string, unknown> {
  const id = stableId(`${GUIDES_PACK}/welcome-${spec.slug}`);
  const pages = spec.pages.map((page, i) => {
    const pageId = stableId(`${GUIDES_PACK}/welcome-${spec.slug}/${page.slug}`);
    return {
      _id: pageId,
      _key: `!journal.pages!${id}.${pageId}`,
      name: page.name,
      type: "text",
      title: { show: true, level: 1 },
      text: { format: 1, content: page.content },
      sort: (i + 1) * 100000,
      ownership: { default: -1 },
      flags: {},
    };
  });
  return { _id: id, _key: `!journal!${id}`, name: spec.name, pages, folder: null, sort: 0, ownership: { default: 0 }, flags: {} };
}

/** The welcome journals by file name (`welcome-<ruleset>.json`). */
export function welcomeJournals(root: string): Record<string, Record<string, unknown>> {
  return Object.fromEntries(welcomeSpecs(root).map((spec) => [`welcome-${spec.slug}.json`, journalOf(spec)]));
}
