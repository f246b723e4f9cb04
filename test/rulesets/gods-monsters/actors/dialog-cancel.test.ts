// Issue 11 #4: Foundry v13 DialogV2 resolves a button as `(await callback()) ?? action` (client/applications/api/dialog.mjs),
// so the G&M options dialog's Cancel resolved "cancel", which `result ?? null` took for options: the check rolled and
// the attack threw. Cancel and closing the window must do nothing.
// Issue 14: the check's options and the attack's maneuvers are now fields of the dice room's roll dialog (an
// ApplicationV2 whose Cancel and close answer null), so these tests answer that dialog, pressing Cancel or closing it.
import { describe, expect, it } from "vitest";
import { gmRollAttack } from "../../../../module/rulesets/gods-monsters/rolls/attack.js";
import { gmRollCheck } from "../../../../module/rulesets/gods-monsters/rolls/check.js";
import { harness } from "../../../harness/foundry.js";
import { answerRollDialog } from "../../roll-dialog-answer.js";
import { itemOfType, setupGm, target, toromeen, yeti } from "./setup.js";

describe("G&M options dialogs: Cancel and close never act (v13 DialogV2 resolution)", () => {
  for (const [how, press] of [
    ["Cancel", "cancel"],
    ["closing the window", "close"],
  ] as const) {
    it(`${how} on a check rolls nothing`, async () => {
      setupGm();
      const t = await toromeen();
      answerRollDialog({ press });
      expect(await gmRollCheck(t as never, { kind: "ability", key: "strength" })).toBeNull();
      expect(harness.messages()).toHaveLength(0);
    });

    it(`${how} on an attack neither throws nor rolls`, async () => {
      setupGm();
      const t = await toromeen();
      target(await yeti());
      answerRollDialog({ press });
      await expect(gmRollAttack(t as never, { item: itemOfType(t, "gmWeapon") as never })).resolves.toBeNull();
      expect(harness.messages()).toHaveLength(0);
    });
  }

  it("the Roll button still rolls, with the options read from the rendered form by its real callback", async () => {
    setupGm();
    const t = await toromeen();
    answerRollDialog({ edits: { modifier: "-3" } });
    harness.queueFaces([5, 5]);
    const plain = await gmRollCheck(t as never, { kind: "ability", key: "strength", skipDialog: true });
    harness.messages().splice(0);
    const outcome = await gmRollCheck(t as never, { kind: "ability", key: "strength" });
    // The form's modifier −3, read from the dice dialog's rendered form when Roll is pressed, lowers the target.
    expect(outcome!.evaluation.target).toBe(plain!.evaluation.target - 3);
    expect(harness.messages()[0]!.rolls).toHaveLength(1);
  });
});
