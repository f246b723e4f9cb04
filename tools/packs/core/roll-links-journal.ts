/**
 * The "Roll links" journal of the anthology-guides compendium: how to write roll links in journal text, one page
 * per ruleset and one for the ruleset-neutral test, whose table is built from the rulesets' pure tables so it
 * cannot drift from the code. Syntax shown as text is written `[[<wbr>/…]]` (the `<wbr>` splits the text node,
 * so v13's enricher does not turn it into a link); each page ends with live examples to press.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { NEUTRAL_ATTRIBUTES, NEUTRAL_DIFFICULTIES } from "../../../module/core/rules/neutral-test.js";
import { GM_DIFFICULTIES, GM_NEUTRAL_TABLE, RK_DIFFICULTIES, RK_NEUTRAL_TABLE, SHADOW_NEUTRAL_TABLE, WARDEN_NEUTRAL_TABLE } from "../../../module/rules.js";
import { stableId } from "../stable-id.js";

export const GUIDES_PACK = "anthology-guides";

type Lang = Record<string, Record<string, Record<string, string>>>;

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** Syntax shown as text: the `<wbr>` keeps the enricher from matching it. */
export const code = (syntax: string) => `<code>${esc(syntax).replace("[[/", "[[<wbr>/")}</code>`;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

interface PageSpec {
  slug: string;
  name: string;
  intro: string;
  rows: [syntax: string, meaning: string][];
  /** A table of its own (the neutral test's mapping). */
  table?: string;
  tryIt: string[];
}

/** A page's HTML: the intro, the syntax table, its own table, then live examples. */
function pageContent(spec: PageSpec): string {
  const rows = spec.rows.map(([syntax, meaning]) => `<tr><td>${code(syntax)}</td><td>${meaning}</td></tr>`).join("");
  const syntax = rows ? `<table><thead><tr><th>Write</th><th>It rolls</th></tr></thead><tbody>${rows}</tbody></table>` : "";
  return `<p>${spec.intro}</p>${syntax}${spec.table ?? ""}<p><strong>Try it</strong> (select your token first): ${spec.tryIt.join(" · ")}</p>`;
}

function neutralTable(en: Lang): string {
  const head = "<tr><th>Word</th><th>Gods &amp; Monsters</th><th>Shadow</th><th>Warden</th><th>Roll &amp; Keep</th></tr>";
  const attributes = NEUTRAL_ATTRIBUTES.map((word) => {
    const gm = GM_NEUTRAL_TABLE.attributes[word];
    const gmCell = gm.kind === "ability" ? en.GM!.Ability![gm.key] : `${en.GM!.Reaction![gm.key]} (reaction)`;
    return `<tr><td><code>${word}</code></td><td>${gmCell}</td><td>${en.Shadow!.Attribute![SHADOW_NEUTRAL_TABLE.attributes[word]]}</td><td>${en.Warden!.Attribute![WARDEN_NEUTRAL_TABLE.attributes[word]]}</td><td>${en.RollKeep!.Attribute![RK_NEUTRAL_TABLE.attributes[word]]}</td></tr>`;
  });
  const difficulties = NEUTRAL_DIFFICULTIES.map((word) => {
    const gm = GM_NEUTRAL_TABLE.difficulties[word];
    const rk = RK_NEUTRAL_TABLE.difficulties[word];
    const rkName = RK_DIFFICULTIES.find((d) => d.value === rk)!.id;
    return `<tr><td><code>${word}</code></td><td>${en.GM!.Difficulty![gm]} (${signed(GM_DIFFICULTIES[gm])})</td><td>difficulty ${signed(SHADOW_NEUTRAL_TABLE.difficulties[word])}</td><td>DC ${WARDEN_NEUTRAL_TABLE.difficulties[word]}</td><td>${rk} (${en.RollKeep!.Difficulty![rkName]})</td></tr>`;
  });
  return `<table><thead>${head}</thead><tbody>${[...attributes, ...difficulties].join("")}</tbody></table>`;
}

export function rollLinkPages(en: Lang): PageSpec[] {
  return [
    {
      slug: "how",
      name: "How roll links work",
      intro:
        "Type a roll link anywhere Foundry shows rich text: a journal page, an item's description, a biography. Readers see a small dice link. Pressing it (a click, or Enter) rolls for the token you have selected, or else for your assigned character, through the same dialog as the sheet, already filled in; hold Shift to roll at once. Hover it to see that character's exact chance. If you do not own the character, or have none, you are told so and nothing is rolled. Text that is not valid syntax stays as you wrote it. Which links exist depends on the game the world plays; the table draw and the neutral test work in every game.",
      rows: [
        ["[[/table Scars]]", "a draw from the roll table of that name: the world's, else one in a compendium"],
        ["[[/test strong hard]]", "the ruleset-neutral test (its own page)"],
      ],
      tryIt: ["[[/table Scars]]", "[[/test strong hard]]"],
    },
    {
      slug: "gods-monsters",
      name: "Gods & Monsters",
      intro: "Ability and reaction rolls use the rules' difficulty words (difficult when none is given) and an optional modifier; damage rolls its dice to chat.",
      rows: [
        ["[[/check strength difficulty=difficult]]", "a Strength roll; any ability, any difficulty word (easy, very-difficult …)"],
        ["[[/reaction evasion -2]]", "an Evasion roll at −2; any reaction"],
        ["[[/damage 2d6]]", "2d6 to chat as the character; dice and numbers added or taken away"],
      ],
      tryIt: ["[[/check strength difficulty=difficult]]", "[[/reaction evasion -2]]", "[[/damage 2d6]]"],
    },
    {
      slug: "shadow",
      name: "Shadow",
      intro: "Success tests of the eight attributes, with the GM's difficulty from +5 to −5, or against an attribute of the targeted foe.",
      rows: [
        ["[[/test cunning -2]]", "a Cunning test at −2 (against a targeted foe, its usual opposition as on the sheet)"],
        ["[[/test accurate vs quick]]", "an Accurate test against the targeted foe's Quick (target one first)"],
      ],
      tryIt: ["[[/test cunning -2]]", "[[/test accurate vs quick]]"],
    },
    {
      slug: "warden",
      name: "Warden",
      intro: "Saves and actions of STR, DEX or WIL; a DC given in the link, or left to the Warden's dialog; extra object dice the situation lends.",
      rows: [
        ["[[/save dex dc=15]]", "a DEX save against DC 15"],
        ["[[/action str +d6]]", "a STR action with an extra d6 object die"],
      ],
      tryIt: ["[[/save dex dc=15]]", "[[/action str +d6]]"],
    },
    {
      slug: "roll-keep",
      name: "Roll & Keep",
      intro: "Actions of an attribute with the specialities that help (named with hyphens for spaces) against a difficulty from 1 to 10 or its name; a character without a named speciality cannot roll it.",
      rows: [
        ["[[/keep cunning deceit difficulty=6]]", "Cunning with Deceit against 6"],
        ["[[/keep acuity acute-hearing difficulty=challenging]]", "Acuity with Acute Hearing against Challenging (7)"],
      ],
      tryIt: ["[[/keep cunning deceit difficulty=6]]"],
    },
    {
      slug: "neutral",
      name: "One adventure, four games",
      intro:
        "Write [[<wbr>/test &lt;word&gt; &lt;difficulty&gt;]] and each game reads it as its own test, so one adventure runs under all four. The difficulty may be left out (normal). The words and what each game makes of them:",
      rows: [],
      table: neutralTable(en),
      tryIt: ["[[/test strong hard]]", "[[/test alert]]", "[[/test charming easy]]"],
    },
  ];
}

/** The journal entry as the CLI compiles it (`_key`s of the entry and its pages). */
export function rollLinksJournal(root: string): Record<string, unknown> {
  const en = (JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8")) as { ANTHOLOGY: Lang }).ANTHOLOGY;
  const id = stableId(`${GUIDES_PACK}/roll-links`);
  const pages = rollLinkPages(en).map((spec, i) => {
    const pageId = stableId(`${GUIDES_PACK}/roll-links/${spec.slug}`);
    return {
      _id: pageId,
      _key: `!journal.pages!${id}.${pageId}`,
      name: spec.name,
      type: "text",
      title: { show: true, level: 1 },
      text: { format: 1, content: pageContent(spec) },
      sort: (i + 1) * 100000,
      ownership: { default: -1 },
      flags: {},
    };
  });
  return { _id: id, _key: `!journal!${id}`, name: "Roll links", pages, folder: null, sort: 0, ownership: { default: 0 }, flags: {} };
}
