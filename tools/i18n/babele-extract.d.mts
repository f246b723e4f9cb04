/** Types of tools/i18n/babele-extract.mjs, for the tests that import it. */
export type BabeleMapping = Record<string, string | { path: string; converter: string }>;
export interface BabeleFile { label: string; mapping: BabeleMapping; entries: Record<string, Record<string, unknown>> }
export interface SourcePack {
  pack: { name: string; label: string; type: string };
  collection: string;
  docs: { _id: string; name: string; [key: string]: unknown }[];
}
export const ROOT: string;
export const SKELETON_DIR: string;
export const LANG_DIR: string;
export const MAPPINGS: Record<"Actor" | "Item" | "RollTable" | "JournalEntry", BabeleMapping>;
export function extractEntry(type: string, doc: Record<string, unknown>): Record<string, unknown>;
export function readPacks(root?: string): SourcePack[];
export function skeletonOf(pack: SourcePack): BabeleFile;
export function skeletons(root?: string): Record<string, BabeleFile>;
export function merge(english: unknown, translated: unknown): unknown;
