/**
 * Surprise in play (text 002, "Surprise", "Surprised"): the GM picks the two sides (the selected tokens try
 * to surprise the targeted ones), the [Discreet←Vigilant] test is rolled with the attackers' lowest Discreet
 * against the defenders' highest Vigilant (player characters ambushed by monsters roll the mirror test,
 * [Vigilant←Discreet]), the surprised side is marked Unaware and a card states the Free Attack and the draw.
 * For macros: `game.anthology.shadow.surprise()`.
 */
import { applyOutcome } from "../../../core/outcome/apply-outcome.js";
import { actorItems } from "../../../core/foundry/items.js";
import { shadowDrawnWeapon } from "../flows/draw-weapon.js";
import { postChatCard } from "../../../core/chat/post-card.js";
import { controlledActors, targetedActors } from "../../../core/foundry/targets.js";
import { shadowSurpriseResult, shadowSurpriseSetup, shadowSurprisedSheathe, type ShadowSurpriseResult } from "../rules/index.js";
import { SHADOW_STATUS, localize, shadowKind, shadowView } from "../data/view.js";
import { shadowRollUnder } from "./dice.js";
import { shadowCard } from "../data/card.js";

export const SHADOW_SURPRISE_TEMPLATE = "systems/anthology/templates/shadow/chat/surprise.hbs";

export interface ShadowSurpriseOptions {
  /** The side trying to surprise; default: the actors of the controlled tokens. */
  attackers?: Actor.Implementation[];
  /** The side to be surprised; default: the actors of the user's targeted tokens. */
  defenders?: Actor.Implementation[];
  skipDialog?: boolean;
}

type TokenLike = { actor?: Actor.Implementation | null };

/** The distinct Shadow actors among actors or tokens. */
function shadowActors(tokensOrActors: Iterable<unknown> | null | undefined): Actor.Implementation[] {
  const out: Actor.Implementation[] = [];
  for (const entry of tokensOrActors ?? []) {
    const actor = shadowKind(entry as Actor.Implementation | null) ? (entry as Actor.Implementation) : ((entry as TokenLike | null)?.actor ?? null);
    if (actor && shadowKind(actor) && !out.includes(actor)) out.push(actor);
  }
  return out;
}

const names = (actors: Actor.Implementation[]) => actors.map((a) => a.name ?? "").join(", ");

/** The GM rolls the surprise test of one side against the other; null when refused or the dialog is closed. */
export async function shadowSurprise(options: ShadowSurpriseOptions = {}): Promise<ShadowSurpriseResult | null> {
  if (!game.user?.isGM) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.GMOnly"));
    return null;
  }
  const attackers = shadowActors(options.attackers ?? controlledActors());
  const defenders = shadowActors(options.defenders ?? targetedActors()).filter((a) => !attackers.includes(a));
  const isPC = (a: Actor.Implementation) => shadowKind(a) === "character";
  // The player always rolls: characters ambushed by non-player characters test the mirror image.
  const rolledBy = defenders.some(isPC) && !attackers.some(isPC) ? "defenders" : "attackers";
  const setup = shadowSurpriseSetup(
    attackers.map((a) => shadowView(a).attributes.discreet),
    defenders.map((a) => shadowView(a).attributes.vigilant),
    rolledBy,
  );
  if (!setup) {
    ui.notifications?.warn(localize("ANTHOLOGY.Shadow.Warn.SurpriseSides"));
    return null;
  }
  const value = rolledBy === "attackers" ? setup.discreet : setup.vigilant;
  const rolled = await shadowRollUnder({
    actor: (rolledBy === "attackers" ? attackers : defenders)[0],
    label: localize(`ANTHOLOGY.Shadow.Surprise.Test.${rolledBy}`),
    target: value,
    modifier: setup.target - value,
    favour: 0,
    skipDialog: options.skipDialog,
  });
  if (!rolled) return null;
  // The dialog may have changed the target: the test is judged against the one rolled.
  const result = shadowSurpriseResult({ ...setup, target: rolled.evaluation.target }, rolled.evaluation.die);
  if (result.surprised) {
    // Each one surprised is Unaware and must draw its weapons (002 "Surprise"): its drawn ones are sheathed, in one write.
    for (const defender of defenders) {
      const weapons = actorItems(defender)
        .map((item) => shadowDrawnWeapon(item))
        .filter((w) => w !== null);
      await applyOutcome(defender, { ...shadowSurprisedSheathe(weapons), statuses: { [SHADOW_STATUS.unaware]: true } });
    }
  }
  await postChatCard({
    template: SHADOW_SURPRISE_TEMPLATE,
    context: {
      attackers: names(attackers),
      defenders: names(defenders),
      discreet: setup.discreet,
      vigilant: setup.vigilant,
      target: rolled.evaluation.target,
      face: result.face,
      rolledBy,
      surprised: result.surprised,
      strikers: attackers.map((a, index) => ({ index, name: a.name ?? "" })),
    },
    card: shadowCard({
      surprise: { attackers: attackers.map((a) => a.uuid), defenders: defenders.map((a) => a.uuid), surprised: result.surprised },
      // Each surpriser's one Free Attack (rolls/free-attack.ts): on the one surprised, or with several, on the foe they target.
      ...(result.surprised
        ? { freeAttack: { attackers: attackers.map((a) => a.uuid), defender: defenders.length === 1 ? defenders[0].uuid : "", trigger: "surprise" as const } }
        : {}),
    }),
    // The Free Attack buttons are the players' too.
    rollMode: "publicroll",
  });
  return result;
}
