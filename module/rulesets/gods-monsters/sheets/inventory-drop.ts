/**
 * Where an item dropped on the character sheet goes (CONTRIBUTING "Sheets": containers). The drop's target row decides,
 * as dnd5e's inventory does: on a container's row (`[data-container-id]`) a physical item goes into that container;
 * one of the character's own items dropped anywhere else leaves the container it was in. A container cannot go into
 * itself nor into something it holds: that drop is refused with a message.
 */
import type { GmCharacterActor } from "../data/view.js";

const PHYSICAL: ReadonlySet<string> = new Set(["gmWeapon", "gmArmor", "gmGear", "gmAmmunition"]);

export type GmDropPlacement =
  /** The character's own item: only its container changes ("" takes it out). */
  | { move: true; containerId: string; refused?: undefined }
  /** An item from elsewhere: created on the character, then put in this container. */
  | { move?: undefined; containerId: string; refused?: undefined }
  | { refused: true; containerName: string; move?: undefined; containerId?: undefined };

function containerIdOf(item: { system: unknown } | undefined): string {
  const id = (item?.system as { containerId?: unknown } | undefined)?.containerId;
  return typeof id === "string" ? id : "";
}

export function gmDropPlacement(actor: GmCharacterActor, event: DragEvent, item: Item.Implementation): GmDropPlacement | null {
  if (!PHYSICAL.has(item.type as string)) return null;
  const target = event.target as HTMLElement | null;
  const row = typeof target?.closest === "function" ? target.closest<HTMLElement>("[data-container-id]") : null;
  const container = row?.dataset.containerId ? actor.items.get(row.dataset.containerId) : undefined;
  const own = item.parent?.uuid === actor.uuid;
  if (!container) return own && containerIdOf(item) ? { move: true, containerId: "" } : null;
  if (own) {
    // The container itself, or any container holding it, may not go into it.
    for (let c: Item.Implementation | undefined = container, guard = 0; c && guard < 100; c = actor.items.get(containerIdOf(c)), guard++) {
      if (c.id === item.id) return { refused: true, containerName: container.name ?? "" };
    }
    return containerIdOf(item) === container.id ? null : { move: true, containerId: container.id ?? "" };
  }
  return { containerId: container.id ?? "" };
}
