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
}

/** The chunk of every module a first route loads: `entryChunk`, or the names of the routes that load it. */
export function firstRouteGroups(
  chunks: readonly PlannedChunk[],
  hubRoot: string,
  routes: readonly RoutePreload[],
  entryChunk = 'index',
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (start: readonly PlannedChunk[]) => {
    const seen = new Set<PlannedChunk>();
    const visit = (chunk: PlannedChunk | undefined) => {
      if (!chunk || seen.has(chunk)) return;
      seen.add(chunk);
      chunk.imports.forEach((fileName) => visit(byFile.get(fileName)));
    };
    start.forEach(visit);
    return seen;
  };
  const groups = new Map<string, string>();
  const entry = withImports(chunks.filter((chunk) => chunk.isEntry));
  for (const chunk of entry) for (const id of chunk.moduleIds) groups.set(id, entryChunk);

  const root = hubRoot.replace(/\/$/, '');
  const loadedBy = new Map<string, string[]>();
  for (const route of routes) {
    const starts = route.modules.map((module) => {
      const id = `${root}/${module}`;
      const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
      if (!chunk)
        throw new Error(`first-route-chunks: ${module} (route "${route.name}") is not in the build`);
      return chunk;
    });
    for (const chunk of withImports(starts)) {
      if (entry.has(chunk)) continue;
      for (const id of chunk.moduleIds) loadedBy.set(id, [...(loadedBy.get(id) ?? []), route.name]);
    }
  }
  for (const [id, names] of loadedBy)
    groups.set(id, names.length === routes.length ? entryChunk : names.join('_'));
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
