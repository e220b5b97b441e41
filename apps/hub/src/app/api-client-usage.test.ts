import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every call of @hub/api-client is used by the hub or is listed in docs/decisions.md ("api-client calls
// deliberately unused") with the reason. A call is an exported function of packages/api-client/src that
// makes a request (`api.call`, or `followPages`) itself or through its file's own helpers. The hub uses it
// when a file of apps/hub/src (not a test, not a story) imports it from '@hub/api-client', or imports a
// function of the package that reaches it (a query option reaches its fetcher, `login` the token call).

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const apiSrc = join(root, 'packages/api-client/src');
const hubSrc = join(root, 'apps/hub/src');
const sectionTitle = '## api-client calls deliberately unused';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The file a relative import names (`./x` is `x.ts` or `x/index.ts`). */
function moduleFile(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidates = [`${base}.ts`, join(base, 'index.ts')];
  return candidates.find((path) => statSync(path, { throwIfNoEntry: false })?.isFile()) ?? base;
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** A name that is not a reference: a property's key or a member after a dot. */
function isKey(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    ((ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent)) && parent.name === node) ||
    ((ts.isMethodDeclaration(parent) || ts.isPropertySignature(parent)) && parent.name === node) ||
    (ts.isQualifiedName(parent) && parent.right === node)
  );
}

interface Declaration {
  name: string;
  file: string;
  exported: boolean;
  /** Declarations of the package it names, as `file#name`. */
  refs: Set<string>;
  /** It sends a request itself: `<ApiClient parameter>.call(…)` or `followPages(…)`. */
  requests: boolean;
}

/** The top-level functions and constants of the package's own code (no tests, mocks or fixtures). */
function packageDeclarations(): Map<string, Declaration> {
  const declarations = new Map<string, Declaration>();
  const mockOrTest = /\.test\.ts$|\/msw\/|\/handlers\.ts$|\/world\.ts$|\/fixtures\.ts$|\/test-support\.ts$/;
  for (const file of filesUnder(apiSrc).filter((path) => path.endsWith('.ts') && !mockOrTest.test(path))) {
    const source = parse(file);
    const imported = new Map<string, string>();
    const local: { name: string; node: ts.Node; exported: boolean }[] = [];
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const bindings = statement.importClause?.namedBindings;
        if (!statement.moduleSpecifier.text.startsWith('.') || !bindings || !ts.isNamedImports(bindings))
          continue;
        const target = moduleFile(file, statement.moduleSpecifier.text);
        for (const element of bindings.elements)
          imported.set(element.name.text, `${target}#${(element.propertyName ?? element.name).text}`);
      } else if (ts.isFunctionDeclaration(statement) && statement.name) {
        local.push({ name: statement.name.text, node: statement, exported: isExported(statement) });
      } else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name))
            local.push({ name: declaration.name.text, node: declaration, exported: isExported(statement) });
      }
    }
    const localNames = new Set(local.map((entry) => entry.name));
    for (const { name, node, exported } of local) {
      const refs = new Set<string>();
      const clients = new Set<string>();
      let requests = false;
      const visit = (child: ts.Node): void => {
        if (ts.isParameter(child) && ts.isIdentifier(child.name) && child.type?.getText() === 'ApiClient')
          clients.add(child.name.text);
        if (ts.isCallExpression(child)) {
          const callee = child.expression;
          if (
            ts.isPropertyAccessExpression(callee) &&
            callee.name.text === 'call' &&
            ts.isIdentifier(callee.expression) &&
            clients.has(callee.expression.text)
          )
            requests = true;
          if (ts.isIdentifier(callee) && callee.text === 'followPages') requests = true;
        }
        if (ts.isIdentifier(child) && child.text !== name && !isKey(child)) {
          if (localNames.has(child.text)) refs.add(`${file}#${child.text}`);
          else if (imported.has(child.text)) refs.add(imported.get(child.text)!);
        }
        ts.forEachChild(child, visit);
      };
      visit(node);
      declarations.set(`${file}#${name}`, { name, file, exported, refs, requests });
    }
  }
  return declarations;
}

/** What '@hub/api-client' exports, by name: the declaration behind each (src/index.ts re-exports). */
function publicNames(): Map<string, string> {
  const index = join(apiSrc, 'index.ts');
  const names = new Map<string, string>();
  for (const statement of parse(index).statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
    if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    const target = moduleFile(index, (statement.moduleSpecifier as ts.StringLiteral).text);
    for (const element of statement.exportClause.elements)
      names.set(element.name.text, `${target}#${(element.propertyName ?? element.name).text}`);
  }
  return names;
}

/** The values the hub's own files (not tests, not stories) import from '@hub/api-client'. */
function hubImports(): Set<string> {
  const names = new Set<string>();
  const files = filesUnder(hubSrc).filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\./.test(path));
  for (const file of files) {
    const source = parse(file);
    if (/import\(\s*['"]@hub\/api-client['"]/.test(source.text))
      throw new Error(
        `${relative(root, file)}: a dynamic import of @hub/api-client, which this check does not read`,
      );
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      if (statement.moduleSpecifier.text !== '@hub/api-client' || statement.importClause?.isTypeOnly)
        continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings) continue;
      if (!ts.isNamedImports(bindings))
        throw new Error(
          `${relative(root, file)}: a namespace import of @hub/api-client, which this check does not read`,
        );
      for (const element of bindings.elements)
        if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

/** Whether a declaration sends a request itself or through helpers its package does not export. */
function sendsRequest(
  key: string,
  declarations: Map<string, Declaration>,
  seen = new Set<string>(),
): boolean {
  const declaration = declarations.get(key);
  if (!declaration || seen.has(key)) return false;
  seen.add(key);
  if (declaration.requests) return true;
  return [...declaration.refs].some(
    (ref) => declarations.get(ref)?.exported === false && sendsRequest(ref, declarations, seen),
  );
}

/** The functions named (in backticks) in the second column of the decisions' table of unused calls. */
function listedAsUnused(): string[] {
  const decisions = readFileSync(join(root, 'docs/decisions.md'), 'utf8');
  const start = decisions.indexOf(`\n${sectionTitle}\n`);
  if (start < 0) return [];
  const rest = decisions.slice(start + sectionTitle.length + 2);
  const section = rest.slice(0, rest.search(/\n## |$/));
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .flatMap((line) => [...(line.split('|')[2] ?? '').matchAll(/`(\w+)`/g)].map((match) => match[1]!));
}

describe('the calls of @hub/api-client', () => {
  const declarations = packageDeclarations();
  const exportedNames = publicNames();
  // The calls: exported functions that send a request (the generic caller in src/http is not one).
  const calls = [...declarations.entries()]
    .filter(([, declaration]) => declaration.exported && !declaration.file.startsWith(join(apiSrc, 'http')))
    .filter(([key]) => sendsRequest(key, declarations))
    .map(([key, declaration]) => ({ key, name: declaration.name }));
  // What the hub reaches: its imports and whatever the package's functions they name refer to.
  const reached = new Set<string>();
  const pending = [...hubImports()].flatMap((name) => exportedNames.get(name) ?? []);
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (reached.has(key)) continue;
    reached.add(key);
    pending.push(...(declarations.get(key)?.refs ?? []));
  }
  const unused = calls.filter((call) => !reached.has(call.key)).map((call) => call.name);
  const listed = listedAsUnused();

  it('finds the calls of the contract and what the hub imports', () => {
    expect(calls.length).toBeGreaterThan(100);
    expect(calls.map((call) => call.name)).toEqual(expect.arrayContaining(['placeOrder', 'getPlans']));
    expect(reached.has(exportedNames.get('plansQueryOptions')!)).toBe(true);
  });

  it('are each used by the hub or listed in docs/decisions.md as deliberately unused', () => {
    // A call listed here: use it from a screen, or add a row to the table saying why the hub does not.
    expect(unused.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('are listed as unused only while they are calls the hub does not use', () => {
    // A call listed here is now used (take its row out of the table) or is not a call of the package.
    expect(listed.filter((name) => !unused.includes(name))).toEqual([]);
  });
});
