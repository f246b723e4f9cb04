/**
 * Loading a weapon of several actions from the sheet (004 "Number of actions"): the Load button spends one action
 * (a note says so) and counts it on the weapon (its `flags.anthology.loaded`: a state of play, not part of the weapon's
 * data, so the weapon's source and the packs stay as they are); an attack with a weapon not loaded even for a shot
 * outside close combat is refused with what it lacks; one loaded only for a shot outside close combat is fired with a
 * warning; the shot empties it.
 */
import { updateDocument } from "../../../core/foundry/updates.js";
import { gmLoadNext, gmLoadState, type GmLoadState } from "../rules/conflict/loading.js";
import { isGmWeapon } from "../data/types.js";
import { gmNote } from "./damage.js";
import { SYSTEM_ID } from "../../../core/settings.js";
import { translations } from "../../../core/foundry/i18n.js";

/** The weapon's flag that counts its loading actions. */
export const GM_LOADED_FLAG = "loaded";

/** Loading actions done on the weapon (0 when never loaded). */
function loadedOf(item: Item.Implementation): number {
  return Number(foundry.utils.getProperty(item.flags ?? {}, `${SYSTEM_ID}.${GM_LOADED_FLAG}`)) || 0;
}

/** The load state of a weapon item; null for anything that is not a G&M weapon. */
export function gmWeaponLoadState(item: Item.Implementation | null | undefined): GmLoadState | null {
  if (!isGmWeapon(item)) return null;
  return gmLoadState(item.system.fireActions ?? 1, loadedOf(item), item.system.attackMode === "propelled");
}

/** One loading action on the weapon: counted, with a note; refused with a message when already loaded. */
export async function gmLoadWeapon(actor: Actor.Implementation, item: Item.Implementation): Promise<number | null> {
  const state = gmWeaponLoadState(item);
  if (!state || !isGmWeapon(item) || item.parent !== actor) return null;
  const i18n = translations();
  const next = gmLoadNext(item.system.fireActions ?? 1, loadedOf(item), item.system.attackMode === "propelled");
  if (next === null) {
    ui.notifications?.warn(i18n.format("ANTHOLOGY.GM.Load.Full", { weapon: item.name ?? "" }));
    return null;
  }
  await updateDocument(item, { [`flags.${SYSTEM_ID}.${GM_LOADED_FLAG}`]: next });
  await gmNote(actor, "ANTHOLOGY.GM.Load.Note", { name: actor.name ?? "", weapon: item.name ?? "", loaded: String(next), needed: String(state.needed) });
  return next;
}

/**
 * Before a shot: false (refused with a message) when the weapon is not loaded even for a shot outside close combat;
 * a warning when it is loaded only for that; true when it may fire.
 */
export function gmMayFire(item: Item.Implementation | null | undefined, throwIt: boolean): boolean {
  const state = gmWeaponLoadState(item);
  if (!state?.multi || throwIt) return true;
  const i18n = translations();
  const data = { weapon: item?.name ?? "", loaded: String(state.loaded), needed: String(state.needed), outside: String(state.neededOutside) };
  if (!state.readyOutside) {
    ui.notifications?.warn(i18n.format("ANTHOLOGY.GM.Load.NotLoaded", data));
    return false;
  }
  if (!state.ready) ui.notifications?.warn(i18n.format("ANTHOLOGY.GM.Load.OutsideOnly", data));
  return true;
}

/** The shot empties a weapon of several actions. */
export async function gmEmptyWeapon(item: Item.Implementation | null | undefined): Promise<void> {
  const state = gmWeaponLoadState(item);
  if (item && state?.multi && state.loaded > 0) await updateDocument(item, { [`flags.${SYSTEM_ID}.${GM_LOADED_FLAG}`]: 0 });
}
