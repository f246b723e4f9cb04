// Issue 13 item 1: the one Foundry adapter every ruleset reads targets, uuids, items, statuses and words through.
// Each function as the GM and as a player (targets are each user's own; a player resolves the same uuids).
import { afterEach, describe, expect, it } from "vitest";
import { format, localize } from "../../module/core/foundry/i18n.js";
import { actorItems, actorItemsOfType } from "../../module/core/foundry/items.js";
import { hasStatus } from "../../module/core/foundry/statuses.js";
import { controlledActors, firstTargetedActor, targetedActors, targetedTokens } from "../../module/core/foundry/targets.js";
import { actorFromUuid, documentFromUuid, isDocument } from "../../module/core/foundry/uuid.js";
import { GM, PLAYER, castOwnership, harness } from "../harness/foundry.js";
import { installEveryRuleset } from "./every-ruleset.js";

type TestUser = typeof GM;
const AS = [
  ["the GM", GM],
  ["a player", PLAYER],
] as const satisfies readonly (readonly [string, TestUser])[];

const install = (): void => installEveryRuleset();

async function actor(name: string, type = "shadowCharacter", items: object[] = []): Promise<Actor.Implementation> {
  install();
  return (await Actor.create({ name, type, ownership: castOwnership(), items } as never)) as unknown as Actor.Implementation;
}

/** Canvas tokens as v13 gives them: Token placeables whose `actor` may be null (a deleted actor). */
const token = (a: Actor.Implementation | null) => ({ actor: a });

function setCanvas(controlled: unknown[] | null): void {
  const g = globalThis as unknown as { canvas?: unknown };
  if (controlled) g.canvas = { tokens: { controlled } };
  else delete g.canvas;
}

afterEach(() => setCanvas(null));

describe("targets (game.user.targets, canvas.tokens.controlled)", () => {
  for (const [who, user] of AS) {
    it(`${who}: their own targets, in order, tokens without an actor skipped`, async () => {
      const a = await actor("A");
      const b = await actor("B", "wardenCharacter");
      const other = user === GM ? PLAYER : GM;
      (other.targets as Set<unknown>).add(token(b));
      (user.targets as Set<unknown>).add(token(null)).add(token(a)).add(token(b));
      harness.actAs(user);
      expect(targetedTokens()).toHaveLength(3);
      expect(targetedActors()).toEqual([a, b]);
      expect(firstTargetedActor()).toBe(a);
      expect(firstTargetedActor((x) => (x.type as string) === "wardenCharacter")).toBe(b);
      expect(firstTargetedActor((x) => (x.type as string) === "rkNpc")).toBeNull();
    });

    it(`${who}: no targets gives none`, () => {
      harness.actAs(user);
      expect(targetedTokens()).toEqual([]);
      expect(targetedActors()).toEqual([]);
      expect(firstTargetedActor()).toBeNull();
    });

    it(`${who}: the controlled tokens' actors, none without a canvas`, async () => {
      const a = await actor("A");
      harness.actAs(user);
      expect(controlledActors()).toEqual([]);
      setCanvas([token(a), token(null)]);
      expect(controlledActors()).toEqual([a]);
    });
  }
});

describe("documents from uuids", () => {
  for (const [who, user] of AS) {
    it(`${who}: a world actor, an embedded item, of the wanted type or null`, async () => {
      const a = await actor("A", "shadowCharacter", [{ name: "Sword", type: "shadowWeapon" }]);
      const item = a.items.contents[0]!;
      harness.actAs(user);
      expect(await actorFromUuid(a.uuid)).toBe(a);
      expect(await actorFromUuid(a.uuid, ["shadowCharacter", "shadowMonster"])).toBe(a);
      expect(await actorFromUuid(a.uuid, ["wardenCharacter"])).toBeNull();
      expect(await documentFromUuid(item.uuid, "Item")).toBe(item);
      expect(await documentFromUuid(item.uuid, "Item", ["shadowArmor"])).toBeNull();
      // A uuid of the wrong document: an item is not an actor, an actor not an item.
      expect(await actorFromUuid(item.uuid)).toBeNull();
      expect(await documentFromUuid(a.uuid, "Item")).toBeNull();
    });

    it(`${who}: unknown, empty and non-string uuids are null`, async () => {
      harness.actAs(user);
      for (const uuid of ["Actor.nope", "Actor.nope.Item.nope", "", null, undefined, 7, {}]) expect(await actorFromUuid(uuid)).toBeNull();
    });
  }

  it("isDocument checks the document name, then the type", async () => {
    const a = await actor("A");
    expect(isDocument(a, "Actor")).toBe(true);
    expect(isDocument(a, "Actor", ["shadowMonster"])).toBe(false);
    expect(isDocument(a, "Item")).toBe(false);
    expect(isDocument({ type: "shadowCharacter" }, "Actor")).toBe(false);
    expect(isDocument(null, "Actor")).toBe(false);
  });
});

describe("an actor's items", () => {
  for (const [who, user] of AS) {
    it(`${who}: all of them, or those of a type or types`, async () => {
      const a = await actor("A", "shadowCharacter", [
        { name: "Sword", type: "shadowWeapon" },
        { name: "Mail", type: "shadowArmor" },
        { name: "Axe", type: "shadowWeapon" },
      ]);
      harness.actAs(user);
      expect(actorItems(a).map((i) => i.name)).toEqual(["Sword", "Mail", "Axe"]);
      expect(actorItemsOfType(a, "shadowWeapon").map((i) => i.name)).toEqual(["Sword", "Axe"]);
      expect(actorItemsOfType(a, ["shadowArmor", "shadowWeapon"]).map((i) => i.name)).toEqual(["Sword", "Mail", "Axe"]);
      expect(actorItemsOfType(a, "gmWeapon")).toEqual([]);
    });
  }

  it("none for what has no item collection (a data model's parent still being built)", () => {
    expect(actorItems(null)).toEqual([]);
    expect(actorItems({})).toEqual([]);
    expect(actorItemsOfType(undefined, "shadowWeapon")).toEqual([]);
  });
});

describe("statuses", () => {
  for (const [who, user] of AS) {
    it(`${who}: whether the actor has a status its effects apply`, async () => {
      const a = await actor("A");
      harness.actAs(user);
      expect(hasStatus(a, "prone")).toBe(false);
      await a.toggleStatusEffect("prone", { active: true });
      expect(hasStatus(a, "prone")).toBe(true);
      expect(hasStatus(a, "blind")).toBe(false);
      expect(hasStatus(null, "prone")).toBe(false);
    });
  }
});

describe("words (game.i18n)", () => {
  for (const [who, user] of AS) {
    it(`${who}: localize, and format with numbers and blanks written out`, () => {
      harness.actAs(user);
      expect(localize("ANTHOLOGY.Shadow.Warn.GMOnly")).not.toBe("ANTHOLOGY.Shadow.Warn.GMOnly");
      expect(localize("ANTHOLOGY.No.Such.Key")).toBe("ANTHOLOGY.No.Such.Key");
      expect(format("ANTHOLOGY.Warn.NotRollable", { name: "Sword" })).toContain("Sword");
      expect(format("ANTHOLOGY.Warn.MacroItemMissing", { uuid: 12 })).toContain("12");
      expect(format("ANTHOLOGY.Warn.NotRollable", { name: null })).not.toContain("null");
    });
  }
});
