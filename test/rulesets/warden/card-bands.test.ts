/**
 * Warden cards in one visual language (README "Chat cards"): each opens with a result band that says what happened
 * from the point of view of the character it is about. The damage card (wounded, unharmed, critical, dead), the
 * requested save (neutral: nothing is decided yet), a scar by its name, and a spell that works with a Mishap under a
 * neutral band, not a green one.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { renderChatCard } from "../../../module/core/chat/post-card.js";
import { WARDEN_CARD } from "../../../module/rulesets/warden/chat/cards.js";
import { wardenDamageActor } from "../../../module/rulesets/warden/rolls/damage.js";
import { wardenRequestSave } from "../../../module/rulesets/warden/rolls/save-request.js";
import { GM, harness } from "../../harness/foundry.js";
import { installWarden, makeActor } from "./skin-setup.js";

beforeEach(() => {
  installWarden();
  harness.actAs(GM);
});

/** The band of a card's HTML: its tone and its text as the chat log shows it. */
function band(html: string): { tone: string; text: string } {
  const el = document.createElement("div");
  el.innerHTML = html;
  const p = el.querySelector(".dice-card-band");
  if (!p) return { tone: "", text: "" };
  return { tone: [...p.classList].filter((c) => c !== "dice-card-band").join(" "), text: (p.textContent ?? "").replace(/\s+/g, " ").trim() };
}

describe("Warden card bands", () => {
  it("the damage card: a wound is a red band with the damage after Armor; armor that holds is a green one", async () => {
    const bo = await makeActor("wardenCreature", "Bo'Mack", { hp: { value: 9, max: 9 }, armorValue: 1 });
    await wardenDamageActor(bo, 6);
    expect(band(String(harness.messages().at(-1)!.content))).toEqual({ tone: "failure", text: "Wounded · 5 damage after 1 Armor" });
    await wardenDamageActor(bo, 1);
    expect(band(String(harness.messages().at(-1)!.content))).toEqual({ tone: "success", text: "Unharmed · 0 damage after 1 Armor" });
  });

  it("a character at exactly 0 HP: the damage card names the scar (Walloped, entry 3), and so does the scar card's band", async () => {
    const pc = await makeActor("wardenCharacter", "Barry", { hp: { value: 3, max: 6 }, str: { value: 10, max: 10 } });
    const before = harness.messages().length;
    await wardenDamageActor(pc, 3);
    const posted = harness
      .messages()
      .slice(before)
      .map((m) => String(m.content));
    const damageCard = posted.find((c) => c.includes("warden-damage"))!;
    expect(band(damageCard)).toEqual({ tone: "failure", text: "Wounded · 3 damage after 0 Armor · Walloped" });
    expect(damageCard).toContain("A Scar: Walloped, entry 3 of the Scars table.");
    const scarCard = posted.find((c) => c.includes(`warden-card warden-scar"`))!;
    expect(band(scarCard)).toEqual({ tone: "failure", text: "Walloped · Scars table, entry 3" });
  });

  it("the save request: a neutral band naming the save, with its DC or that it is secret", async () => {
    const open = await wardenRequestSave({ attribute: "dex", dc: 15, secret: false });
    expect(band(String(open!.message!.content))).toEqual({ tone: "neutral", text: "Dexterity save requested · DC 15" });
    const secret = await wardenRequestSave({ attribute: "str", dc: 18, secret: true });
    expect(band(String(secret!.message!.content))).toEqual({ tone: "neutral", text: "Strength save requested · the DC is secret" });
  });

  it("a spell that works with a Mishap is under a neutral band; without one a green band; a failed spell a red one", async () => {
    const base = { actorName: "Barry", spellName: "Mirror Image", dice: 3, slotFaces: [5], dustFaces: [2, 2], freeFaces: [], sum: 9, fatigue: 1, why: null };
    const mishap = { sum: 9, id: "purpleSkin", hours: null, rolls: [], changes: [], later: null };
    expect(band(await renderChatCard(WARDEN_CARD.cast, { ...base, mishap })).tone).toBe("neutral");
    expect(band(await renderChatCard(WARDEN_CARD.cast, { ...base, mishap: null })).tone).toBe("success");
    expect(band(await renderChatCard(WARDEN_CARD.cast, { ...base, mishap, fails: true })).tone).toBe("failure");
  });
});
