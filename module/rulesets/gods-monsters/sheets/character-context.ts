/**
 * The view data of the character sheet, built from the derived numbers and the items. No game
 * arithmetic here beyond picking values: every number comes from the pure rules.
 */
import { GM_ABILITIES, GM_REACTIONS } from "../rules/equipment/types.js";
import type { GmAilmentData, GmArmorData, GmGearData, GmPhysicalItemData, GmSpellData, GmSpiritData, GmWeaponData } from "../rules/equipment/types.js";
import { gmCostInCulture, gmItemBulk, gmRangeForSize } from "../rules/equipment/index.js";
import { gmAbilityIncreaseCost, gmFieldBonusCost, gmSkillCost, gmSpellCost, gmWeaponSkillCost, GM_NEW_FIELD_COST } from "../rules/mojo/costs.js";
import { gmAbilityRollBase } from "../rules/character/sheet-numbers.js";
import { gmAttackTotals, gmDamageFormula, gmWeaponLine } from "../rules/conflict/attack-plan.js";
import { gmAttackerOf, gmAttackWeaponOf } from "../data/attacker.js";
import { gmWeaponLoadState } from "../rolls/loading.js";
import { gmDeathClock } from "../rules/survival/death.js";
import { gmSemiConsciousMovement } from "../rules/consequences/movement.js";
import type { GmCharacterActor } from "../data/view.js";
import { gmFieldsOf } from "../data/field-items.js";
import { gmSpellCompatible } from "../rolls/spell-compatibility.js";
import { gmHeroicEffortMade } from "../rolls/heroic-effort.js";
import { gmEquipmentAllowed } from "../data/equipment-allowed.js";
import { gmTechniquesOf } from "../flows/monk-technique.js";
import { actorItems, actorItemsOfType } from "../../../core/foundry/items.js";
import { barView } from "../../../core/sheets/bar.js";
import { effectRows } from "../../../core/effect-ends.js";
import { gmInventoryOrder } from "./inventory-order.js";
import { gmCountForm } from "../chat/count-form.js";

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export interface GmItemRow {
  id: string;
  name: string;
  img: string;
  type: string;
  [key: string]: unknown;
}

function row(item: Item.Implementation, extra: Record<string, unknown> = {}): GmItemRow {
  return { id: item.id ?? "", name: item.name ?? "", img: item.img ?? "", type: item.type as string, ...extra };
}

export function gmCharacterContext(actor: GmCharacterActor): Record<string, unknown> {
  const system = actor.system;
  const n = system.numbers;
  const archetypes = [n.archetype, ...(n.secondArchetype ? [n.secondArchetype] : [])];
  const warrior = archetypes.includes("warrior");
  const items = actorItems(actor);
  const byType = (t: string) => actorItemsOfType(actor, t);

  const abilities = GM_ABILITIES.map((key) => {
    const a = n.abilities[key];
    return {
      key,
      label: `ANTHOLOGY.GM.Ability.${key}`,
      value: a.value,
      base: a.base,
      rollTarget: gmAbilityRollBase(n, key) - n.injuryPenalty,
      major: signed(a.major),
      minor: signed(a.minor),
      special: signed(a.special),
      archetypal: key === n.archetypalAbility,
      raiseCost: gmAbilityIncreaseCost({ score: a.base, archetypal: key === n.archetypalAbility }),
    };
  });
  const reactions = GM_REACTIONS.map((key) => ({
    key,
    label: `ANTHOLOGY.GM.Reaction.${key}`,
    value: n.reactions[key],
    rollTarget: n.reactions[key] - n.injuryPenalty,
    archetypal: key === n.archetypalReaction,
  }));

  const containers = new Map<string, string>();
  for (const i of items) {
    const s = i.system as Partial<GmGearData>;
    if (s && s.container) containers.set(i.id ?? "", i.name ?? "");
  }
  const physical = actorItemsOfType(actor, ["gmWeapon", "gmArmor", "gmGear", "gmAmmunition"]);
  const inventory = physical.map((i) => {
    const s = (i.system ?? {}) as Partial<GmPhysicalItemData> & { carriedBulkMultiplier?: number; equipped?: boolean };
    const armor = (i.type as string) === "gmArmor";
    const bulk = gmItemBulk(
      {
        id: i.id ?? "",
        bulk: typeof s.bulk === "number" ? s.bulk : null,
        size: s.size,
        halfBulkUnused: s.halfBulkUnused,
        carriedBulkMultiplier: armor ? s.carriedBulkMultiplier : undefined,
        worn: armor ? s.equipped : undefined,
      },
      n.size,
    );
    const type = i.type as string;
    const containerId = s.containerId && containers.has(s.containerId) ? s.containerId : "";
    return {
      ...row(i, {
        quantity: s.quantity ?? 1,
        bulk: Math.round(bulk * 100) / 100,
        cost: s.cost ?? 0,
        // 004 "Size": an item made for another size costs double per size step in the character's own culture.
        costHere: gmCostInCulture(s.cost ?? 0, s.size, n.size),
        carried: s.carried !== false,
        container: s.containerId ? (containers.get(s.containerId) ?? "") : "",
        inContainer: !!s.containerId && containers.has(s.containerId),
        isContainer: containers.has(i.id ?? ""),
        tooBulky: n.tooBulky.includes(i.id ?? ""),
        // Weapons and armor are worn or wielded; a weapon rolls its attack from the row.
        equippable: type === "gmWeapon" || type === "gmArmor",
        equipped: s.equipped === true,
        rolls: type === "gmWeapon",
        // 004 "Weapons", "Armor": a piece the archetypes or levels do not allow is marked (equipping it warns).
        notAllowed: gmEquipmentAllowed(actor, i) === false,
      }),
      containerId,
    };
  });

  // The rows show the numbers the attack roll starts from: the same plan (gmWeaponLine → gmPlanAttack) with no
  // target (defense 0) and no maneuvers, so the sheet and the roll cannot disagree.
  const attacker = gmAttackerOf(actor);
  const line = (weapon: ReturnType<typeof gmAttackWeaponOf> | null) => (attacker ? gmWeaponLine(attacker, weapon, n.unarmedDamage) : null);
  const weapons = byType("gmWeapon").map((i) => {
    const s = (i.system ?? {}) as Partial<GmWeaponData>;
    const weapon = gmAttackWeaponOf(i);
    const l = line(weapon);
    const mode = l?.mode ?? "close";
    return row(i, {
      mode,
      modeLabel: `ANTHOLOGY.GM.AttackMode.${mode}`,
      damage: l?.damage ?? "",
      // A close weapon that can be thrown shows its throwing range too (the plan's range is the mode's).
      range: gmRangeForSize(weapon.range, weapon.size),
      attack: signed(l?.attackBonus ?? 0),
      hitsOn: l?.hitsOn ?? 0,
      canThrow: mode === "close" && (weapon.thrown || weapon.range !== null),
      equipped: s.equipped === true,
      // A weapon of several actions: its loading actions done and needed (004 "Number of actions"), and the Load button.
      loading: ((l) => (l?.multi ? l : null))(gmWeaponLoadState(i)),
    });
  });
  const unarmed = line(null);
  const totals = attacker ? gmAttackTotals(attacker) : { close: 0, thrown: 0, propelled: 0 };
  const armor = byType("gmArmor").map((i) => {
    const s = (i.system ?? {}) as Partial<GmArmorData>;
    return row(i, {
      kind: `ANTHOLOGY.GM.ArmorKind.${s.kind === "shield" || s.kind === "helmet" ? s.kind : "armor"}`,
      defense: s.defense ?? 0,
      equipped: s.equipped === true,
    });
  });

  const fields = gmFieldsOf(actor).map((f) => ({
    ...f,
    bonusText: signed(f.bonus),
    raiseCost: f.fightingArt ? null : gmFieldBonusCost(f.bonus),
    skillCost: f.fightingArt
      ? gmWeaponSkillCost(warrior)
      : gmSkillCost(f.restrictedTo === "" || archetypes.includes(f.restrictedTo as (typeof archetypes)[number])),
    displayBonus: f.fightingArt ? signed(n.fightingArt) : signed(f.bonus),
    thief: f.restrictedTo === "thief",
    // 004 "Fields and skills": a monk's techniques in this field (one skill at a time, or the whole field).
    techniques: gmTechniquesOf(actor.items.get(f.id)),
  }));
  const specialties = byType("gmSpecialty").map((i) => row(i, { kind: (i.system as { kind?: string }).kind ?? "general" }));
  const spells = byType("gmSpell").map((i) => {
    const s = (i.system ?? {}) as Partial<GmSpellData>;
    const level = Number(s.level) || 0;
    return row(i, {
      level,
      spellType: s.spellType ? `ANTHOLOGY.GM.SpellType.${s.spellType}` : "",
      inscribed: s.inscribed === true,
      memorized: s.memorized === true,
      castable: n.archetype !== "sorceror" || level <= Math.max(0, (n.archetypeLevels.sorceror ?? n.level) - n.injuries),
      cost: gmSpellCost(level),
      // 004 "Spell compatibility": true, false, or null (not rolled yet).
      compatible: gmSpellCompatible(i),
    });
  });
  const spirits = byType("gmSpirit").map((i) => {
    const s = (i.system ?? {}) as Partial<GmSpiritData>;
    return row(i, { level: Number(s.level) || 0, spiritType: s.spiritType ?? "", verveCost: s.verveCost ?? 0 });
  });
  const ailments = byType("gmAilment").map((i) => {
    const s = (i.system ?? {}) as Partial<GmAilmentData>;
    return row(i, {
      strength: signed(Number(s.strength) || 0),
      chronic: s.chronic === true,
      inescapable: s.inescapable === true,
      stage: s.stage === "ailing" || s.stage === "over" ? s.stage : "exposed",
      active: s.stage !== "over",
      applications: s.applications ?? 0,
    });
  });
  // Each effect with when it ends (the end of the combat, the scene, a rest, or Foundry's own duration).
  const effects = effectRows(actor);

  return {
    numbers: n,
    // Injuries are drawn against survival + verve: a full bar is the risk of dying (004 "Death").
    bars: { survival: barView(n.survival.value, n.survival.max), verve: barView(n.verve.value, n.verve.max), injuries: barView(n.injuries, n.injuryThreshold) },
    // The injuries bar's max is no maximum: more injuries than survival + verve risk death (004 "A time to die").
    injuryThreshold: n.injuryThreshold,
    // The death contest needs injuries (004 "A time to die"): no button at 0.
    deathContest: n.injuries > 0,
    abilities,
    reactions,
    weapons,
    armor,
    inventory: gmInventoryOrder(inventory),
    fields,
    specialties,
    spells,
    spirits,
    ailments,
    effects,
    newFieldCost: GM_NEW_FIELD_COST,
    warrior,
    sorceror: archetypes.includes("sorceror"),
    prophet: archetypes.includes("prophet"),
    monk: archetypes.includes("monk"),
    advancementDue: n.level > system.advancedLevel,
    thiefGains: system.advancement.thiefGains,
    creationOpen: n.level <= 1,
    // 001 "Semi-consciousness": what it changes, from the derived defense and the rule's half Movement a round.
    // 004 "A time to die": a dying character's one heroic last effort, at +level and without the injury penalty.
    heroic:
      system.state.dying && !gmHeroicEffortMade(actor)
        ? {
            rolls: Object.fromEntries([
              ...GM_ABILITIES.map((k) => [`ability.${k}`, `ANTHOLOGY.GM.Ability.${k}`]),
              ...GM_REACTIONS.map((k) => [`reaction.${k}`, `ANTHOLOGY.GM.Reaction.${k}`]),
            ]),
            bonus: n.level,
          }
        : null,
    semiConscious: system.state.semiConscious ? { defense: n.defense, feet: gmSemiConsciousMovement(n.movement) } : null,
    deathClock: (() => {
      const c = gmDeathClock(system.state.deathTime, system.state.unconscious);
      return { amount: c.amount, unit: `ANTHOLOGY.GM.Sheet.Unit.${c.unit}.${gmCountForm(c.amount)}` };
    })(),
    levelText: n.secondArchetype
      ? `${n.level} (${Object.entries(n.archetypeLevels)
          .map(([a, l]) => `${a} ${l}`)
          .join(", ")})`
      : String(n.level),
    archetypes: Object.fromEntries(["warrior", "thief", "sorceror", "prophet", "monk"].map((a) => [a, `ANTHOLOGY.GM.Archetype.${a}`])),
    secondArchetypes: Object.fromEntries([
      ["", "ANTHOLOGY.GM.Archetype.none"],
      ...["warrior", "thief", "sorceror", "prophet", "monk"].map((a) => [a, `ANTHOLOGY.GM.Archetype.${a}`]),
    ]),
    speciesChoices: Object.fromEntries(
      ["human", "dwarf", "elf", "gnome", "goblin", "halfling", "half-elf", "half-orc"].map((s) => [s, `ANTHOLOGY.GM.Species.${s}`]),
    ),
    unarmedDamage: unarmed?.damage ?? gmDamageFormula(n.unarmedDamage, n.damage.close),
    unarmed: { attack: signed(unarmed?.attackBonus ?? 0), hitsOn: unarmed?.hitsOn ?? 0 },
    attackTotals: { close: signed(totals.close), thrown: signed(totals.thrown), propelled: signed(totals.propelled) },
    injuryPenalty: unarmed && unarmed.injuryPenalty > 0 ? signed(-unarmed.injuryPenalty) : "",
    conditional: n.conditionalBonuses.map((c) => ({
      ...c,
      bonusText: signed(c.bonus),
      against: `ANTHOLOGY.GM.Against.${c.against}`,
      reaction: c.reaction === "all" ? "ANTHOLOGY.GM.Reaction.all" : `ANTHOLOGY.GM.Reaction.${c.reaction}`,
    })),
  };
}
