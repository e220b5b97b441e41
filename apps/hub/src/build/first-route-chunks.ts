// Fewer, larger chunks for the first routes people visit (issue 15). Rollup splits the lazy routes'
// modules by every combination of the routes that share them: /login fetched 27 files and the signed-in
// home as many, most under 1 KiB gzip. On a phone each is a request, and Lighthouse's simulated mobile
// network pays for them six at a time. So the build runs twice:
// 1. a plan build (in memory, not minified) shows where Rollup puts every module;
// 2. the real build groups the first routes' modules (route-preloads.ts) with `manualChunks`:
//    - a module in the entry's chunks stays in the entry;
//    - a module every first route loads joins the entry too (each first visit fetches it anyway);
//    - any other module a first route loads goes into one chunk per set of first routes that load it
//      (`login`, `login_passwordreset_start`, `home_account`, ...).
// Each first route then loads exactly the modules it loaded before, in a handful of files. Modules no
// first route loads are left to Rollup; later routes import the grouped chunks as they imported the small
// ones. The plan comes from Rollup's own chunks rather than from walking imports because only Rollup knows
// which imports survive tree-shaking. docs/decisions.md "First-route chunks".
import type { RoutePreload } from './route-preloads';

/** What the plan needs of an output chunk (Rollup's OutputChunk). */
export interface PlannedChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
}

/** The chunk of every module a first route loads: `entryChunk`, or the names of the routes that load it. */
export function firstRouteGroups(
  chunks: readonly PlannedChunk[],
  hubRoot: string,
  routes: readonly RoutePreload[],
  entryChunk = 'index',
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
  const entry = closure(
    chunks.filter((chunk) => chunk.isEntry),
    false,
  );
  for (const chunk of entry) for (const id of chunk.moduleIds) groups.set(id, entryChunk);

  const root = hubRoot.replace(/\/$/, '');
  // Per first route: the chunks it loads (what the entry loads aside), and the chunks it loads later, on
  // demand (Radix Select's, the mobile menu's panel) with their static imports. (Not further: the shell's
  // links lead to every other route.)
  const loads = routes.map((route) => {
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
  for (const chunk of chunks) {
    const loadedBy = loads.filter(({ now }) => now.has(chunk));
    if (loadedBy.length === 0) continue;
    const group =
      loadedBy.length === routes.length ? entryChunk : loadedBy.map(({ route }) => route).join('_');
    // A chunk another first route loads on demand stays on its own: in the group it would bring the
    // group along (Radix's small parts, which the home shows and /login's Select loads later, had made
    // /login fetch the whole home chunk after its first paint).
    if (group !== entryChunk && loads.some(({ now, later }) => !now.has(chunk) && later.has(chunk))) continue;
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
