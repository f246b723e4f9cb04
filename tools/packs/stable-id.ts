/**
 * A stable 16-character alphanumeric document id derived from a key (e.g. "shadow-equipment/bow",
 * "anthology-guides/roll-links"): FNV-1a seeds a small xorshift generator whose output picks base-62 characters.
 * The pack writers share it (Roll & Keep's packs keep the older scheme in tools/packs/roll-keep/stable-id.ts).
 * Never change it: ids already in worlds depend on it.
 */
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function stableId(key: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  let state = h || 0x9e3779b9;
  let id = "";
  for (let i = 0; i < 16; i++) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    id += ALPHABET[state % ALPHABET.length];
  }
  return id;
}
