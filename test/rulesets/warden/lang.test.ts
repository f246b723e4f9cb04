// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { WARDEN_MISHAPS, WARDEN_REACTIONS, WARDEN_SCARS } from "../../../module/rules.js";

type Tree = { [key: string]: string | Tree };
const lang = JSON.parse(readFileSync(join(process.cwd(), "lang", "en.json"), "utf8")) as Tree;

function key(path: string): string | undefined {
  let node: string | Tree | undefined = lang;
  for (const part of path.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

describe("Warden localization keys", () => {
  it("name every scar, mishap and reaction id the rules return", () => {
    for (const s of WARDEN_SCARS) expect(key(`ANTHOLOGY.Warden.Scar.${s.id}.name`), s.id).toBeTruthy();
    for (const m of WARDEN_MISHAPS) expect(key(`ANTHOLOGY.Warden.Mishap.${m.id}.name`), m.id).toBeTruthy();
    for (const r of WARDEN_REACTIONS) expect(key(`ANTHOLOGY.Warden.Reaction.${r.id}`), r.id).toBeTruthy();
  });

  it("name every status and mark", () => {
    const ids = [
      "dead",
      "paralyzed",
      "delirious",
      "critical",
      "stable",
      "routed",
      "destroyed",
      "deprived",
      "diseased",
      "hamstrung",
      "deafened",
      "sundered",
      "mortalWound",
      "doomed",
      "noCasting",
      "volatileCasting",
      "willBurn",
      "freeMagicDie",
      "magicVessel",
      "soulGrimoire",
      "fusedHand",
      "wings",
    ];
    for (const id of ids) expect(key(`ANTHOLOGY.Warden.Status.${id}`), id).toBeTruthy();
  });
});
