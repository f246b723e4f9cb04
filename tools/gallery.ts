/**
 * npm run gallery: renders every sheet, dialog and chat card listed by the gallery files (test/gallery/page.ts
 * `galleryFiles`) with fixture
 * data through the Foundry harness, into static pages in dist-gallery/ with the system CSS.
 */
import { copyFileSync, cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { harness, installFoundry, resetFoundry } from "../test/harness/foundry.js";
import { installNodeDom } from "../test/harness/node-dom.js";
import { galleryFiles, type GalleryPage } from "../test/gallery/page.js";
// @ts-expect-error -- plain ESM build helper without type declarations
import { stylesheet } from "./styles.mjs";

const root = resolve(import.meta.dirname, "..");
const out = join(root, "dist-gallery");

function escape(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

/** Foundry's core icons (icons/...) are not here: the gallery shows a neutral placeholder in their place. */
function localAssets(html: string): string {
  return html.replace(/(src|href)="(?:\/)?icons\/[^"]+"/g, '$1="gallery-icon.svg"').replace(/systems\/anthology\//g, "");
}

/** Pages also shown in v13's dark theme: every chat card and dialog, and each ruleset's main sheet (issue 15). */
const DARK_PAGES =
  /card|chat|dialog|^gm-character-(abilities|inventory)$|^gm-creature$|^shadow-character$|^shadow-character-inventory$|^shadow-monster$|^warden-character$|^rk-character$|^rk-npc$/;

/** Sheets also shown in a narrow window (560 px), where tabs and rows must still fit (issue 15). */
const NARROW_PAGES =
  /^gm-character-(abilities|combat|inventory)$|^gm-item-weapon$|^shadow-character$|^shadow-character-inventory$|^shadow-monster$|^warden-character$|^warden-creature$|^rk-character$|^rk-npc$/;

function wrap(page: GalleryPage, body: string, theme: "light" | "dark" = "light", width = page.width ?? 760): string {
  const classes = ["application", `theme-${theme}`, ...(page.classes ?? [])].join(" ");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(page.title)}</title>
<link rel="stylesheet" href="gallery-base.css"><style>@import url("fontawesome/css/all.min.css") layer(foundry); @import url("anthology.css") layer(system);</style></head>
<body class="theme-${theme}"><main class="gallery-stage">
<div class="${escape(classes)}" style="width:${width}px${page.height ? `;min-height:${page.height}px` : ""}">
<header class="window-header"><h1 class="window-title">${escape(page.title)}</h1></header>
<section class="window-content">${localAssets(body)}</section></div></main></body></html>`;
}

async function main(): Promise<void> {
  installNodeDom();
  installFoundry();
  const { registerRulesets } = await import("../module/core/registry.js");
  // GALLERY_SETUP=<module> runs that module first: `test/fixtures/fifth-ruleset/add.ts` adds the fifth ruleset.
  if (process.env.GALLERY_SETUP) await import(pathToFileURL(resolve(root, process.env.GALLERY_SETUP)).href);
  const { RULESETS } = await import("../module/rulesets/index.js");
  registerRulesets(RULESETS);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "anthology.css"), stylesheet(root));
  copyFileSync(join(root, "tools/gallery-base.css"), join(out, "gallery-base.css"));
  copyFileSync(join(root, "tools/gallery-icon.svg"), join(out, "gallery-icon.svg"));
  // Foundry ships Font Awesome; the gallery uses the free package from npm (a devDependency, never in the system's
  // build), so icon-only buttons show their icons. Pro-only icons (fa-dice-d10) stay blank here.
  const fontAwesome = join(root, "node_modules/@fortawesome/fontawesome-free");
  cpSync(join(fontAwesome, "css"), join(out, "fontawesome/css"), { recursive: true });
  cpSync(join(fontAwesome, "webfonts"), join(out, "fontawesome/webfonts"), { recursive: true });
  const links: string[] = [];
  let failures = 0;
  for (const f of galleryFiles(root)) {
    const mod = (await import(pathToFileURL(f).href)) as { pages?: GalleryPage[] };
    for (const page of mod.pages ?? []) {
      // A world just after the system's init, as every test starts (test/harness/setup.ts).
      resetFoundry();
      await harness.loadSystemTemplates();
      await harness.applySystemStatuses();
      try {
        const html = await page.render();
        writeFileSync(join(out, `${page.name}.html`), wrap(page, html));
        links.push(`<li><a href="${escape(page.name)}.html">${escape(page.title)}</a></li>`);
        if (NARROW_PAGES.test(page.name)) {
          writeFileSync(join(out, `${page.name}-560.html`), wrap(page, html, "light", 560));
          links.push(`<li><a href="${escape(page.name)}-560.html">${escape(page.title)} (560 px)</a></li>`);
        }
        if (DARK_PAGES.test(page.name)) {
          writeFileSync(join(out, `${page.name}-dark.html`), wrap(page, html, "dark"));
          links.push(`<li><a href="${escape(page.name)}-dark.html">${escape(page.title)} (dark theme)</a></li>`);
        }
      } catch (err) {
        failures += 1;
        console.error(`gallery page ${page.name} failed:`, err);
      }
    }
  }
  writeFileSync(
    join(out, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Anthology sheet gallery</title>
<link rel="stylesheet" href="gallery-base.css"></head><body><main class="gallery-index"><h1>Anthology sheet gallery</h1><ul>${links.join("\n")}</ul></main></body></html>`,
  );
  console.log(`Gallery: ${links.length} pages in dist-gallery/${failures ? `, ${failures} failed` : ""}`);
  if (failures) process.exitCode = 1;
}

await main();
