/**
 * The compatibility layer answers for the running Foundry generation (issue 16; README "Foundry v14"). Each
 * difference is tested under both generations, and no code outside module/core/compat/ asks the version or touches
 * the parts that changed.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { configureActiveEffects } from "../../module/core/compat/active-effects.js";
import { addEffectChange } from "../../module/core/compat/effect-change.js";
import { foundryGeneration } from "../../module/core/compat/generation.js";
import { applyMessageMode, currentMessageMode, messageModeOf } from "../../module/core/compat/message-mode.js";
import { postChatCard } from "../../module/core/chat/post-card.js";
import { requestRollMode } from "../../module/dice/flow/request.js";
import { rkUserRollMode } from "../../module/rulesets/roll-keep/rolls/roll-mode.js";
import { GM, GM2, PLAYER, PLAYER2, harness } from "../harness/foundry.js";

const SETTING = { 13: "rollMode", 14: "messageMode" } as const;
const NAMES = {
  13: { publicroll: "publicroll", gmroll: "gmroll", blindroll: "blindroll", selfroll: "selfroll" },
  14: { publicroll: "public", gmroll: "gm", blindroll: "blind", selfroll: "self" },
} as const;

describe.each([13, 14] as const)("Foundry %i", (generation) => {
  beforeEach(() => harness.useGeneration(generation));

  it("knows which generation runs", () => {
    expect(foundryGeneration()).toBe(generation);
  });

  it("reads the user's chat mode from the generation's own setting, as Anthology's ids", async () => {
    expect(currentMessageMode()).toBe("publicroll");
    for (const [id, name] of Object.entries(NAMES[generation])) {
      await game.settings!.set("core", SETTING[generation] as never, name as never);
      expect(currentMessageMode()).toBe(id);
      expect(requestRollMode(undefined)).toBe(id);
      expect(rkUserRollMode()).toBe(id);
    }
    // The other generation's setting does not exist: reading it throws, as Foundry does for an unregistered key.
    expect(() => game.settings!.get("core", SETTING[generation === 13 ? 14 : 13] as never)).toThrow(/not a registered game setting/);
  });

  it("a request's mode in either generation's names reads as the same id", () => {
    expect(messageModeOf("gm")).toBe("gmroll");
    expect(messageModeOf("gmroll")).toBe("gmroll");
    expect(messageModeOf("ic")).toBe("publicroll");
    expect(messageModeOf("loud")).toBeNull();
    expect(requestRollMode("blind")).toBe("blindroll");
  });

  it("applies each mode through the generation's API: public to all, private and blind to the GMs, self to the author", () => {
    harness.actAs(PLAYER);
    const whisper = (mode: string) => applyMessageMode({} as { whisper?: string[]; blind?: boolean }, mode);
    expect(whisper("publicroll").whisper).toEqual([]);
    expect(whisper("gmroll").whisper).toEqual([GM.id, GM2.id]);
    expect(whisper("blindroll")).toMatchObject({ whisper: [GM.id, GM2.id], blind: true });
    expect(whisper("selfroll").whisper).toEqual([PLAYER.id]);
  });

  it("a card posted under the user's private mode reaches the GMs and its author, not another player", async () => {
    harness.actAs(PLAYER);
    await game.settings!.set("core", SETTING[generation] as never, NAMES[generation].gmroll as never);
    await postChatCard({ template: "systems/anthology/templates/gods-monsters/chat/note.hbs", context: { title: "Whisper", lines: [] } });
    const posted = harness.messages().at(-1)!;
    expect(posted.data.whisper).toEqual([GM.id, GM2.id]);
    expect(harness.clientMessages(PLAYER2)).not.toContain(posted);
    expect(harness.clientMessages(GM)).toContain(posted);
  });

  it("writes an Active Effect change in the generation's shape, and the harness applies only that shape", () => {
    const change = addEffectChange("system.bonuses.evasion", -2, 20);
    if (generation === 13) expect(change).toEqual({ key: "system.bonuses.evasion", mode: 2, value: "-2", priority: 20 });
    else expect(change).toEqual({ key: "system.bonuses.evasion", type: "add", phase: "initial", value: "-2", priority: 20 });
  });

  it("sets legacyTransferral only where it exists (v14 removed it)", () => {
    configureActiveEffects();
    const config = CONFIG.ActiveEffect as { legacyTransferral?: boolean };
    if (generation === 13) expect(config.legacyTransferral).toBe(false);
    else expect("legacyTransferral" in config).toBe(false);
  });
});

describe("no code outside the compatibility layer depends on the generation", () => {
  const root = join(__dirname, "../..");
  const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
  const outside = files(join(root, "module")).filter((f) => f.endsWith(".ts") && !f.includes("/core/compat/"));
  const offenders = (pattern: RegExp) => outside.filter((f) => pattern.test(readFileSync(f, "utf8"))).map((f) => relative(root, f));

  it("no read of core.rollMode / core.messageMode and no applyRollMode call", () => {
    expect(offenders(/["']core["']\s*,\s*["'](rollMode|messageMode)["']/)).toEqual([]);
    expect(offenders(/applyRollMode\s*\(/)).toEqual([]);
  });

  it("no Active Effect change written with a numeric mode, no legacyTransferral, no generation check", () => {
    expect(offenders(/\bmode:\s*(\d|CONST\.ACTIVE_EFFECT_MODES|GM_EFFECT_MODE)/)).toEqual([]);
    expect(offenders(/legacyTransferral/)).toEqual([]);
    expect(offenders(/release\??\.generation/)).toEqual([]);
  });
});
