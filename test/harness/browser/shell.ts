/**
 * The play page around the harness: application windows in #windows, a journal page enriched as v13 shows one,
 * tooltips as v13's TooltipManager shows `data-tooltip`, token selection (canvas.tokens.controlled), a chat log that renders each message as
 * ChatMessage#renderHTML does (an `<li class="chat-message">` with the content, then the `renderChatMessageHTML`
 * hook so the system binds its buttons), a hotbar that calls the `hotbarDrop` hook on drops, notifications, an
 * actors directory and a user switcher (each user is a fresh client: open windows close).
 */
import { ApplicationV2 } from "../applications.js";
import { ChatMessage } from "../documents.js";
import { harness } from "../foundry.js";
import { openWindow } from "./dialogs.js";
import { enrichHTML } from "../text-editor.js";

type Source = Record<string, unknown>;
interface User {
  id: string;
  name: string;
  isGM: boolean;
  hotbar?: Record<number, string>;
}
interface Doc {
  id: string;
  name: string;
  img: string;
  uuid: string;
  testUserPermission(u: User, l: string): boolean;
  sheet?: { render(o: Source): Promise<unknown> };
}
interface Message extends Doc {
  content: string;
  rolls: { render(): Promise<string> }[];
  data: Source;
  visible?: boolean;
  isContentVisible?: boolean;
  author?: { id: string } | null;
  renderHTML?: (o?: Source) => Promise<HTMLElement>;
}
interface Collection<T> extends Map<string, T> {
  contents: T[];
}

const g = globalThis as unknown as {
  game: { user: User; users: User[]; messages: Collection<Message>; actors: Collection<Doc>; macros: Collection<Doc & { command: string }> };
  Hooks: { call(h: string, ...a: unknown[]): boolean; callAll(h: string, ...a: unknown[]): boolean };
  ui: Source;
};

/** Windows the page shows, so a user switch can close them. */
const open = new Set<ApplicationV2>();

function fallbackElement(app: ApplicationV2): HTMLElement {
  // Only while the harness renders parts as strings (no DOM): a window with the parts and [data-action] clicks.
  const win = openWindow({
    title: app.title,
    classes: (app.options.classes as string[] | undefined) ?? [],
    width: Number((app.options.position as Source | undefined)?.width ?? 600),
    onClose: () => void app.close(),
  });
  win.content.innerHTML = Object.entries(app.parts)
    .map(([id, html]) => `<div data-part="${id}">${html}</div>`)
    .join("");
  win.content.addEventListener("click", (event) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
    if (target) void app.runAction(target.dataset.action ?? "", { ...target.dataset } as Record<string, string>, event as unknown as Source);
  });
  return win.element;
}

/** Puts every rendered application's element into #windows (ApplicationV2#_insertElement appends to the body). */
export function installWindows(): void {
  const proto = ApplicationV2.prototype as unknown as { render: (o?: unknown) => Promise<unknown>; close: (o?: unknown) => Promise<unknown> };
  const render = proto.render;
  const close = proto.close;
  const fallbacks = new WeakMap<ApplicationV2, HTMLElement>();
  proto.render = async function (this: ApplicationV2, options?: unknown) {
    const result = await render.call(this, options);
    const element = (this as unknown as { element: unknown }).element;
    const windows = document.getElementById("windows")!;
    if (element instanceof HTMLElement) {
      if (element.parentElement !== windows) windows.append(element);
    } else {
      fallbacks.get(this)?.remove();
      fallbacks.set(this, fallbackElement(this));
    }
    // The play script finds a document's window by its name (the harness's sheet titles are empty).
    const shown = element instanceof HTMLElement ? element : fallbacks.get(this);
    const doc = (this as unknown as { document?: { name?: string } }).document;
    if (shown && doc?.name) shown.dataset.playDocument = doc.name;
    open.add(this);
    return result;
  };
  proto.close = async function (this: ApplicationV2, options?: unknown) {
    open.delete(this);
    fallbacks.get(this)?.remove();
    fallbacks.delete(this);
    const result = await close.call(this, options);
    const element = (this as unknown as { element: unknown }).element;
    if (element instanceof HTMLElement) element.remove();
    return result;
  };
}

// ---- chat log ----

function authorId(message: Message): string | undefined {
  return message.author?.id ?? (message.data.author as string | undefined) ?? (message.data.user as string | undefined);
}

/** ChatMessage#visible (v13): a whisper is listed for its author and recipients; a whispered roll for everyone. */
function visible(message: Message, user: User): boolean {
  if (typeof message.visible === "boolean") return message.visible;
  const whisper = (message.data.whisper as string[] | undefined) ?? [];
  if (!whisper.length) return true;
  return message.rolls.length > 0 || authorId(message) === user.id || whisper.includes(user.id);
}

/** ChatMessage#isContentVisible (v13): recipients see a whisper; its author too unless it is blind. */
function contentVisible(message: Message, user: User): boolean {
  if (typeof message.isContentVisible === "boolean") return message.isContentVisible;
  const whisper = (message.data.whisper as string[] | undefined) ?? [];
  if (!whisper.length) return true;
  return whisper.includes(user.id) || (authorId(message) === user.id && !message.data.blind);
}

/**
 * The user whose client this page shows (the user switch). Not always `game.user`: the harness runs a query's handler
 * on the asked user's client by setting `game.user` to that user for the handler's run (test/harness/users.ts), so a
 * message the GM's handler updates while a player's page is shown is rendered for the player, as that player's client
 * would receive the update.
 */
function viewer(): User {
  const id = document.body.dataset.user;
  return g.game.users.find((u) => u.id === id) ?? g.game.user;
}

/** Runs `fn` (synchronous) with `game.user` the page's user: v13 visibility getters and render hooks read game.user. */
function asViewer<T>(fn: () => T): T {
  const game = g.game as { user: User };
  const before = game.user;
  game.user = viewer();
  try {
    return fn();
  } finally {
    game.user = before;
  }
}

async function messageElement(message: Message, shown: boolean): Promise<HTMLElement> {
  if (typeof message.renderHTML === "function") return message.renderHTML();
  const li = document.createElement("li");
  li.className = "chat-message message flexcol";
  li.dataset.messageId = message.id;
  const whisper = (message.data.whisper as string[] | undefined) ?? [];
  if (whisper.length) li.classList.add("whisper");
  const header = document.createElement("header");
  header.className = "message-header";
  const sender = document.createElement("h4");
  sender.className = "message-sender";
  sender.textContent = String((message.data.speaker as Source | undefined)?.alias ?? "");
  header.append(sender);
  const content = document.createElement("div");
  content.className = "message-content";
  if (!shown) {
    li.classList.add("hidden-content");
    content.textContent = "rolled privately";
  } else {
    if (message.data.flavor) {
      const flavor = document.createElement("span");
      flavor.className = "flavor-text";
      flavor.textContent = String(message.data.flavor);
      header.append(flavor);
    }
    let html = message.content;
    if (!html.trim() && message.rolls.length) html = (await Promise.all(message.rolls.map((r) => r.render()))).join("");
    content.innerHTML = html;
  }
  li.append(header, content);
  return li;
}

async function renderMessage(message: Message): Promise<void> {
  const log = document.getElementById("chat-log")!;
  const [listed, shown] = asViewer(() => [visible(message, g.game.user), contentVisible(message, g.game.user)]);
  if (!listed) {
    log.querySelector(`[data-message-id="${message.id}"]`)?.remove();
    return;
  }
  const li = await messageElement(message, shown);
  li.dataset.messageId = message.id;
  asViewer(() => g.Hooks.callAll("renderChatMessageHTML", message, li, { message, user: g.game.user }));
  // Looked up after the await: a second render of the same message may have finished meanwhile.
  const old = log.querySelector(`[data-message-id="${message.id}"]`);
  if (old) old.replaceWith(li);
  else log.append(li);
  log.scrollTop = log.scrollHeight;
}

async function renderChatLog(): Promise<void> {
  document.getElementById("chat-log")!.replaceChildren();
  for (const message of g.game.messages.contents) await renderMessage(message);
}

export function installChatLog(): void {
  // ChatLog: clicking a roll's formula expands its tooltip.
  document.getElementById("chat-log")!.addEventListener("click", (event) => {
    const formula = (event.target as HTMLElement).closest(".dice-formula");
    formula?.closest(".dice-roll")?.querySelector(".dice-tooltip")?.classList.toggle("expanded");
  });
  const messages = g.game.messages;
  const set = messages.set.bind(messages);
  messages.set = (id: string, message: Message) => {
    const fresh = !messages.has(id);
    const result = set(id, message);
    if (fresh) void renderMessage(message);
    return result;
  };
  const proto = ChatMessage.prototype as unknown as { update: (c: Source, o?: Source) => Promise<unknown> };
  const update = proto.update;
  proto.update = async function (this: Message, changes: Source, options?: Source) {
    const result = await update.call(this, changes, options);
    await renderMessage(this);
    return result;
  };
}

// ---- hotbar ----

function renderHotbar(): void {
  const user = g.game.user;
  for (const li of document.querySelectorAll<HTMLElement>("#hotbar .macro")) {
    const macro = g.game.macros.get(user.hotbar?.[Number(li.dataset.slot)] ?? "");
    li.dataset.macroId = macro?.id ?? "";
    li.classList.toggle("full", Boolean(macro));
    li.title = macro?.name ?? "";
    li.innerHTML = macro ? `<img src="${macro.img}" alt=""><span class="macro-name"></span>` : `<span class="slot-key">${li.dataset.slot}</span>`;
    const name = li.querySelector(".macro-name");
    if (name && macro) name.textContent = macro.name;
  }
}

export function installHotbar(): void {
  const bar = document.getElementById("hotbar")!;
  const hotbar = { element: bar };
  g.ui.hotbar = hotbar;
  for (let slot = 1; slot <= 10; slot++) {
    const li = document.createElement("li");
    li.className = "macro";
    li.dataset.slot = String(slot);
    li.addEventListener("dragover", (event) => event.preventDefault());
    li.addEventListener("drop", (event) => {
      event.preventDefault();
      const { TextEditor } = (globalThis as unknown as { foundry: { applications: { ux: { TextEditor: { getDragEventData(e: DragEvent): Source } } } } })
        .foundry.applications.ux;
      const data = TextEditor.getDragEventData(event);
      // Hotbar#_onDrop: the hook first; `false` from a handler cancels Foundry's own handling.
      if (g.Hooks.call("hotbarDrop", hotbar, data, slot) === false) return;
      li.dataset.defaultDrop = String(data.type ?? "");
    });
    li.addEventListener("click", async () => {
      const macro = g.game.macros.get(li.dataset.macroId ?? "");
      if (!macro) return;
      // Macro#execute for a script macro: the command as an async function body.
      const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => () => Promise<unknown>;
      await new AsyncFunction(macro.command).call(macro);
    });
    bar.append(li);
  }
  document.addEventListener("play:hotbar", renderHotbar);
  renderHotbar();
}

// ---- notifications ----

export function installNotifications(): void {
  const notifications = harness.notifications as unknown as Record<"info" | "warn" | "error", (m: string) => void>;
  for (const type of ["info", "warn", "error"] as const) {
    const original = notifications[type].bind(notifications);
    notifications[type] = (message: string) => {
      original(message);
      const li = document.createElement("li");
      li.className = `notification ${type}`;
      li.textContent = message;
      document.getElementById("notifications")!.append(li);
    };
  }
}

// ---- actors directory and users ----

/** Canvas targeting stand-in: game.user.targets holds token-like objects whose `actor` is the targeted actor. */
function targets(): Set<{ actor: Doc }> {
  return (g.game.user as unknown as { targets: Set<{ actor: Doc }> }).targets;
}
function isTargeted(actor: Doc): boolean {
  return [...targets()].some((t) => t.actor === actor);
}
/**
 * Canvas selection stand-in: `canvas.tokens.controlled` lists token-like objects of the selected actors
 * (https://foundryvtt.com/api/v13/classes/foundry.canvas.layers.PlaceablesLayer.html#controlled).
 */
function controlled(): { actor: Doc }[] {
  const c = globalThis as unknown as { canvas?: { tokens: { controlled: { actor: Doc }[] } } };
  c.canvas ??= { tokens: { controlled: [] } };
  return c.canvas.tokens.controlled;
}
function toggleSelected(actor: Doc): void {
  const list = controlled();
  const at = list.findIndex((t) => t.actor === actor);
  if (at >= 0) list.splice(at, 1);
  else list.push({ actor });
}
function toggleTarget(actor: Doc): void {
  const set = targets();
  const existing = [...set].find((t) => t.actor === actor);
  if (existing) set.delete(existing);
  else set.add({ actor, id: `token-${actor.id}`, document: { actor } } as { actor: Doc });
}

export function renderDirectory(): void {
  const list = document.getElementById("actors")!;
  list.replaceChildren();
  const user = g.game.user;
  for (const actor of g.game.actors.contents) {
    if (!actor.testUserPermission(user, "LIMITED")) continue;
    const li = document.createElement("li");
    li.className = "directory-item document actor";
    li.dataset.documentId = actor.id;
    li.innerHTML = `<img class="thumbnail" src="${actor.img}" alt=""><a class="entry-name"></a><button type="button" class="select" title="Select token">▣</button><button type="button" class="target" title="Target">◎</button>`;
    li.querySelector("a")!.textContent = actor.name;
    // v13 DocumentDirectory#_onDragStart: an entry drags the document's drag data, `{ type: "Actor", uuid }`.
    li.draggable = true;
    li.addEventListener("dragstart", (event) => event.dataTransfer?.setData("text/plain", JSON.stringify({ type: "Actor", uuid: actor.uuid })));
    li.querySelector("a")!.addEventListener("click", () => void actor.sheet?.render({ force: true }));
    const target = li.querySelector<HTMLButtonElement>("button.target")!;
    target.classList.toggle("active", isTargeted(actor));
    target.addEventListener("click", () => {
      toggleTarget(actor);
      target.classList.toggle("active", isTargeted(actor));
    });
    const select = li.querySelector<HTMLButtonElement>("button.select")!;
    select.classList.toggle(
      "active",
      controlled().some((t) => t.actor === actor),
    );
    select.addEventListener("click", () => {
      toggleSelected(actor);
      select.classList.toggle(
        "active",
        controlled().some((t) => t.actor === actor),
      );
    });
    list.append(li);
  }
}

export async function switchUser(userId: string): Promise<void> {
  const user = g.game.users.find((u) => u.id === userId);
  if (!user) throw new Error(`No user ${userId}`);
  for (const app of [...open]) await app.close();
  // The journal page is a window of the old client too.
  document.getElementById("journal")?.remove();
  harness.actAs(user as never);
  // Each user's client has its own canvas selection.
  controlled().length = 0;
  document.body.dataset.user = user.id;
  (document.getElementById("user-switch") as HTMLSelectElement).value = user.id;
  document.getElementById("notifications")!.replaceChildren();
  renderDirectory();
  renderHotbar();
  renderSceneControls();
  await renderChatLog();
  // The new client has drawn its chat log (the play script waits for this).
  document.body.dataset.clientReady = user.id;
}

export function installUserSwitch(): void {
  const select = document.getElementById("user-switch") as HTMLSelectElement;
  for (const user of g.game.users) {
    const option = document.createElement("option");
    option.value = user.id;
    option.textContent = `${user.name}${user.isGM ? " (GM)" : ""}`;
    select.append(option);
  }
  select.value = g.game.user.id;
  document.body.dataset.user = g.game.user.id;
  select.addEventListener("change", () => void switchUser(select.value));
}

// ---- journal page and tooltips ----

/**
 * A journal page as v13 shows one: the text through TextEditor.enrichHTML (the system's enrichers run), put in
 * the page, where `<enriched-content>` calls its enricher's onRender.
 */
export async function showJournal(html: string): Promise<void> {
  document.getElementById("journal")?.remove();
  const win = openWindow({ title: "Journal", classes: ["journal-sheet"], width: 520, onClose: () => undefined });
  win.element.id = "journal";
  const page = document.createElement("article");
  page.className = "journal-page-content";
  page.innerHTML = await enrichHTML(html);
  win.content.append(page);
}

/**
 * v13's TooltipManager as far as the page needs it: a pointer entering an element with `data-tooltip` shows that
 * text after the activation delay (TooltipManager.TOOLTIP_ACTIVATION_MS, 500 ms), read when it shows, so a
 * handler may fill it on pointerenter; leaving hides it
 * (https://foundryvtt.com/api/v13/classes/foundry.helpers.interaction.TooltipManager.html).
 */
export function installTooltips(): void {
  const tip = document.createElement("aside");
  tip.id = "tooltip";
  document.body.append(tip);
  let pending: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener(
    "pointerenter",
    (event) => {
      const element = event.target instanceof HTMLElement ? event.target : null;
      if (!element?.dataset.tooltip) return;
      clearTimeout(pending);
      pending = setTimeout(() => {
        // v13 TooltipManager#activate: `data-tooltip-text` is plain text and read first; a `data-tooltip` that is not a
        // localization key is rendered as HTML (Foundry cleans it; this model does not, so markup shows here too).
        if (element.dataset.tooltipText) tip.textContent = element.dataset.tooltipText;
        else tip.innerHTML = element.dataset.tooltip ?? "";
        const box = element.getBoundingClientRect();
        tip.style.left = `${box.left}px`;
        tip.style.top = `${box.bottom + 6}px`;
        tip.classList.add("active");
      }, 500);
    },
    true,
  );
  document.addEventListener(
    "pointerleave",
    (event) => {
      if (!(event.target instanceof HTMLElement) || !event.target.dataset.tooltip) return;
      clearTimeout(pending);
      tip.classList.remove("active");
    },
    true,
  );
}

// ---- scene controls ----

interface SceneTool {
  name: string;
  title: string;
  icon: string;
  order?: number;
  visible?: boolean;
  button?: boolean;
  onChange?: (event: Event, active: boolean) => void;
}
interface SceneControl {
  name: string;
  title: string;
  icon: string;
  order: number;
  activeTool: string;
  tools: Record<string, SceneTool>;
}

/**
 * The token controls of v13's SceneControls, as far as the page needs them: each time the controls are prepared
 * (at start-up, for each user's client, and on `ui.controls.render()`), the record of control sets by name is built
 * and handed to the `getSceneControlButtons` hook, whose handlers add tools; then the token set's visible tools are
 * drawn as buttons. A tool with `button: true` does not stay active: a click calls its `onChange(event, true)`
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.ui.SceneControls.html, hook
 * https://foundryvtt.com/api/v13/functions/hookEvents.getSceneControlButtons.html). Core's own token tools (select,
 * target, ruler) are listed for the picture only: the page's select and target toggles are in the actors list.
 */
export function renderSceneControls(): void {
  const nav = document.getElementById("scene-controls");
  if (!nav) return;
  const tokens: SceneControl = {
    name: "tokens",
    title: "CONTROLS.GroupToken",
    icon: "fa-solid fa-user-alt",
    order: 0,
    activeTool: "select",
    tools: {
      select: { name: "select", title: "CONTROLS.BasicSelect", icon: "fa-solid fa-expand", order: 0 },
      target: { name: "target", title: "CONTROLS.TargetSelect", icon: "fa-solid fa-bullseye", order: 1 },
      ruler: { name: "ruler", title: "CONTROLS.BasicMeasure", icon: "fa-solid fa-ruler", order: 2 },
    },
  };
  const controls: Record<string, SceneControl> = { tokens };
  asViewer(() => g.Hooks.callAll("getSceneControlButtons", controls));
  const i18n = (globalThis as unknown as { game: { i18n: { localize(k: string): string } } }).game.i18n;
  nav.replaceChildren();
  const tools = Object.values(controls.tokens?.tools ?? {})
    .filter((t) => t.visible !== false)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  for (const tool of tools) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "control ui-control icon";
    button.dataset.tool = tool.name;
    button.dataset.tooltip = i18n.localize(tool.title);
    button.setAttribute("aria-label", i18n.localize(tool.title));
    button.classList.toggle("active", !tool.button && tool.name === tokens.activeTool);
    const icon = document.createElement("i");
    icon.className = tool.icon;
    button.append(icon);
    if (tool.button) button.addEventListener("click", (event) => tool.onChange?.(event, true));
    nav.append(button);
  }
}

/** `ui.controls`: a render prepares the controls again (v13 `render({reset: true})` does; the page always does). */
export function installSceneControls(): void {
  g.ui.controls ??= { render: async () => renderSceneControls() };
}
