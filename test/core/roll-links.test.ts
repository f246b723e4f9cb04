/**
 * The core roll-link enricher (module/core/enrichers/roll-links.ts): one adventure text under every ruleset,
 * only the world's ruleset's own commands, and the keyboard.
 */
import { describe, expect, it, vi } from "vitest";
import { NEUTRAL_ATTRIBUTES, NEUTRAL_DIFFICULTIES } from "../../module/core/rules/neutral-test.js";
import { RULESETS } from "../../module/rulesets/index.js";
import { roomTooling } from "./room-tooling.js";
import { harness } from "../harness/foundry.js";
import { journalPage, links, warnings, worldOf } from "./roll-link-page.js";

const EVERY_NEUTRAL_TEST = NEUTRAL_ATTRIBUTES.flatMap((a) => NEUTRAL_DIFFICULTIES.map((d) => `[[/test ${a} ${d}]]`)).join(" ");
// Each room names one of its own links in its tooling file (test/rulesets/<folder>/tooling.ts).
const OWN_LINKS: Record<string, string> = Object.fromEntries(RULESETS.map((r) => [r.id, roomTooling(r.id).rollLinkExample]));

describe("roll links in every ruleset", () => {
  it.each(RULESETS.map((r) => [r.id, r]))("%s: every neutral test is a link, and the same text reads as its own test", async (_id, ruleset) => {
    worldOf(ruleset);
    const page = await journalPage(`<p>${EVERY_NEUTRAL_TEST}</p>`);
    expect(links(page)).toHaveLength(NEUTRAL_ATTRIBUTES.length * NEUTRAL_DIFFICULTIES.length);
    expect(page.textContent).not.toContain("[[/");
  });

  it.each(RULESETS.map((r) => [r.id, r]))("%s: only its own commands become links, another game's stay text", async (id, ruleset) => {
    worldOf(ruleset);
    const text = Object.values(OWN_LINKS).join(" ");
    const page = await journalPage(`<p>${text}</p>`);
    expect(links(page).map((a) => a.dataset.rollLink)).toEqual([OWN_LINKS[id]]);
  });

  it("Enter and Space press a link as a click does", async () => {
    const [link] = links(await journalPage("<p>[[/test strong hard]]</p>"));
    link!.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(warnings()).toHaveLength(1));
    link!.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(warnings()).toHaveLength(2));
    link!.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true, cancelable: true }));
    expect(warnings()).toEqual(["Select a token or have a character assigned to roll this.", "Select a token or have a character assigned to roll this."]);
    expect(harness.messages()).toHaveLength(0);
  });

  it("a link-like anchor typed into the text outside the enricher's <enriched-content> is not bound (and a bound one only rolls what the text could ask for)", async () => {
    const page = await journalPage('<p><a class="anthology-roll-link" data-roll-link="[[/check strength]]">fake</a></p>');
    const fake = page.querySelector<HTMLElement>("a.anthology-roll-link")!;
    fake.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await Promise.resolve();
    expect(warnings()).toEqual([]);
    expect(fake.closest("enriched-content")).toBeNull();
  });
});
