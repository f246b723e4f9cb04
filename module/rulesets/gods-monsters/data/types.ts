/**
 * The G&M item types as typed documents (CONTRIBUTING "Data models": one guard per document type, typed by its data
 * model class; module/core/foundry/typed.ts says why a guard is what Foundry guarantees).
 */
import { documentOfType } from "../../../core/foundry/typed.js";
import type { GmFieldData } from "./items/field.js";
import type { GmSpellData } from "./items/spell.js";

export const isGmField = documentOfType<Item.Implementation, GmFieldData>("gmField");
export const isGmSpell = documentOfType<Item.Implementation, GmSpellData>("gmSpell");
