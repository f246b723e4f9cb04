/** What shared tests and tools need of this room (test/core/room-tooling.ts). */
import type { RoomTooling } from "../../core/room-tooling.js";

export const tooling: RoomTooling = {
  id: "shadow",
  rollLinkExample: "[[/test cunning -2]]",
};
