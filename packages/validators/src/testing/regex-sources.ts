import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { z } from "zod";

// Where the regular expressions applied to client input are: every regex literal in the source of
// the packages that read client input, every RegExp a module of validators exports (also inside
// records), and every pattern inside the zod schemas it exports (`.regex()` checks and the formats
// zod checks with its own patterns: e-mail, uuid, ISO dates). A pattern built at run time with
// `new RegExp` is not a literal: its file must export what it builds (found by the walk).

/** The repository's root, from this file (packages/validators/src/testing). */
const REPOSITORY_ROOT = path.resolve(import.meta.dirname, "../../../..");

/** The source trees whose code reads what clients send. */
const CLIENT_INPUT_TREES = ["packages/validators/src", "packages/api/src", "apps/server/src"];

/** Source files, not tests nor test support (`testing/`, `*-test-kit.ts`). */
const isSource = (name: string) =>
  /\.tsx?$/.test(name) && !/(\.test|-test-kit)\.tsx?$/.test(name) && !name.split(path.sep).includes("testing");

function sourceFiles(tree: string): string[] {
  const root = path.join(REPOSITORY_ROOT, tree);
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter(isSource)
    .map((file) => path.join(tree, file))
    .sort();
}

export interface FoundPattern {
  /** Where it is: a file and line, or the export that holds it. */
  where: string;
  pattern: RegExp;
}

function visitSource(file: string, visit: (node: ts.Node, source: ts.SourceFile) => void): void {
  const text = readFileSync(path.join(REPOSITORY_ROOT, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const walk = (node: ts.Node) => {
    visit(node, source);
    node.forEachChild(walk);
  };
  walk(source);
}

const lineOf = (node: ts.Node, source: ts.SourceFile) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;

/** Every regex literal of the trees, as the RegExp it makes. */
export function regexLiterals(trees: readonly string[] = CLIENT_INPUT_TREES): FoundPattern[] {
  const found: FoundPattern[] = [];
  for (const file of trees.flatMap(sourceFiles)) {
    visitSource(file, (node, source) => {
      if (!ts.isRegularExpressionLiteral(node)) return;
      const text = node.getText(source);
      const end = text.lastIndexOf("/");
      found.push({
        where: `${file}:${lineOf(node, source)}`,
        pattern: new RegExp(text.slice(1, end), text.slice(end + 1)),
      });
    });
  }
  return found;
}

/** The files of the trees that build a RegExp at run time (`new RegExp(…)` or `RegExp(…)`). */
export function filesBuildingPatterns(trees: readonly string[] = CLIENT_INPUT_TREES): string[] {
  const files = new Set<string>();
  for (const file of trees.flatMap(sourceFiles)) {
    visitSource(file, (node) => {
      const called = ts.isNewExpression(node) || ts.isCallExpression(node) ? node.expression : undefined;
      if (called && ts.isIdentifier(called) && called.text === "RegExp") files.add(file);
    });
  }
  return [...files].sort();
}

/** Every RegExp reachable from `exports`: exported patterns, records of them, zod schemas' patterns. */
export function exportedPatterns(exports: Record<string, unknown>): FoundPattern[] {
  const found = new Map<string, FoundPattern>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, where: string): void => {
    if (value instanceof RegExp) {
      found.set(`${value.source}/${value.flags}`, { where, pattern: value });
      return;
    }
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    if (value instanceof z.ZodType) {
      visit(value._zod.def, where);
      visit(value._zod.bag, where);
      return;
    }
    // zod's checks keep their definition under `_zod`, which Object.values does not list.
    const internals: unknown = Reflect.get(value, "_zod");
    if (internals !== undefined) visit(internals, where);
    const children: unknown[] =
      value instanceof Set || value instanceof Map ? [...value.values()] : Object.values(value);
    for (const child of children) visit(child, where);
  };
  for (const [name, value] of Object.entries(exports)) visit(value, `export ${name}`);
  return [...found.values()];
}
