/**
 * A request's `privateRoll` (module/dice/API.md): rolled in a mode that whispers, the card is a whisper that is no roll
 * message, because v13 delivers a whispered ROLL message, its rolls included, to every client (`ChatMessage#visible`,
 * client/documents/chat-message.mjs), and a plain whisper only to its recipients and author. Its roll rides on the
 * card's flags and `messageRolls` rebuilds it there; rolled publicly, nothing changes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { AdvantageRoll, KeepRoll, RollUnderRoll, messageRolls, registerDice, rollAdvantage, rollKeep, rollUnder } from "../../module/dice/index.js";
import { GM, GM2, OBSERVER, PLAYER, PLAYER2, harness } from "../harness/foundry.js";
import { heldBy } from "../core/client-holdings.js";

beforeAll(() => registerDice());

const rollers = [
  {
    family: "advantage",
    Class: AdvantageRoll,
    roll: (rollMode: string) =>
      rollAdvantage({ label: "Hide", modifier: 17, objects: [{ label: "Cloak", faces: 6 }], skipDialog: true, rollMode, privateRoll: true }),
  },
  {
    family: "rollUnder",
    Class: RollUnderRoll,
    roll: (rollMode: string) => rollUnder({ label: "Hide", target: 17, skipDialog: true, rollMode, privateRoll: true }),
  },
  {
    family: "keep",
    Class: KeepRoll,
    roll: (rollMode: string) => rollKeep({ label: "Hide", roll: 6, keep: 4, difficulty: 7, skipDialog: true, rollMode, privateRoll: true }),
  },
] as const;

describe("privateRoll", () => {
  for (const { family, Class, roll } of rollers) {
    it(`${family}: a GM's private roll is no roll message; the GMs' clients hold it and rebuild its roll, the players' nothing`, async () => {
      harness.actAs(GM);
      harness.connect(GM2, false);
      const out = await roll("gmroll");
      const message = out!.message!;
      expect(message.rolls ?? []).toHaveLength(0);
      expect(message.whisper).toContain(GM2.id);
      for (const user of [PLAYER, PLAYER2, OBSERVER]) expect(heldBy(user), user.name).toHaveLength(0);
      for (const user of [GM, GM2])
        expect(
          heldBy(user).map((h) => h.id),
          user.name,
        ).toContain(message.id);
      const [rebuilt] = await harness.onClientOf(GM2, () => messageRolls(message));
      expect(rebuilt).toBeInstanceOf(Class);
      expect(rebuilt!.total).toBe(out!.roll.total);
    });

    it(`${family}: rolled publicly it stays a roll message that every client holds`, async () => {
      harness.actAs(GM);
      const out = await roll("publicroll");
      const message = out!.message!;
      expect(message.rolls ?? []).toHaveLength(1);
      expect(heldBy(PLAYER).map((h) => h.id)).toContain(message.id);
      expect(messageRolls(message)[0]).toBe(message.rolls[0]);
    });
  }

  it("a public message's flags carry no roll a client would rebuild: only a whisper's private rolls are read", async () => {
    harness.actAs(PLAYER);
    const real = await rollAdvantage({ label: "Hide", modifier: 3, skipDialog: true, rollMode: "publicroll" });
    const forged = (await ChatMessage.create({
      content: "x",
      flags: { anthology: { privateRolls: [real!.roll.toJSON()] } },
    } as never)) as unknown as ChatMessage.Implementation;
    expect(messageRolls(forged)).toEqual([]);
  });
});
