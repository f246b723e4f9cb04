/**
 * Hotbar macros for Roll & Keep attributes. Specialities are items: the core's hotbar handler already turns a
 * dropped speciality into a macro that calls its `roll()`. An attribute dragged from the sheet carries
 * `{ type: "AnthologyRkAttribute", uuid, attribute }`; dropped on the hotbar it becomes a script macro that asks
 * the actor's data model to roll that attribute.
 */
import { actorFromUuid } from "../../core/foundry/uuid.js";
import { hotbarMacro } from "../../core/macros.js";
import { isRkAttribute, type RkAttribute } from "./rules/attributes.js";
import { format, localize } from "../../core/foundry/i18n.js";

export const RK_ATTRIBUTE_DRAG = "AnthologyRkAttribute";

export interface RkAttributeDragData {
  type: typeof RK_ATTRIBUTE_DRAG;
  uuid: string;
  attribute: RkAttribute;
}

export function rkAttributeDragData(actor: { uuid: string }, attribute: RkAttribute): RkAttributeDragData {
  return { type: RK_ATTRIBUTE_DRAG, uuid: actor.uuid, attribute };
}

/** The macro's command: JSON-quoted values only, so nothing dropped can inject code. */
export function rkAttributeMacroCommand(uuid: string, attribute: RkAttribute): string {
  return `const actor = await fromUuid(${JSON.stringify(uuid)});\nawait actor?.system?.rollAttribute?.(${JSON.stringify(attribute)}, { skipDialog: typeof event !== "undefined" && Boolean(game.anthology?.dice?.skipDialogFor?.(event)) });`;
}

/** Hook `hotbarDrop`: handles attribute drags (returns false so Foundry does nothing more), ignores the rest. */
export function rkOnHotbarDrop(_bar: unknown, data: { type?: string; uuid?: string; attribute?: unknown }, slot: number): boolean | void {
  if (data?.type !== RK_ATTRIBUTE_DRAG || !data.uuid || !isRkAttribute(data.attribute)) return;
  const uuid = data.uuid;
  const attribute = data.attribute;
  void (async () => {
    const actor = await actorFromUuid(uuid);
    if (!actor) return;
    const name = format("ANTHOLOGY.RollKeep.Macro.name", { actor: actor.name ?? "", attribute: localize(`ANTHOLOGY.RollKeep.Attribute.${attribute}`) });
    const macro = await hotbarMacro({ name, img: actor.img ?? null, command: rkAttributeMacroCommand(uuid, attribute) });
    if (macro) await game.user?.assignHotbarMacro(macro, slot);
  })();
  return false;
}
