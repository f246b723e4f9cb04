// @vitest-environment node
/**
 * Every piece of mutable module state in `module/` (CONTRIBUTING "State a client keeps"). In Foundry each client loads
 * its own copy of the system, so a module variable is per client; the harness runs every simulated client on one copy,
 * and keeps per client only what is declared through `clientState` (module/core/client-state.ts, harness README
 * "client-state.ts"). This test reads the sources and finds
 * - a top-level `let` or `var`;
 * - a top-level `const` the file mutates (`x.set/add/delete/clear/push…(…)`, `x.p = …`, `x[k] = …`, `delete x.p`,
 *   `Object.assign(x, …)`);
 * - a top-level `const` holding an instance of a class other than a collection or a RegExp (`new Queue()`), whose
 *   methods may keep state the names above do not show;
 * - a class's static property that code assigns at run time (`Cls.p = …`, or `this.p = …` in a static method);
 * and fails on one that is neither declared through `clientState` nor listed in CLIENT_INDEPENDENT with its reason.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

/** State every client holds alike, and why it needs no per-client declaration ("file:name"). */
const CLIENT_INDEPENDENT: Record<string, string> = {
  "module/core/client-state.ts:states":
    "the per-client store itself: one page is one client in Foundry, and the harness replaces this module with one store per simulated client",
  "module/core/chat/chat-actions.ts:actions": "registry: every ruleset's init registers its chat actions, the same code on every client",
  "module/core/chat/chat-actions.ts:relayClick": "set once at init by relay.ts registerRelay, the same function on every client",
  "module/core/chat/chat-actions.ts:routeClick": "set once at init by relay.ts registerRelay, the same function on every client",
  "module/core/chat/chat-actions.ts:claimClick": "set once at init by relay.ts registerRelay, the same function on every client",
  "module/core/registry.ts:registered": "registry: the rulesets registered at init, the same list on every client",
  "module/core/requests/adapter.ts:adapters": "registry: each ruleset's roll-request adapter, registered at init",
  "module/rulesets/gods-monsters/rolls/item-rolls.ts:handlers": "registry: item-type roll handlers the G&M rules register at init",
  "module/core/sheets/actor-sheet.ts:GUARDED":
    "marks handler functions already wrapped with the owner guard: about the page's own function objects, not about any click",
  "module/rulesets/warden/rolls/initiative.ts:cacheKey":
    "memo of a pure function: the order wardenTurnOrder gives for the entries the key spells out, the same whichever client computed it",
  "module/rulesets/warden/rolls/initiative.ts:cacheOrder": "memo of a pure function (cacheKey's answer)",
  "module/rulesets/gods-monsters/rules/equipment/damage-dice.ts:PARSED":
    "memo of a pure function (a damage text's parse, a copy handed out each time), bounded, the same whichever client computed it",
};

/** Classes whose instances a top-level const may hold without being listed: collections (checked by their mutations) and patterns. */
const PLAIN_CLASSES = new Set(["Map", "Set", "WeakMap", "WeakSet", "Array", "RegExp"]);

const MUTATORS = new Set(["set", "add", "delete", "clear", "push", "pop", "shift", "unshift", "splice", "sort", "reverse", "fill", "copyWithin"]);

interface Found {
  /** "file:name" */
  id: string;
  kind: "let" | "mutated const" | "instance" | "static assigned";
}

interface Scan {
  found: Found[];
  /** "file:name" → the clientState key. */
  declared: Map<string, string>;
  /** clientState calls that are not the initializer of a top-level const (an accessor made at the wrong place). */
  strayCalls: string[];
}

function isStatic(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
}

/** The identifier at the root of `a.b[c].d`, when the expression is a property or element access on one. */
function accessRoot(node: ts.Expression): ts.Identifier | null {
  let e: ts.Expression = node;
  let accessed = false;
  while (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e) || ts.isNonNullExpression(e) || ts.isParenthesizedExpression(e)) {
    if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) accessed = true;
    e = e.expression;
  }
  return accessed && ts.isIdentifier(e) ? e : null;
}

function isAssignment(node: ts.Node): node is ts.BinaryExpression {
  return ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
}

/** Scans sources (path → text) for module state. */
function scan(sources: Record<string, string>): Scan {
  const found: Found[] = [];
  const declared = new Map<string, string>();
  const strayCalls: string[] = [];
  for (const [path, text] of Object.entries(sources)) {
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true);
    const topConst = new Set<string>();
    const mutated = new Set<string>();
    const staticProps = new Map<string, Set<string>>();
    const staticAssigned = new Set<string>();
    const initializers = new Set<ts.Node>();
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const isConst = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
      for (const d of statement.declarationList.declarations) {
        if (!ts.isIdentifier(d.name)) continue;
        const init = d.initializer;
        if (init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === "clientState") {
          initializers.add(init);
          const key = init.arguments[0];
          declared.set(`${path}:${d.name.text}`, key && ts.isStringLiteral(key) ? key.text : "");
          continue;
        }
        if (!isConst) found.push({ id: `${path}:${d.name.text}`, kind: "let" });
        else if (init && ts.isNewExpression(init) && !(ts.isIdentifier(init.expression) && PLAIN_CLASSES.has(init.expression.text)))
          found.push({ id: `${path}:${d.name.text}`, kind: "instance" });
        else topConst.add(d.name.text);
      }
    }
    const visit = (node: ts.Node, staticOf: string | null): void => {
      if (ts.isClassDeclaration(node) && node.name) {
        const props = new Set<string>();
        for (const m of node.members) if (ts.isPropertyDeclaration(m) && isStatic(m)) props.add(m.name.getText(file));
        staticProps.set(node.name.text, props);
      }
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isIdentifier(callee) && callee.text === "clientState" && !initializers.has(node))
          strayCalls.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`);
        if (ts.isPropertyAccessExpression(callee) && MUTATORS.has(callee.name.text)) {
          const target = callee.expression;
          if (ts.isIdentifier(target)) mutated.add(target.text);
        }
        if (ts.isPropertyAccessExpression(callee) && callee.getText(file) === "Object.assign" && node.arguments[0] && ts.isIdentifier(node.arguments[0]))
          mutated.add(node.arguments[0].text);
      }
      const written = isAssignment(node) ? node.left : ts.isDeleteExpression(node) ? node.expression : null;
      if (written) {
        const base = accessRoot(written);
        if (base) mutated.add(base.text);
        if (ts.isPropertyAccessExpression(written)) {
          const owner = written.expression;
          if (ts.isIdentifier(owner)) staticAssigned.add(`${owner.text}.${written.name.text}`);
          if (owner.kind === ts.SyntaxKind.ThisKeyword && staticOf) staticAssigned.add(`${staticOf}.${written.name.text}`);
        }
      }
      let inner = staticOf;
      if (
        (ts.isMethodDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node) || ts.isClassStaticBlockDeclaration(node)) &&
        ts.isClassDeclaration(node.parent) &&
        node.parent.name
      ) {
        inner = isStatic(node) || ts.isClassStaticBlockDeclaration(node) ? node.parent.name.text : null;
      }
      ts.forEachChild(node, (child) => visit(child, inner));
    };
    visit(file, null);
    for (const name of topConst) if (mutated.has(name)) found.push({ id: `${path}:${name}`, kind: "mutated const" });
    for (const [cls, props] of staticProps)
      for (const p of props) if (staticAssigned.has(`${cls}.${p}`)) found.push({ id: `${path}:${cls}.${p}`, kind: "static assigned" });
  }
  return { found, declared, strayCalls };
}

function moduleSources(): Record<string, string> {
  const dir = join(root, "module");
  const out: Record<string, string> = {};
  for (const f of readdirSync(dir, { recursive: true }).map(String)) {
    if (!f.endsWith(".ts")) continue;
    const full = join(dir, f);
    out[relative(root, full).split("\\").join("/")] = readFileSync(full, "utf8");
  }
  return out;
}

describe("the scanner", () => {
  it("finds each kind of module state, and nothing in local variables or readonly tables", () => {
    const { found, declared, strayCalls } = scan({
      "a.ts": [
        "let count = 0;",
        "const seen = new Set<string>();",
        "const byId = new Map<string, number>();",
        "const list: string[] = [];",
        "const state = { busy: false };",
        "const merged = {};",
        "const TABLE = new Set(['x']);",
        "const PATTERN = new RegExp('x');",
        "const queue = new Queue();",
        "const running = clientState('a.running', () => new Set<string>());",
        "clientState('a.stray', () => 1)();",
        "class Sheet { static cache: object | null = null; static DEFAULT_OPTIONS = {}; static remember() { this.cache = {}; } }",
        "class Other { static last = ''; }",
        "Other.last = 'x';",
        "function f(k: string) { const local = new Set(); local.add(k); seen.add(k); byId.delete(k); list.push(k); state.busy = true; Object.assign(merged, {}); running().add(k); return TABLE.has(k); }",
      ].join("\n"),
    });
    expect(found.map((f) => `${f.id} ${f.kind}`).sort()).toEqual(
      [
        "a.ts:count let",
        "a.ts:seen mutated const",
        "a.ts:byId mutated const",
        "a.ts:list mutated const",
        "a.ts:state mutated const",
        "a.ts:merged mutated const",
        "a.ts:queue instance",
        "a.ts:Sheet.cache static assigned",
        "a.ts:Other.last static assigned",
      ].sort(),
    );
    expect([...declared]).toEqual([["a.ts:running", "a.running"]]);
    expect(strayCalls).toEqual(["a.ts:11"]);
  });
});

describe("module state in module/", () => {
  const sources = moduleSources();
  const { found, declared, strayCalls } = scan(sources);

  it("reads the sources", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it("every mutable module variable is declared per client (clientState) or listed as client-independent with its reason", () => {
    const unexplained = found.filter((f) => !(f.id in CLIENT_INDEPENDENT)).map((f) => `${f.id} (${f.kind})`);
    expect(unexplained).toEqual([]);
  });

  it("the list names only state that is there (a removed variable leaves the list)", () => {
    const present = new Set(found.map((f) => f.id));
    expect(Object.keys(CLIENT_INDEPENDENT).filter((id) => !present.has(id))).toEqual([]);
  });

  it("the guards whose correctness depends on the client are per client", () => {
    expect([...declared.keys()]).toEqual(
      expect.arrayContaining([
        "module/core/chat/chat-actions.ts:queues",
        "module/core/chat/chat-actions.ts:running",
        "module/core/chat/damage-action.ts:running",
        "module/rulesets/roll-keep/rolls/contest-opposition.ts:pending",
        "module/rulesets/shadow/chat/actions.ts:running",
        "module/rulesets/shadow/flows/vital-sync.ts:queues",
        "module/rulesets/warden/flows/states.ts:queues",
      ]),
    );
  });

  it("each clientState has its own literal key, and is made once at the top of its module (the accessor is called where used)", () => {
    const keys = [...declared.values()];
    expect(keys.every((k) => k !== "")).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(strayCalls).toEqual([]);
  });
});
