/**
 * Surprise offered when combat begins (text 002, "Surprise"): the active GM says which side ambushes (the player
 * characters or the monsters, or nobody) and the group test is rolled through `shadowSurprise` (rolls/surprise.ts):
 * the ambushers' lowest Discreet against the other side's highest Vigilant; the surprised are marked Unaware and the
 * card offers the Free Attack buttons. Closing the dialog means no surprise. Sides follow the actor kind (characters
 * against monsters): a table option, since the text names no sides.
 *
 * Hooks: `combatStart` runs only on the client that pressed Begin Combat (v13 client/documents/combat.mjs
 * `Combat#startCombat`, `Hooks.callAll` before its update), which may be a player's or a second GM's. The document
 * hook `updateCombat` runs on every client (client/data/client-backend.mjs
 * `ClientDatabaseBackend#postUpdateDocumentCallbacks`), with `combat.previous` recorded by `Combat#_onUpdate`: the
 * active GM acts there, once for the table.
 */
import { isActiveGM } from "../../../core/active-gm.js";
import { onHook } from "../../../core/foundry/hooks.js";
import { formDialog } from "../../../core/foundry/form-dialog.js";
import { formatChance } from "../../../dice/requests/chance.js";
import { rollUnderChance } from "../../../dice/requests/roll-under-settings.js";
import { shadowSurpriseSetup, type ShadowSurpriseResult } from "../rules/index.js";
import { localize, shadowKind, shadowView } from "../data/view.js";
import { shadowSurprise } from "./surprise.js";
import { format } from "../../../core/foundry/i18n.js";

/** The parts of a Combat this flow reads (v13 `Combat#round`, `Combat#previous`, `Combat#combatants`, `Combatant#actor`). */
export interface ShadowCombatLike {
  round?: number | null;
  previous?: { round?: number | null } | null;
  combatants?: { contents?: { actor?: Actor.Implementation | null }[] } | null;
}

export type ShadowAmbushSide = "characters" | "monsters";
const SIDES: readonly ShadowAmbushSide[] = ["characters", "monsters"];
const DIALOG = "systems/anthology/templates/shadow/dialogs/surprise.hbs";

/** The distinct Shadow actors of the combat, split by kind. */
export function shadowCombatSides(combat: ShadowCombatLike): Record<ShadowAmbushSide, Actor.Implementation[]> {
  const out: Record<ShadowAmbushSide, Actor.Implementation[]> = { characters: [], monsters: [] };
  for (const c of combat.combatants?.contents ?? []) {
    const actor = c.actor ?? null;
    const kind = shadowKind(actor);
    if (!actor || !kind) continue;
    const side = kind === "character" ? out.characters : out.monsters;
    // Two tokens of one linked actor are one combatant for the test.
    if (!side.includes(actor)) side.push(actor);
  }
  return out;
}

/** Whether a change of the combat is its start (round 0 to round 1 or later). */
export function shadowIsCombatStart(combat: ShadowCombatLike, changed: { round?: unknown }): boolean {
  return typeof changed.round === "number" && changed.round >= 1 && (combat.previous?.round ?? 0) === 0;
}

/** The option for one ambushing side: who tests, the number and its exact chance; null when a side is empty. */
function option(side: ShadowAmbushSide, sides: Record<ShadowAmbushSide, Actor.Implementation[]>) {
  const attackers = sides[side];
  const defenders = sides[side === "characters" ? "monsters" : "characters"];
  // The player always rolls (rolls/surprise.ts): monsters ambushing characters is the characters' mirror test.
  const rolledBy = side === "characters" ? "attackers" : "defenders";
  const setup = shadowSurpriseSetup(
    attackers.map((a) => shadowView(a).attributes.discreet),
    defenders.map((a) => shadowView(a).attributes.vigilant),
    rolledBy,
  );
  if (!setup) return null;
  const chance = formatChance(rollUnderChance({ target: setup.target, modifier: 0, favour: 0, bonus: 0 }));
  const label = format(`ANTHOLOGY.Shadow.Surprise.Ambush.${side}`, {
    attackers: attackers.map((a) => a.name ?? "").join(", "),
    defenders: defenders.map((a) => a.name ?? "").join(", "),
    discreet: String(setup.discreet),
    vigilant: String(setup.vigilant),
    target: String(setup.target),
    chance,
  });
  return { value: side, label };
}

/** The active GM's question: which side ambushes; null when nobody does or the dialog is closed. */
export async function shadowAskAmbush(combat: ShadowCombatLike): Promise<ShadowAmbushSide | null> {
  const sides = shadowCombatSides(combat);
  const options = SIDES.map((s) => option(s, sides)).filter((o) => o !== null);
  if (options.length === 0) return null;
  const answer = await formDialog<ShadowAmbushSide | "none">({
    title: "ANTHOLOGY.Shadow.Surprise.Ambush.Title",
    template: DIALOG,
    context: { options },
    classes: ["shadow"],
    confirm: "ANTHOLOGY.Shadow.Surprise.Ambush.Confirm",
    icon: "fa-solid fa-eye-slash",
    parse: (values) => {
      const v = values.side;
      if (v === "none" || options.some((o) => o.value === v)) return v as ShadowAmbushSide | "none";
      // A value the form could not hold is refused, said in a warning: no surprise rather than a guessed side.
      ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Surprise.Ambush.BadChoice"));
      return "none";
    },
  });
  return answer === null || answer === "none" ? null : answer;
}

/** At the start of combat on the active GM's client: the question, then the group test (rolls/surprise.ts). */
export async function shadowSurpriseOnCombatStart(combat: ShadowCombatLike, changed: { round?: unknown }): Promise<ShadowSurpriseResult | null> {
  if (!shadowIsCombatStart(combat, changed)) return null;
  const side = await shadowAskAmbush(combat);
  if (!side) return null;
  const sides = shadowCombatSides(combat);
  const other: ShadowAmbushSide = side === "characters" ? "monsters" : "characters";
  // The dialog showed the number and its chance: the test is rolled as shown.
  return shadowSurprise({ attackers: sides[side], defenders: sides[other], skipDialog: true });
}

export function registerShadowSurpriseHooks(): void {
  // Foundry ignores what a callAll handler returns; returning the promise lets a caller (the tests) wait for it.
  onHook("updateCombat", (combat, changed) => (isActiveGM() ? shadowSurpriseOnCombatStart(combat, changed) : undefined));
}
