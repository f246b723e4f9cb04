/**
 * Hostile input on the Warden models: generated sources (garbage in every field) for an actor carrying
 * generated items; preparing never throws and no derived number is NaN or infinite.
 */
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { badNumbers, sourceFor } from "../../properties/schema-arbitraries.js";
import type { SchemaField } from "../../harness/fields.js";
import { harness } from "../../harness/foundry.js";
import { WardenCharacterSheet } from "../../../module/rulesets/warden/sheets/character-sheet.js";
import { installWarden } from "./skin-setup.js";

const RUNS = Number(process.env.ANTHOLOGY_WARDEN_RUNS ?? 300);
const ITEM_TYPES = ["wardenWeapon", "wardenArmor", "wardenGear", "wardenSpell", "wardenScroll", "wardenGrimoire", "wardenManaDust", "wardenFatigue"];

function schemaOf(documentName: "Actor" | "Item", type: string): SchemaField {
  const models = (documentName === "Actor" ? CONFIG.Actor.dataModels : CONFIG.Item.dataModels) as unknown as Record<string, { schema: SchemaField }>;
  return models[type]!.schema;
}

beforeEach(installWarden);

describe("Warden actors under hostile input", () => {
  it.each(["wardenCharacter", "wardenCreature"])(
    "%s with hostile items prepares finite numbers and renders",
    async (type) => {
      const items = fc.array(
        fc.constantFrom(...ITEM_TYPES).chain((t) => sourceFor(schemaOf("Item", t)).map((system) => ({ name: "<i>x</i>", type: t, system }))),
        { maxLength: 6 },
      );
      await fc.assert(
        fc.asyncProperty(sourceFor(schemaOf("Actor", type)), items, async (system, itemList) => {
          // v13 builds a new document strictly (common/abstract/data.mjs): a source cleaning cannot make valid is
          // refused whole (nothing is stored, so nothing is prepared); every source Foundry accepts prepares finite numbers.
          // The refusal is ClientDatabaseBackend #preCreateDocumentArray's (client/data/client-backend.mjs): the
          // construction error is reported with Hooks.onError(…, {notify: "error"}) and create resolves undefined.
          const actor = (await Actor.create({ name: "<script>x</script>", type, system, items: itemList } as never)) as unknown as
            Actor.Implementation | undefined;
          if (!actor) {
            expect(harness.notifications.log.at(-1)).toEqual({ type: "error", message: expect.stringMatching(/validation errors/) });
            return;
          }
          expect(badNumbers(actor.system)).toEqual([]);
          if (type === "wardenCharacter") {
            const sheet = new (WardenCharacterSheet as unknown as new (o: object) => { render(o: object): Promise<unknown>; parts: Record<string, string> })({
              document: actor,
            });
            await sheet.render({ force: true });
            // Names are escaped everywhere (the biography is enriched HTML, sanitized by Foundry's htmlFields).
            const html = Object.values(sheet.parts).join("");
            expect(html).not.toContain("<script>x</script>");
            expect(html).not.toContain("<i>x</i>");
          }
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );
});
