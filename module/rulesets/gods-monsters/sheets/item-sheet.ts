/**
 * Item sheets of the nine gm item types: a shared header and description, and one body template per
 * type. Nullable sections (a container, an improvised weapon, an animal, a species …) are switched
 * on and off with the `toggleSection` action; list fields (ailment effects, skills, extra spell
 * types) change through actions and the helpers below, which write the whole list at once.
 */
import { isGmAilment, isGmField, isGmSpecialty, isGmSpell } from "../data/types.js";
import { systemField } from "../../../core/foundry/typed.js";
import { updateDocument } from "../../../core/foundry/updates.js";
import { AnthologyItemSheet } from "../../../core/sheets/item-sheet.js";
import type { SheetContext, SheetRenderOptions } from "../../../core/sheet-shapes.js";
import {
  GM_ABILITIES,
  GM_AILMENT_CONDITIONS,
  GM_AILMENT_EFFECT_KINDS,
  GM_AILMENT_EXPOSURES,
  GM_AILMENT_STAGES,
  GM_AILMENT_TARGETS,
  GM_ARMOR_KINDS,
  GM_ATTACK_MODES,
  GM_GEAR_CATEGORIES,
  GM_MATERIALS,
  GM_REACTIONS,
  GM_CONTAINER_HOLDS,
  GM_SIZES,
  GM_SPECIES,
  GM_SPELL_TYPES,
  GM_TIME_UNITS,
  GM_WEAPON_CATEGORIES,
} from "../rules/equipment/types.js";
import type { GmAilmentEffect, GmSpellType } from "../rules/equipment/types.js";
import { GM_SPECIES_RULES } from "../rules/character/species.js";
import { gmSpeciesSpecialty } from "../rules/equipment/item-data.js";
import { GM_FIELD_RESTRICTIONS } from "../data/items/field.js";
import { gmAilmentLeave, gmAilmentReset, gmAilmentResolve } from "../flows/ailment-actions.js";
import { gmRollItem } from "../rolls/item-rolls.js";
import { skipDialogPressed } from "../../../core/keybindings.js";
import { localize } from "../../../core/foundry/i18n.js";

const T = "systems/anthology/templates/gods-monsters/item";

/** `{ value: "<prefix><value>" }` for selectOptions with localize=true; `prefix` is a key family ending in a dot. */
function choices(values: readonly string[], prefix: `ANTHOLOGY.${string}.`, blank = false): Record<string, string> {
  const out: Record<string, string> = blank ? { "": "ANTHOLOGY.GM.None" } : {};
  for (const v of values) if (v !== "") out[v] = `${prefix}${v}`;
  return out;
}

/** The kinds a container may hold, and the current value when it is one typed by hand before this list existed. */
function holdsChoices(container: unknown): Record<string, string> {
  const out = choices(GM_CONTAINER_HOLDS, "ANTHOLOGY.GM.Holds.");
  const current = (container as { holds?: unknown } | null)?.holds;
  if (typeof current === "string" && current !== "" && !(current in out)) out[current] = current;
  return out;
}

/** Defaults a nullable section takes when switched on. */
const SECTION_DEFAULTS: Record<string, () => unknown> = {
  container: () => ({ capacity: null, holds: "any", retrievalRounds: 0 }),
  improvisedWeapon: () => ({ damage: "d4", attackPenalty: 1, bulk: 0 }),
  animal: () => ({ movement: 10, carryBulk: 100, riding: false }),
  perPages: () => ({ pages: 0, costPerTen: 0, bulkPerTen: 0 }),
  lasts: () => ({ amount: "1", unit: "hour" }),
  species: () => gmSpeciesSpecialty(GM_SPECIES_RULES.human).species,
};

const NEW_EFFECT: GmAilmentEffect = { kind: "injury", formula: "1", target: "", amount: 0, condition: "", duration: null };

export class GmItemSheet extends AnthologyItemSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["gods-monsters", "gm-item-sheet"],
    actions: {
      toggleSection: GmItemSheet.#onToggleSection,
      rollItem: GmItemSheet.#onRoll,
      addEffect: GmItemSheet.#onAddEffect,
      deleteEffect: GmItemSheet.#onDeleteEffect,
      toggleEffectDuration: GmItemSheet.#onToggleEffectDuration,
      addSkill: GmItemSheet.#onAddSkill,
      deleteSkill: GmItemSheet.#onDeleteSkill,
      ailmentOutcome: GmItemSheet.#onAilmentOutcome,
      ailmentLeave: GmItemSheet.#onAilmentLeave,
      ailmentReset: GmItemSheet.#onAilmentReset,
    },
  };

  static override PARTS = {
    header: { template: `${T}/header.hbs` },
    body: { template: `${T}/gear.hbs`, scrollable: [""] },
    description: { template: `${T}/description.hbs` },
  };

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const type = this.item.type as string;
    const field = (key: string) => systemField(this.item, key);
    return {
      ...context,
      typeLabel: `TYPES.Item.${type}`,
      editable: this.isEditable,
      sizeChoices: choices(GM_SIZES, "ANTHOLOGY.GM.Size."),
      holdsChoices: holdsChoices(field("container")),
      // 004 "Weapons": only a weapon the character never uses counts half its bulk (a staff used only for walking);
      // shown for weapons and improvised weapons, and wherever it is already ticked so it can be unticked.
      halfBulkApplies: type === "gmWeapon" || Boolean(field("improvisedWeapon")) || field("halfBulkUnused") === true,
      timeUnitChoices: choices(GM_TIME_UNITS, "ANTHOLOGY.GM.TimeUnit."),
      ...this.typeContext(type),
    };
  }

  /** Choices and rows a type's body needs. */
  protected typeContext(type: string): SheetContext {
    const item = this.item;
    switch (type) {
      case "gmWeapon":
        return {
          categoryChoices: choices(GM_WEAPON_CATEGORIES, "ANTHOLOGY.GM.Category."),
          attackModeChoices: choices(GM_ATTACK_MODES, "ANTHOLOGY.GM.AttackModeChoice."),
        };
      case "gmArmor":
        return { armorKindChoices: choices(GM_ARMOR_KINDS, "ANTHOLOGY.GM.ArmorKind.") };
      case "gmGear":
        return {
          gearCategoryChoices: choices(GM_GEAR_CATEGORIES, "ANTHOLOGY.GM.GearCategory."),
          materialChoices: choices(GM_MATERIALS, "ANTHOLOGY.GM.Material.", true),
        };
      case "gmAilment": {
        const effects = isGmAilment(item) ? item.system.effects : [];
        const next = isGmAilment(item) ? item.system.nextRoll : undefined;
        return {
          exposureChoices: choices(GM_AILMENT_EXPOSURES, "ANTHOLOGY.GM.Exposure."),
          stageChoices: choices(GM_AILMENT_STAGES, "ANTHOLOGY.GM.Stage."),
          effectKindChoices: choices(GM_AILMENT_EFFECT_KINDS, "ANTHOLOGY.GM.EffectKind."),
          targetChoices: choices(GM_AILMENT_TARGETS, "ANTHOLOGY.GM.Target.", true),
          conditionChoices: choices(GM_AILMENT_CONDITIONS, "ANTHOLOGY.GM.AilmentCondition.", true),
          effectRows: effects.map((e, index) => ({
            ...e,
            index,
            isInjury: e.kind === "injury",
            isPenalty: e.kind === "penalty",
            isCondition: e.kind === "condition",
          })),
          nextRollReaction: typeof next === "object" ? `ANTHOLOGY.GM.Reaction.${next.reaction}` : "",
          nextRollModifier: typeof next === "object" ? next.modifier : 0,
          nextAutomatic: next === "automatic",
          isOver: next === "none",
        };
      }
      case "gmField":
        return { restrictionChoices: choices(GM_FIELD_RESTRICTIONS, "ANTHOLOGY.GM.Archetype.", true) };
      case "gmSpecialty": {
        const species = isGmSpecialty(item) ? item.system.species : null;
        return {
          specialtyKindChoices: choices(["species", "archetype", "general"], "ANTHOLOGY.GM.SpecialtyKind."),
          speciesChoices: choices(GM_SPECIES, "ANTHOLOGY.GM.Species."),
          archetypeChoices: choices(GM_FIELD_RESTRICTIONS, "ANTHOLOGY.GM.Archetype.", true),
          abilityChoices: choices(GM_ABILITIES, "ANTHOLOGY.GM.Ability."),
          reactionChoices: { ...choices(GM_REACTIONS, "ANTHOLOGY.GM.Reaction."), all: "ANTHOLOGY.GM.ReactionsAll" },
          abilityRows: GM_ABILITIES.map((a) => ({
            key: a,
            label: `ANTHOLOGY.GM.Ability.${a}`,
            value: species ? Number(Reflect.get(species.abilities, a) ?? 0) : 0,
          })),
          reactionRows: GM_REACTIONS.map((r) => ({
            key: r,
            label: `ANTHOLOGY.GM.Reaction.${r}`,
            value: species ? Number(Reflect.get(species.reactions, r) ?? 0) : 0,
          })),
        };
      }
      case "gmSpell": {
        const spellType = isGmSpell(item) ? item.system.spellType : null;
        const others = new Set<string>(isGmSpell(item) ? item.system.otherTypes : []);
        return {
          spellTypeChoices: choices(GM_SPELL_TYPES, "ANTHOLOGY.GM.SpellType."),
          otherTypeRows: GM_SPELL_TYPES.filter((t) => t !== spellType).map((t) => ({ key: t, label: `ANTHOLOGY.GM.SpellType.${t}`, checked: others.has(t) })),
        };
      }
      default:
        return {};
    }
  }

  /* ------------------------------------------------------------ list updates */

  /** Replaces one field of one ailment effect (the whole list is written). */
  async updateEffect(index: number, field: keyof GmAilmentEffect | "duration.amount" | "duration.unit", value: unknown): Promise<void> {
    const effects = this.effectList();
    const e = effects[index];
    if (!e) return;
    if (field === "duration.amount" || field === "duration.unit") {
      const d = e.duration ?? { amount: "1", unit: "round" };
      e.duration = field === "duration.amount" ? { ...d, amount: String(value) } : { ...d, unit: String(value) as typeof d.unit };
    } else {
      Object.assign(e, { [field]: field === "amount" ? Number(value) : value });
    }
    await updateDocument(this.item, { "system.effects": effects });
  }

  /** Replaces one skill of a field. */
  async updateSkill(index: number, value: string): Promise<void> {
    const skills = isGmField(this.item) ? [...this.item.system.skills] : [];
    if (index < 0 || index >= skills.length) return;
    const v = value.trim();
    if (v === "") skills.splice(index, 1);
    else skills[index] = v;
    await updateDocument(this.item, { "system.skills": skills });
  }

  /** Adds or removes one of a spell's extra types. */
  async setOtherType(type: GmSpellType, on: boolean): Promise<void> {
    const current = new Set<GmSpellType>(isGmSpell(this.item) ? this.item.system.otherTypes : []);
    if (on) current.add(type);
    else current.delete(type);
    await updateDocument(this.item, { "system.otherTypes": GM_SPELL_TYPES.filter((t) => current.has(t)) });
  }

  private effectList(): GmAilmentEffect[] {
    return structuredClone((isGmAilment(this.item) ? this.item.system.effects : []).map((e) => ({ ...e })));
  }

  /** Binds the list inputs (they carry data-list attributes instead of form names). */
  protected override async _onRender(context: SheetContext, options: SheetRenderOptions): Promise<void> {
    await super._onRender(context, options);
    const root = this.element;
    for (const input of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-effect-field]")) {
      input.addEventListener("change", () => {
        void this.updateEffect(Number(input.dataset.index), input.dataset.effectField as keyof GmAilmentEffect, input.value);
      });
    }
    for (const input of root.querySelectorAll<HTMLInputElement>("[data-skill-index]")) {
      input.addEventListener("change", () => void this.updateSkill(Number(input.dataset.skillIndex), input.value));
    }
    for (const input of root.querySelectorAll<HTMLInputElement>("[data-other-type]")) {
      input.addEventListener("change", () => void this.setOtherType(input.dataset.otherType as GmSpellType, input.checked));
    }
  }

  /* ----------------------------------------------------------------- actions */

  static async #onToggleSection(this: GmItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const section = target.dataset.section ?? "";
    const make = SECTION_DEFAULTS[section];
    if (!make) return;
    const current = systemField(this.item, section);
    await updateDocument(this.item, { [`system.${section}`]: current === null || current === undefined ? make() : null });
  }

  static async #onRoll(this: GmItemSheet, event: PointerEvent): Promise<void> {
    await gmRollItem(this.item, { skipDialog: skipDialogPressed(event) });
  }

  static async #onAddEffect(this: GmItemSheet): Promise<void> {
    await updateDocument(this.item, { "system.effects": [...this.effectList(), { ...NEW_EFFECT }] });
  }

  static async #onDeleteEffect(this: GmItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(target.dataset.index);
    await updateDocument(this.item, { "system.effects": this.effectList().filter((_, i) => i !== index) });
  }

  static async #onToggleEffectDuration(this: GmItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(target.dataset.index);
    const effects = this.effectList();
    const e = effects[index];
    if (!e) return;
    e.duration = e.duration ? null : { amount: "1", unit: "hour" };
    await updateDocument(this.item, { "system.effects": effects });
  }

  static async #onAddSkill(this: GmItemSheet): Promise<void> {
    const skills = isGmField(this.item) ? [...this.item.system.skills] : [];
    skills.push(localize("ANTHOLOGY.GM.Field.newSkill"));
    await updateDocument(this.item, { "system.skills": skills });
  }

  static async #onDeleteSkill(this: GmItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(target.dataset.index);
    const skills = (isGmField(this.item) ? this.item.system.skills : []).filter((_, i) => i !== index);
    await updateDocument(this.item, { "system.skills": skills });
  }

  static async #onAilmentOutcome(this: GmItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await gmAilmentResolve(this.item, target.dataset.outcome === "success");
  }

  static async #onAilmentLeave(this: GmItemSheet): Promise<void> {
    await gmAilmentLeave(this.item);
  }

  static async #onAilmentReset(this: GmItemSheet): Promise<void> {
    await gmAilmentReset(this.item);
  }
}

function partsWith(body: string) {
  return {
    header: { template: `${T}/header.hbs` },
    body: { template: `${T}/${body}.hbs`, scrollable: [""] },
    description: { template: `${T}/description.hbs` },
  };
}

export class GmWeaponSheet extends GmItemSheet {
  static override PARTS = partsWith("weapon");
}
export class GmArmorSheet extends GmItemSheet {
  static override PARTS = partsWith("armor");
}
export class GmGearSheet extends GmItemSheet {
  static override PARTS = partsWith("gear");
}
export class GmAmmunitionSheet extends GmItemSheet {
  static override PARTS = partsWith("ammunition");
}
export class GmAilmentSheet extends GmItemSheet {
  static override PARTS = partsWith("ailment");
}
export class GmFieldSheet extends GmItemSheet {
  static override PARTS = partsWith("field");
}
export class GmSpecialtySheet extends GmItemSheet {
  static override PARTS = partsWith("specialty");
}
export class GmSpellSheet extends GmItemSheet {
  static override PARTS = partsWith("spell");
}
export class GmSpiritSheet extends GmItemSheet {
  static override PARTS = partsWith("spirit");
}
