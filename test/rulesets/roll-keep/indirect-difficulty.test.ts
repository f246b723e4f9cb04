/**
 * An indirect difficulty is the target's attribute and related specialities (000 "Indirectly opposed actions":
 * Acuity 4 and Acute Hearing make 5), not one of the text's named difficulties: the card gives its number and the
 * flavor whose attribute set it, never "difficulty 5 (Straightforward)" (issue 15, the gallery's sneak card).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { rkRollAction } from "../../../module/rulesets/roll-keep/rolls/action-roll.js";
import { harness } from "../../harness/foundry.js";
import { respondToRollDialog } from "../roll-dialog-answer.js";
import { installRk, makeRkActor, packSpeciality, specialityId, target } from "./skin-setup.js";

beforeEach(() => installRk());

const lastContent = () => String((harness.messages().at(-1) as unknown as { content?: string }).content ?? "");

describe("the card of an indirectly opposed action", () => {
  it("the sneak past a guard with Acuity 4 and Acute Hearing: 'difficulty 5', not 'Straightforward'", async () => {
    const thief = await makeRkActor("Thief", { attributes: { finesse: 5 }, mana: { permanent: { white: 2 } } });
    const guard = await makeRkActor("Gate guard", { attributes: { acuity: 4 } }, [packSpeciality("acute-hearing")], "rkNpc");
    target(guard);
    respondToRollDialog(() => ({
      attribute: "finesse",
      difficulty: "passive",
      passiveAttribute: "acuity",
      [`passive.${specialityId(guard, "Acute Hearing")}`]: true,
    }));
    harness.queueFaces([6, 5, 3, 1, 2]);
    await rkRollAction(thief, { attribute: "finesse" });
    const html = lastContent();
    expect(html).toContain("keep 2, difficulty 5");
    expect(html).toContain("Against Gate guard: Acuity");
    expect(html).not.toContain("Straightforward");
    expect(html).toContain("Moderate success"); // 6 and 5 kept, both at 5 or more
  });

  it("a number chosen from the list keeps its name: 'difficulty 5 (Straightforward)'", async () => {
    const thief = await makeRkActor("Thief", { attributes: { finesse: 5 }, mana: { permanent: { white: 2 } } });
    harness.queueFaces([6, 5, 3, 1, 2]);
    await rkRollAction(thief, { attribute: "finesse", difficulty: 5, skipDialog: true });
    expect(lastContent()).toContain("difficulty 5 (Straightforward)");
  });
});
