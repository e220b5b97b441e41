// Fewer, larger chunks for the first routes people visit (issue 15). Rollup splits the lazy routes'
// modules by every combination of the routes that share them: /login fetched 27 files and the signed-in
// home as many, most under 1 KiB gzip. On a phone each is a request, and Lighthouse's simulated mobile
// network pays for them six at a time. So the build runs twice:
// 1. a plan build (in memory, not minified) shows where Rollup puts every module;
// 2. the real build groups the modules with `manualChunks`:
//    - a module only one entry loads at start stays in that entry (`index`, the app's; `signed-out`);
//    - a module both entries load, or one loads at start and the other's pages load later, goes to
//      `shared` (React, Lingui, the api client): no entry ever runs the other's code;
//    - a module every budget route (route-preloads.ts, `budget`) loads goes to `shared` too (each first
//      visit fetches it anyway); any other module a budget route loads goes into one chunk per set of
//      budget routes that load it (`login`, `home`).
// Each first route then loads exactly the modules it loaded before, in a handful of files. Modules no
// first route loads are left to Rollup; later routes import the grouped chunks as they imported the small
// ones. The plan comes from Rollup's own chunks rather than from walking imports because only Rollup knows
// which imports survive tree-shaking. docs/decisions.md "First-route chunks".
import type { RoutePreload } from './route-preloads';

/** What the plan needs of an output chunk (Rollup's OutputChunk). */
export interface PlannedChunk {
  type: 'chunk';
  fileName: string;
  /** The entry's name for an entry chunk (`index`, `signed-out`). */
  name: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  /** The chunk's code in the plan build (unminified), in characters. */
  size?: number;
}

/** The chunk of shared modules, which both entries load. */
export const sharedChunk = 'shared';

/**
 * A chunk this small (unminified characters in the plan) joins the group of a budget route that loads it
 * only later as well: a separate file would cost a request on the first paint for a few hundred bytes.
 */
export const smallChunkSize = 1024;

/**
 * The chunk of every module of the plan: its entry's name, `shared`, the names of the budget routes that
 * load it, or the name Rollup gave its chunk.
 */
export function firstRouteGroups(
  chunks: readonly PlannedChunk[],
  hubRoot: string,
  routes: readonly RoutePreload[],
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Iterable<PlannedChunk>, dynamic: boolean) => {
    const seen = new Set<PlannedChunk>();
    const visit = (chunk: PlannedChunk | undefined) => {
      if (!chunk || seen.has(chunk)) return;
      seen.add(chunk);
      chunk.imports.forEach((fileName) => visit(byFile.get(fileName)));
      if (dynamic) chunk.dynamicImports.forEach((fileName) => visit(byFile.get(fileName)));
    };
    for (const chunk of start) visit(chunk);
    return seen;
  };
  const groups = new Map<string, string>();
  // Per entry: what it loads at start, and everything it may load.
  const entries = chunks
    .filter((chunk) => chunk.isEntry)
    .map((chunk) => ({ name: chunk.name, atStart: closure([chunk], false), ever: closure([chunk], true) }));
  const entry = new Set(entries.flatMap(({ atStart }) => [...atStart]));
  for (const chunk of entry) {
    const loadedBy = entries.filter(({ ever }) => ever.has(chunk));
    const group = loadedBy.length === 1 ? loadedBy[0]!.name : sharedChunk;
    for (const id of chunk.moduleIds) groups.set(id, group);
  }

  const root = hubRoot.replace(/\/$/, '');
  // Per first route: the chunks it loads (what the entry loads aside), and the chunks it loads later, on
  // demand (Radix Select's, the mobile menu's panel) with their static imports. (Not further: the shell's
  // links lead to every other route.)
  const budgetRoutes = routes.filter((route) => route.budget);
  const loads = budgetRoutes.map((route) => {
    const starts = route.modules.map((module) => {
      const id = `${root}/${module}`;
      const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
      if (!chunk)
        throw new Error(`first-route-chunks: ${module} (route "${route.name}") is not in the build`);
      return chunk;
    });
    const now = new Set([...closure(starts, false)].filter((chunk) => !entry.has(chunk)));
    const onDemand = [...now].flatMap((chunk) =>
      chunk.dynamicImports.map((fileName) => byFile.get(fileName)!),
    );
    const later = new Set(
      [...closure(onDemand, false)].filter((chunk) => !entry.has(chunk) && !now.has(chunk)),
    );
    return { route: route.name, now, later };
  });
  const budgetEntries = new Set(budgetRoutes.map((route) => route.entry ?? 'index'));
  for (const chunk of chunks) {
    const loadedNow = loads.filter(({ now }) => now.has(chunk));
    if (loadedNow.length === 0) continue;
    const loadedLater = loads.filter(({ now, later }) => !now.has(chunk) && later.has(chunk));
    // A chunk another budget route loads on demand stays on its own: in the group it would bring the
    // group along (Radix's small parts, which the home shows and /login's Select loads later, had made
    // /login fetch the whole home chunk after its first paint). A small one (an icon) joins both.
    const small = (chunk.size ?? Infinity) <= smallChunkSize;
    if (loadedLater.length > 0 && !small) continue;
    const loadedBy = new Set([...loadedNow, ...loadedLater].map(({ route }) => route));
    // What every budget route loads goes with the entries (as when both were the app's): the shared
    // chunk, or the one entry's when all budget routes are one entry's.
    const everyRoute = loadedBy.size === loads.length;
    const group = everyRoute
      ? budgetEntries.size === 1
        ? [...budgetEntries][0]!
        : sharedChunk
      : loads
          .map(({ route }) => route)
          .filter((route) => loadedBy.has(route))
          .join('_');
    for (const id of chunk.moduleIds) groups.set(id, group);
  }
  // Every other module keeps the chunk Rollup gave it. Naming them all matters: Rollup moves a module no
  // manual chunk names into the manual chunk of a module that imports it, which pulled lazily loaded code
  // (Radix Dialog) into the entry.
  const taken = new Set(groups.values());
  for (const chunk of chunks) {
    if (entry.has(chunk)) continue;
    const base = chunk.fileName.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
    let used = false;
    for (const id of chunk.moduleIds) {
      if (groups.has(id)) continue;
      groups.set(id, name);
      used = true;
    }
    if (used) taken.add(name);
  }
  return groups;
}
