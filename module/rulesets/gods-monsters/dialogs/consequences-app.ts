/**
 * The GM's consequences tool: one window with a form per consequence of 001 (falling, jumping,
 * suffocation, tracking, searching, chases, item reactions, aging, upkeep and paying it, keeping concentration) and of 004 (movement
 * speeds, assistance, group effort, mass-conflict units, psychic conflict, mojo resources; see
 * group-tools.ts). Rolls act on the selected tokens' actors (or the user's character); a chase and a
 * psychic attack take the first two.
 */
import { renderOpenWindowInstead } from "../../../core/foundry/single-window.js";
import { skipDialogPressed } from "../../../core/keybindings.js";
import { readFinite } from "../../../core/rules/integer.js";
import { handlebarsApplicationBase, type SheetContext, type SheetRenderOptions } from "../../../core/sheet-shapes.js";
import { GM_ABILITIES, GM_ATTACK_FORMS, GM_MATERIALS } from "../rules/equipment/types.js";
import type { GmAttackForm, GmMaterial } from "../rules/equipment/types.js";
import { GM_LIFESTYLES, GM_UPKEEP_KINDS, gmUpkeep } from "../rules/consequences/upkeep.js";
import type { GmLifestyle } from "../rules/consequences/upkeep.js";
import { gmPayUpkeep } from "../flows/upkeep.js";
import { gmKeepConcentration } from "../rolls/concentration.js";
import { gmAgingInjuries } from "../rules/consequences/aging.js";
import { contributor } from "../rules/character/contributors.js";
import {
  gmChaseTool,
  gmFallTool,
  gmItemReactionTool,
  gmJumpTool,
  gmPostConsequence,
  gmSearchTool,
  gmSuffocationTool,
  gmTrackTool,
  gmTravelTool,
  gmKeepMovingTool,
} from "../rolls/consequence-rolls.js";
import { GM_GROUP_ROLLS, GM_GROUP_TOOLS, gmLootCandidates, gmRunGroupTool } from "../rolls/group-tools.js";
import type { GmGroupTool } from "../rolls/group-tools.js";
import { GM_LIGHT_LEVELS, GM_SPEEDS, GM_TERRAINS } from "../rules/consequences/movement.js";
import { GM_MOJO_RESOURCE_TYPES } from "../rules/mojo/resources.js";
import { GM_RIDING_TACK } from "../rules/equipment/animals.js";
import { controlledActors } from "../../../core/foundry/targets.js";
import { format, localize } from "../../../core/foundry/i18n.js";
import { sendRollRequest } from "../../../core/requests/send.js";
import { gmDisbeliefModifier } from "../rules/consequences/illusions.js";

export const GM_CONSEQUENCE_TOOLS = [
  "fall",
  "jump",
  "suffocation",
  "track",
  "search",
  "chase",
  "itemReaction",
  "aging",
  "upkeep",
  "payUpkeep",
  "concentration",
  "travel",
  "keepMoving",
  "illusion",
  ...GM_GROUP_TOOLS,
] as const;
export type GmConsequenceTool = (typeof GM_CONSEQUENCE_TOOLS)[number];

const num = (v: unknown, fallback = 0): number => readFinite(v, fallback);
const bool = (v: unknown): boolean => v === true || v === "true" || v === "on";

/** The actors a tool acts on: the controlled tokens' actors, else the user's character. */
export function gmToolActors(): Actor.Implementation[] {
  const actors = controlledActors();
  if (actors.length) return actors;
  const own = game.user?.character;
  return own ? [own] : [];
}

/** Runs one tool with the form's values (`values[field]`) on `actors`. */
/**
 * Every roll a tool makes goes through the dice room's dialog (its options, the final number and the chance);
 * `skipDialog` (the Guide's shift-click on the tool's button) rolls with the defaults, as the sheets do.
 */
export async function gmRunConsequenceTool(
  tool: GmConsequenceTool,
  values: Record<string, unknown>,
  actors: Actor.Implementation[],
  options: { skipDialog?: boolean } = {},
): Promise<unknown> {
  const skipDialog = options.skipDialog ?? false;
  if ((GM_GROUP_TOOLS as readonly string[]).includes(tool)) return gmRunGroupTool(tool as GmGroupTool, values, actors, { skipDialog });
  const needActor = tool !== "itemReaction" && tool !== "upkeep";
  if (needActor && actors.length === 0) {
    ui.notifications?.warn(localize("ANTHOLOGY.GM.Tool.NoActor"));
    return null;
  }
  const out: unknown[] = [];
  switch (tool) {
    case "fall":
      for (const a of actors)
        out.push(await gmFallTool(a, Math.max(0, num(values.feet, 10)), { archetypal: bool(values.archetypal) ? "yes" : "no", skipDialog }));
      return out;
    case "jump":
      for (const a of actors)
        out.push(
          await gmJumpTool(a, {
            distance: Math.max(0, num(values.distance, 1)),
            across: bool(values.across),
            runningBonus: num(values.runningBonus),
            skipDialog,
          }),
        );
      return out;
    case "suffocation":
      for (const a of actors)
        out.push(
          await gmSuffocationTool(a, {
            rounds: Math.max(0, num(values.rounds, 6)),
            prepared: bool(values.prepared),
            inactive: bool(values.inactive),
            skipDialog,
          }),
        );
      return out;
    case "track":
      for (const a of actors) {
        out.push(
          await gmTrackTool(a, {
            daysSince: num(values.days),
            groupSize: num(values.groupSize, 1),
            coveredBy: num(values.coveredBy),
            distanceYards: num(values.distanceYards),
            urban: bool(values.urban),
            skipDialog,
          }),
        );
      }
      return out;
    case "search":
      for (const a of actors)
        out.push(
          await gmSearchTool(a, {
            width: num(values.width, 10),
            length: num(values.length, 10),
            difficulty: num(values.difficulty),
            speedPenalty: num(values.speedPenalty),
            skipDialog,
          }),
        );
      return out;
    case "chase":
      if (actors.length < 2) {
        ui.notifications?.warn(localize("ANTHOLOGY.GM.Tool.NeedTwo"));
        return null;
      }
      return gmChaseTool(actors[0]!, actors[1]!, { skipDialog });
    case "itemReaction": {
      const material = (GM_MATERIALS as readonly string[]).includes(String(values.material)) ? (values.material as GmMaterial) : "wood";
      const form = (GM_ATTACK_FORMS as readonly string[]).includes(String(values.form)) ? (values.form as GmAttackForm) : "fire";
      const label = format("ANTHOLOGY.GM.Tool.ItemReactionLabel", {
        material: localize(`ANTHOLOGY.GM.Material.${material}`),
        form: localize(`ANTHOLOGY.GM.AttackForm.${form}`),
      });
      return gmItemReactionTool({ label, material, form, inches: Math.max(0, num(values.inches)), skipDialog });
    }
    case "aging":
      for (const a of actors) {
        const endurance = num((a.system as { numbers?: { abilities?: { endurance?: { value?: number } } } }).numbers?.abilities?.endurance?.value, 10);
        const age = Math.max(0, num(values.age, num((a.system as { age?: number }).age)));
        const injuries = gmAgingInjuries({
          age,
          endurance,
          enduranceSpecial: contributor(endurance, "special"),
          ageMultiplier: Math.max(1, num(values.ageMultiplier, 1)),
        });
        await gmPostConsequence(a, "ANTHOLOGY.GM.Tool.aging", [{ key: "ANTHOLOGY.GM.Tool.AgingLine", data: { age, injuries } }]);
        out.push(injuries);
      }
      return out;
    case "upkeep": {
      const kind = (GM_UPKEEP_KINDS as readonly string[]).includes(String(values.kind)) ? String(values.kind) : "weapon";
      const cost = gmUpkeep(kind, Math.max(0, num(values.cost)), Math.max(0, num(values.periods, 1)));
      await gmPostConsequence(null, "ANTHOLOGY.GM.Tool.upkeep", [{ key: `ANTHOLOGY.GM.Tool.Upkeep.${kind}`, data: { cost } }]);
      return cost;
    }
    case "illusion": {
      // 001 "Illusions": a perception roll with the illusion's penalty, or willpower with half of it (pure
      // gmDisbeliefModifier), asked of each character as a GM roll request: each player rolls from the card, and a
      // hidden penalty stays on the GM's card only (core/requests/send.ts).
      const method = values.method === "willpower" ? "willpower" : "perception";
      const modifier = gmDisbeliefModifier(method, Math.max(0, num(values.penalty)), { bonus: num(values.bonus), shared: bool(values.shared) });
      return sendRollRequest({
        ruleset: "gm",
        actors,
        check: `reaction.${method}`,
        difficulty: modifier,
        hidden: values.hidden === undefined ? true : bool(values.hidden),
      });
    }
    case "travel":
      for (const a of actors) {
        const mount = bool(values.mounted)
          ? {
              movement: Math.max(0, num(values.mountMovement, 14)),
              carryBulk: Math.max(0, num(values.mountCarry, 250)),
              carried: Math.max(0, num(values.mountCarried)),
              tack: String(values.tack ?? "saddle"),
            }
          : null;
        out.push(
          await gmTravelTool(a, { terrain: String(values.terrain ?? "open"), pushed: bool(values.pushed), flying: bool(values.flying), mount, skipDialog }),
        );
      }
      return out;
    case "keepMoving":
      for (const a of actors) {
        out.push(
          await gmKeepMovingTool(a, {
            movementGivenUp: Math.max(0, num(values.movementGivenUp)),
            earlierRolls: Math.max(0, num(values.earlierRolls)),
            thirst: Math.max(0, num(values.thirst)),
            skipDialog,
          }),
        );
      }
      return out;
    case "concentration":
      for (const a of actors) out.push(await gmKeepConcentration(a, { rounds: Math.max(0, num(values.rounds, 2)), skipDialog }));
      return out;
    case "payUpkeep": {
      const lifestyle = (GM_LIFESTYLES as readonly string[]).includes(String(values.lifestyle)) ? (values.lifestyle as GmLifestyle) : "basic";
      const input = { months: Math.max(0, num(values.months)), days: Math.max(0, num(values.days)), lifestyle };
      for (const a of actors) out.push(await gmPayUpkeep(a, input));
      return out;
    }
    default:
      return null;
  }
}

const Base = handlebarsApplicationBase();

export class GmConsequencesApp extends Base {
  static override DEFAULT_OPTIONS = {
    id: "gm-consequences",
    classes: ["anthology", "gods-monsters", "gm-consequences"],
    tag: "form",
    window: { title: "ANTHOLOGY.GM.Tool.title", resizable: true },
    position: { width: 460, height: 640 },
    actions: { runTool: GmConsequencesApp.#onRunTool },
  };

  static override PARTS = { main: { template: "systems/anthology/templates/gods-monsters/dialogs/consequences-tool.hbs", scrollable: [""] } };

  /** One window (fixed id): opening it again brings the open one to the front (core/foundry/single-window.ts). */
  override async render(options?: boolean | SheetRenderOptions): Promise<this> {
    const open = renderOpenWindowInstead(this, options);
    if (open) return open as Promise<this>;
    return super.render(options);
  }

  protected override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    // `prefix`: a key family ending in a dot (the language test reads each family from it).
    const localized = (values: readonly string[], prefix: `ANTHOLOGY.${string}.`) => Object.fromEntries(values.map((v) => [v, `${prefix}${v}`]));
    return {
      ...context,
      actorNames: gmToolActors().map((a) => a.name ?? ""),
      materials: localized(GM_MATERIALS, "ANTHOLOGY.GM.Material."),
      forms: localized(GM_ATTACK_FORMS, "ANTHOLOGY.GM.AttackForm."),
      upkeepKinds: localized(GM_UPKEEP_KINDS, "ANTHOLOGY.GM.UpkeepKind."),
      lifestyles: localized(GM_LIFESTYLES, "ANTHOLOGY.GM.Upkeep.Lifestyle."),
      speeds: localized(GM_SPEEDS, "ANTHOLOGY.GM.Tool.Speed."),
      lights: localized(GM_LIGHT_LEVELS, "ANTHOLOGY.GM.Tool.Light."),
      terrains: localized(GM_TERRAINS, "ANTHOLOGY.GM.Tool.Terrain."),
      tacks: localized(GM_RIDING_TACK, "ANTHOLOGY.GM.Tool.Tack."),
      abilities: localized(GM_ABILITIES, "ANTHOLOGY.GM.Ability."),
      groupRolls: Object.fromEntries(
        GM_GROUP_ROLLS.map((r) => [r, r.startsWith("ability.") ? `ANTHOLOGY.GM.Ability.${r.split(".")[1]}` : `ANTHOLOGY.GM.Reaction.${r.split(".")[1]}`]),
      ),
      lootCharacters: gmLootCandidates(),
      mojoResources: GM_MOJO_RESOURCE_TYPES.filter((t) => t !== "immersion").map((t) => ({ type: t, label: `ANTHOLOGY.GM.Tool.MojoResource.${t}` })),
    };
  }

  /** The form's values for one tool: inputs named `<tool>.<field>`. */
  valuesFor(tool: string): Record<string, unknown> {
    const form = this.element;
    const out: Record<string, unknown> = {};
    if (!(form instanceof HTMLFormElement)) return out;
    for (const el of Array.from(form.elements ?? []) as (HTMLInputElement | HTMLSelectElement)[]) {
      const [t, field] = (el.name ?? "").split(".");
      if (t !== tool || !field) continue;
      out[field] = el instanceof HTMLInputElement && el.type === "checkbox" ? el.checked : el.value;
    }
    return out;
  }

  static async #onRunTool(this: GmConsequencesApp, event: PointerEvent, target: HTMLElement): Promise<void> {
    const tool = target.dataset.tool as GmConsequenceTool;
    if (!(GM_CONSEQUENCE_TOOLS as readonly string[]).includes(tool)) return;
    await gmRunConsequenceTool(tool, this.valuesFor(tool), gmToolActors(), { skipDialog: skipDialogPressed(event) });
  }
}

/**
 * Opens the consequences tool (a macro or a scene control can call this). The window's own `render` renders the open
 * one instead when there is one (core/foundry/single-window.ts), and resolves to it.
 */
export function gmOpenConsequencesTool(): Promise<GmConsequencesApp> {
  return new GmConsequencesApp().render({ force: true });
}
