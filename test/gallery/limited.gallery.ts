/**
 * Gallery pages of the limited view (core/sheets/actor-sheet.ts): what a user with Limited permission sees of an
 * actor, the name, the portrait and the public description (a character's biography, its secret left out), or only
 * the name and portrait for a creature, whose notes are the GM's.
 */
import { GmCreatureSheet } from "../../module/rulesets/gods-monsters/sheets/creature-sheet.js";
import { WardenCharacterSheet } from "../../module/rulesets/warden/sheets/character-sheet.js";
import { LIMITED, castOwnership, harness } from "../harness/foundry.js";
import { installEveryRuleset } from "../core/every-ruleset.js";
import { renderSheet, sheetClasses, type GalleryPage } from "./page.js";

const classes = (Sheet: unknown) => ["anthology", "sheet", ...sheetClasses(Sheet), "anth-limited-sheet"];

/** Renders the sheet as the Limited user of the harness cast sees it. */
async function asLimited(Sheet: new (o: Record<string, unknown>) => unknown, data: Record<string, unknown>): Promise<string> {
  installEveryRuleset({ settings: true });
  const actor = await Actor.create({ ownership: castOwnership(), ...data } as never);
  harness.actAs(LIMITED);
  return renderSheet(Sheet, actor);
}

export const pages: GalleryPage[] = [
  {
    name: "limited-warden-character",
    title: "Limited view: a Warden character (name, portrait, biography without its secret)",
    classes: classes(WardenCharacterSheet),
    width: 480,
    render: () =>
      asLimited(WardenCharacterSheet as never, {
        name: "Barry <b>the Bold</b>",
        type: "wardenCharacter",
        img: "icons/svg/mystery-man.svg",
        system: {
          biography:
            '<p>A hedge wizard with <em>purple</em> skin, seen at every market.</p><section class="secret" id="secret-1"><p>Owes the baron 300 gold.</p></section>',
        },
      }),
  },
  {
    name: "limited-gm-creature",
    title: "Limited view: a Gods & Monsters creature (name and portrait only)",
    classes: classes(GmCreatureSheet),
    width: 480,
    render: () =>
      asLimited(GmCreatureSheet as never, {
        name: "Cave Bear",
        type: "gmCreature",
        img: "icons/svg/mystery-man.svg",
        system: { notes: "<p>Sleeps by day.</p>" },
      }),
  },
];
