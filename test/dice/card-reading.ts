/**
 * Reading a roll card as a player does (README "Chat cards"): the result band's text, the "Why this result" terms
 * (source and value), its lines, and whether the <details> is a real, keyboard-reachable disclosure.
 */
export interface CardReading {
  band: string;
  bandTone: string;
  terms: [string, string][];
  lines: string[];
  chance: string;
  /** The <details> holds a <summary> (focusable, opened by Enter or Space in every browser). */
  disclosure: boolean;
  dice: { face: string; classes: string[] }[];
}

const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

export function readCard(html: string): CardReading {
  const box = document.createElement("div");
  box.innerHTML = html;
  const band = box.querySelector(".dice-card-band");
  const why = box.querySelector("details.dice-card-why");
  return {
    band: text(band),
    bandTone: [...(band?.classList ?? [])].filter((c) => c !== "dice-card-band").join(" "),
    terms: [...box.querySelectorAll(".dice-card-why-terms > li")].map((li) => [text(li.querySelector(".why-source")), text(li.querySelector(".why-value"))]),
    lines: [...box.querySelectorAll(".dice-card-why-line")].map((p) => text(p)),
    chance: text(box.querySelector(".dice-card-why-chance")),
    disclosure: Boolean(why && why.firstElementChild?.tagName === "SUMMARY"),
    dice: [...box.querySelectorAll(".anthology-dice > .die")].map((li) => ({ face: text(li), classes: [...li.classList] })),
  };
}
