/**
 * A Roll & Keep speciality (`000_…`): linked to one attribute; each relevant speciality adds a die rolled and a
 * die kept, and a passive character's related speciality adds 1 to the difficulty of acting against it.
 * Rolling it (from the sheet or a hotbar macro) rolls its attribute with this speciality.
 */
import { migrateSource } from "../../../core/migration/schema-version.js";
import { rkRollAction } from "../rolls/action-roll.js";
import { attributeChoiceField, htmlField, schemaVersionField } from "./fields.js";
import { RK_ITEM_STEPS } from "./migrations.js";

function schema() {
  return {
    schemaVersion: schemaVersionField(),
    attribute: attributeChoiceField("strength"),
    description: htmlField(),
  };
}

type Schema = ReturnType<typeof schema>;

export class RkSpecialityData extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override defineSchema(): Schema {
    return schema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource(source, RK_ITEM_STEPS));
  }

  /** Rolls the owning actor's attribute with this speciality; warns when the speciality belongs to no actor. */
  async roll(options: { skipDialog?: boolean } = {}): Promise<unknown> {
    const item = this.parent;
    const actor = item?.parent as Actor.Implementation | null | undefined;
    if (!item || !actor) {
      ui.notifications?.warn(game.i18n!.localize("ANTHOLOGY.RollKeep.Warn.specialityWithoutActor"));
      return null;
    }
    return rkRollAction(actor, { attribute: this.attribute, specialityIds: [item.id ?? ""], skipDialog: options.skipDialog });
  }
}
