/**
 * How many parameters a function declares, counting those with default values and a rest parameter
 * (`Function.length` stops at the first parameter with a default, so a fuzzer using it never makes a
 * defaulted parameter hostile: issue 12). Read by parsing the function's own source with TypeScript.
 */
import ts from "typescript";

export function declaredParameters(fn: (...args: never[]) => unknown): number {
  const file = ts.createSourceFile("fn.js", `(${fn.toString()})`, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  let found: number | null = null;
  const visit = (node: ts.Node): void => {
    if (found !== null) return;
    if (ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) {
      found = node.parameters.length;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return Math.max(found ?? 0, fn.length);
}
