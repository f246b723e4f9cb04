/** Paths of the dice room's templates (addressed as Foundry addresses system files). */
export const DICE_TEMPLATES = {
  keepCard: "systems/anthology/templates/dice/keep-card.hbs",
  keepOpposedCard: "systems/anthology/templates/dice/keep-opposed-card.hbs",
  advantageCard: "systems/anthology/templates/dice/advantage-card.hbs",
  rollUnderCard: "systems/anthology/templates/dice/roll-under-card.hbs",
  poolCard: "systems/anthology/templates/dice/pool-card.hbs",
  privateCard: "systems/anthology/templates/dice/private-card.hbs",
  dice: "systems/anthology/templates/dice/parts/dice.hbs",
  keepDialog: "systems/anthology/templates/dice/keep-dialog.hbs",
  advantageDialog: "systems/anthology/templates/dice/advantage-dialog.hbs",
  rollUnderDialog: "systems/anthology/templates/dice/roll-under-dialog.hbs",
  poolDialog: "systems/anthology/templates/dice/pool-dialog.hbs",
} as const;

/**
 * The partials the dice room's templates include (`{{> …}}`), preloaded at init: in Foundry v13 a template is a
 * partial only once `loadTemplates`/`getTemplate` loaded it, and `renderTemplate(card)` loads the card, not the
 * partials it includes (client/applications/handlebars.mjs).
 */
export const DICE_PARTIALS = [
  "systems/anthology/templates/dice/parts/dice.hbs",
  "systems/anthology/templates/dice/parts/tooltip.hbs",
  "systems/anthology/templates/dice/parts/band.hbs",
  "systems/anthology/templates/dice/parts/why.hbs",
  "systems/anthology/templates/dice/parts/dialog-live.hbs",
  "systems/anthology/templates/dice/parts/dialog-headline.hbs",
] as const;
