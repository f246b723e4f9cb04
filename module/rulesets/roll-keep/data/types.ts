/**
 * The Roll & Keep document types as typed documents (CONTRIBUTING "Data models": one guard per document type, typed
 * by its data model class; module/core/foundry/typed.ts says why a guard is what Foundry guarantees).
 */
import { documentOfType } from "../../../core/foundry/typed.js";
import type { RkActorData } from "./actor.js";
import type { RkSpecialityData } from "./speciality.js";

/** A character or an NPC: one model class, two types. */
export const isRkActor = documentOfType<Actor.Implementation, RkActorData>("rkCharacter", "rkNpc");
export const isRkSpeciality = documentOfType<Item.Implementation, RkSpecialityData>("rkSpeciality");
