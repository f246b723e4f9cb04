/**
 * Pieces of the Foundry v13 client that a page needs and the Node harness does not (yet) provide. Each is
 * installed only where the harness lacks it, so once the harness grows its own version, that one is used.
 * - `Document#sheet`: the registered default sheet of the document's type, one instance per document
 *   (ClientDocumentMixin#sheet).
 * - `CONFIG.Combat.documentClass`: Combat with a `_sortCombatants` the system can replace.
 * - `User#assignHotbarMacro(macro, slot)` and `User#hotbar`.
 * - `foundry.applications.ux.TextEditor.getDragEventData(event)`: the JSON of the drag's text/plain data.
 */
import { Actor, Item } from "../documents.js";

type Source = Record<string, unknown>;
interface Registered {
  documentClass: unknown;
  sheet: new (options: Source) => unknown;
  options: Source;
}
interface SheetConfig {
  registered?: Registered[];
}

const g = globalThis as unknown as {
  foundry: { applications: { apps: { DocumentSheetConfig: SheetConfig }; ux: Source } };
  CONFIG: Record<string, Source>;
  game: { users: Source[]; user: Source };
};

const sheets = new WeakMap<object, unknown>();

function sheetClassFor(doc: { documentName: string; type: string }): Registered["sheet"] | null {
  const base = doc.documentName === "Actor" ? Actor : doc.documentName === "Item" ? Item : null;
  const registered = g.foundry.applications.apps.DocumentSheetConfig.registered ?? [];
  const found = [...registered].reverse().find((r) => r.documentClass === base && ((r.options.types as string[] | undefined)?.includes(doc.type) ?? true));
  return found?.sheet ?? null;
}

function defineIfMissing(proto: object, name: string, descriptor: PropertyDescriptor): void {
  if (!(name in proto)) Object.defineProperty(proto, name, { configurable: true, ...descriptor });
}

export function installClientExtras(): void {
  for (const cls of [Actor, Item]) {
    defineIfMissing(cls.prototype, "sheet", {
      get(this: { documentName: string; type: string }) {
        if (!sheets.has(this)) {
          const Sheet = sheetClassFor(this);
          sheets.set(this, Sheet ? new Sheet({ document: this }) : null);
        }
        return sheets.get(this);
      },
    });
  }
  const combat = g.CONFIG.Combat!;
  combat.documentClass ??= class Combat {
    _sortCombatants(a: { initiative?: number | null }, b: { initiative?: number | null }): number {
      return (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity);
    }
  };
  for (const user of g.game.users) {
    user.hotbar ??= {};
    user.assignHotbarMacro ??= async function (this: { hotbar: Record<number, string> }, macro: { id: string } | null, slot: number) {
      if (macro) this.hotbar[slot] = macro.id;
      else delete this.hotbar[slot];
      document.dispatchEvent(new CustomEvent("play:hotbar"));
      return this;
    };
  }
  const ux = g.foundry.applications.ux;
  const editor = (ux.TextEditor ??= {}) as Source;
  editor.getDragEventData ??= (event: DragEvent): Source => {
    try {
      return JSON.parse(event.dataTransfer?.getData("text/plain") ?? "") as Source;
    } catch {
      return {};
    }
  };
}
