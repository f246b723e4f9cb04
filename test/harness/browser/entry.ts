/**
 * The play page's harness (bundled for Chromium by tools/play/bundle.mjs): installs the Foundry v13 stand-ins of
 * test/harness/ as globals, plus what a page needs (client-extras, dialogs, shell), and exposes `window.play`.
 * The page then imports the built system (dist/anthology.mjs) and calls `play.boot(ruleset)`, which runs
 * Foundry's start-up order: the stored world setting, `init`, `i18nInit`, `setup`, the world's documents, `ready`.
 */
import type { RulesetId } from "../../../module/core/ruleset-ids.js";
import * as applications from "../applications.js";
import { GM, PLAYER, PLAYER2, harness, installFoundry } from "../foundry.js";
import { installClientExtras } from "./client-extras.js";
import { clearQueuedFaces } from "../dice.js";
import { PICKABLE_IMAGES, PlayFilePicker, dialogConfirm, dialogPrompt, dialogWait, showFilePicker } from "./dialogs.js";
import { createWorld, type PlayWorld } from "./fixtures.js";
import { i18n } from "../i18n.js";
import {
  installChatLog,
  installHotbar,
  installNotifications,
  installSceneControls,
  installTooltips,
  installUserSwitch,
  installWindows,
  renderDirectory,
  renderSceneControls,
  showJournal,
  switchUser,
} from "./shell.js";

type Source = Record<string, unknown>;
interface Named {
  id: string;
  name: string;
  img: string;
  items?: Map<string, Named> & { contents: Named[] };
  system?: unknown;
  toObject?: () => Source;
}
const g = globalThis as unknown as {
  game: Source & {
    settings: { values: Map<string, unknown> };
    actors: { contents: Named[]; getName(n: string): Named | undefined };
    messages: { contents: { id: string; content: string; speaker?: { alias?: string } }[] };
    user: { id: string };
  };
  Hooks: { callAll(h: string, ...a: unknown[]): boolean };
  foundry: { applications: { apps: Source } };
};

installFoundry();
installClientExtras();
// In the page, dialogs and the file picker are windows a user clicks (the Node harness answers them from tests).
Object.assign(applications.DialogV2, { wait: dialogWait, confirm: dialogConfirm, prompt: dialogPrompt });
// The harness's FilePicker records what it was asked; here its browse() shows the files to click.
interface HarnessPicker {
  prototype: { browse(): Promise<unknown> };
}
const harnessPicker = (applications as unknown as { FilePicker?: HarnessPicker }).FilePicker;
if (harnessPicker) {
  harnessPicker.prototype.browse = async function (this: { current?: string; callback?: (path: string) => unknown }) {
    showFilePicker(String(this.current ?? ""), (path) => this.callback?.(path));
    return this;
  };
} else g.foundry.applications.apps.FilePicker ??= PlayFilePicker;

let world: PlayWorld | null = null;

async function boot(ruleset: RulesetId, lang = "en"): Promise<PlayWorld> {
  i18n.setLanguage(lang);
  document.documentElement.lang = lang;
  installWindows();
  installChatLog();
  installHotbar();
  installNotifications();
  installUserSwitch();
  installTooltips();
  installSceneControls();
  document.body.dataset.ruleset = ruleset;
  // The world setting is stored before the system starts (Foundry loads settings with the world), as the Setting
  // document keeps it: a JSON string (the harness's ClientSettings parses it on `get`, as v13 does).
  g.game.settings.values.set("anthology.ruleset", JSON.stringify(ruleset));
  g.game.ready = false;
  g.Hooks.callAll("init");
  g.Hooks.callAll("i18nInit");
  g.Hooks.callAll("setup");
  world = await createWorld(ruleset);
  g.game.ready = true;
  g.Hooks.callAll("ready");
  renderDirectory();
  renderSceneControls();
  return world;
}

function actorData(name: string): Source | null {
  const actor = g.game.actors.getName(name);
  if (!actor) return null;
  return { id: actor.id, name: actor.name, img: actor.img, items: actor.items?.contents.map((i) => i.name) ?? [], source: actor.toObject?.() ?? {} };
}

const play = {
  boot,
  world: () => world,
  users: { gm: GM.id, player: PLAYER.id, player2: PLAYER2.id },
  images: PICKABLE_IMAGES,
  actAs: switchUser,
  showJournal,
  actor: actorData,
  messages: () => g.game.messages.contents.map((m) => ({ id: m.id, content: m.content, speaker: m.speaker?.alias ?? null })),
  queueFaces: (faces: number[]) => harness.queueFaces(faces),
  /** Drops faces queued for dice that were never rolled (a step's forced faces must not reach a later step's dice). */
  clearFaces: () => clearQueuedFaces(),
  notifications: () => harness.notifications.log.map((n) => ({ ...n })),
  macros: () => (g.game.macros as { contents: { name: string; command: string }[] }).contents.map((m) => ({ name: m.name, command: m.command })),
};

(globalThis as unknown as { play: typeof play }).play = play;
