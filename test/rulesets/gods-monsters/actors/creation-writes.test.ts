/**
 * Character creation says when Foundry did not save a step. v13 `Document#update` resolves undefined when the
 * client refused the change (ClientDatabaseBackend#preUpdateDocumentArray, client/data/client-backend.mjs) and
 * `createEmbeddedDocuments` resolves only the documents it created; nothing throws. The flow checks the actor
 * afterwards and tells the user, and does not add the starting fields after numbers that were not saved.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { gmApplySpeciesStep, gmApplyStartingNumbers } from "../../../../module/rulesets/gods-monsters/flows/creation.js";
import type { GmCharacterActor } from "../../../../module/rulesets/gods-monsters/data/view.js";
import { castOwnership, GM, harness, PLAYER } from "../../../harness/foundry.js";
import { TOROMEEN_ABILITIES, setupGm } from "./setup.js";

beforeEach(() => setupGm());

async function toromeen(): Promise<GmCharacterActor> {
  const actor = await Actor.create({
    name: "Toromeen",
    type: "gmCharacter",
    system: { abilities: TOROMEEN_ABILITIES, archetype: "warrior", species: "dwarf" },
  } as never);
  return actor as unknown as GmCharacterActor;
}

const errors = () => harness.notifications.log.filter((n) => n.type === "error").map((n) => n.message);

describe("creation steps check what was written", () => {
  it("first-level numbers the client refused (update resolved undefined): an error, and no fields added", async () => {
    const actor = await toromeen();
    vi.spyOn(actor, "update").mockResolvedValue(undefined as never);
    const create = vi.spyOn(actor, "createEmbeddedDocuments");
    expect(await gmApplyStartingNumbers(actor)).toBe(false);
    expect(create).not.toHaveBeenCalled();
    expect(errors().join(" ")).toContain("Toromeen: the first-level numbers were not saved");
  });

  it("starting fields Foundry did not create: an error naming them", async () => {
    const actor = await toromeen();
    vi.spyOn(actor, "createEmbeddedDocuments").mockResolvedValue([] as never);
    expect(await gmApplyStartingNumbers(actor)).toBe(false);
    expect(errors().join(" ")).toContain("the starting fields were not saved");
  });

  it("applying the numbers again (nothing changes, which v13 also resolves undefined) is not an error", async () => {
    const actor = await toromeen();
    expect(await gmApplyStartingNumbers(actor)).toBe(true);
    expect(await gmApplyStartingNumbers(actor)).toBe(true);
    expect(errors()).toEqual([]);
  });

  it("species adjustments the client refused: an error", async () => {
    const actor = await toromeen();
    vi.spyOn(actor, "update").mockResolvedValue(undefined as never);
    await gmApplySpeciesStep(actor);
    expect(errors().join(" ")).toContain("the species' ability adjustments were not saved");
  });
});

describe('the first-level numbers and the starting fields are one whole outcome (CONTRIBUTING "Whole outcomes")', () => {
  for (const [who, user] of [
    ["the GM", GM],
    ["the owning player", PLAYER],
  ] as const) {
    it(`by ${who}: one actor update and one creation of the fields`, async () => {
      harness.actAs(GM);
      const actor = await toromeen();
      await actor.update({ ownership: castOwnership() } as never);
      harness.actAs(user);
      const update = vi.spyOn(actor, "update");
      const create = vi.spyOn(actor, "createEmbeddedDocuments");
      expect(await gmApplyStartingNumbers(actor)).toBe(true);
      expect(update).toHaveBeenCalledTimes(1);
      expect(create).toHaveBeenCalledTimes(1);
      expect(actor.system.mojo).toBe(actor.system.numbers.firstLevel.mojo);
      expect(actor.items.filter((i) => (i.type as string) === "gmField").length).toBeGreaterThan(0);
    });
  }

  it("fields Foundry failed to create (the connection dropped): the step resolves false and says so, no rejection", async () => {
    const actor = await toromeen();
    vi.spyOn(actor, "createEmbeddedDocuments").mockRejectedValueOnce(new Error("connection lost"));
    expect(await gmApplyStartingNumbers(actor)).toBe(false);
    expect(errors().join(" ")).toContain("the starting fields were not saved");
  });
});
