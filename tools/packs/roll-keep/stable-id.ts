/**
 * Deterministic 16-character document ids for pack sources: the same seed always gives the same id, so a
 * regenerated source never changes an id that worlds may already reference.
 */
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** FNV-1a over the seed's UTF-16 code units, 32 bits. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A 16-character alphanumeric id derived from `seed` (for example `"rk-specialities/deceit"`). */
export function rkStableId(seed: string): string {
  let out = "";
  for (let i = 0; out.length < 16; i++) {
    let h = fnv1a(`${i}:${seed}`);
    for (let j = 0; j < 4 && out.length < 16; j++) {
      out += ALPHABET[h % ALPHABET.length];
      h = Math.floor(h / ALPHABET.length);
    }
  }
  return out;
}
