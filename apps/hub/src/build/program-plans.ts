// The program plans' texts per language (spec section 1: `/locales/{lang}/program_plans.json`, a content
// path beside the app): each `locales/<lang>/program_plans.json` of the repository is written into the
// build at that address (the server sends it as a static file) and served by the development server.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The file of each language folder. */
export const programPlansFile = 'program_plans.json';

/** The languages of `localesDir` that have plan texts, each with its file. */
export function programPlanTextFiles(localesDir: string): { language: string; path: string }[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ language: entry.name, path: join(localesDir, entry.name, programPlansFile) }))
    .filter((file) => existsSync(file.path));
}

/** A language folder's name in an address: letters and a region (`zh-CN`, `fr-CA`), nothing else. */
const addressPattern = /^\/locales\/([A-Za-z]{2,3}(?:-[A-Za-z]{2})?)\/program_plans\.json$/;

/** Emits the plan texts into the build (each checked to be JSON), and serves them in development. */
export function programPlanTexts(localesDir: string): Plugin {
  return {
    name: 'hub-program-plan-texts',
    generateBundle() {
      for (const { language, path } of programPlanTextFiles(localesDir)) {
        const source = readFileSync(path, 'utf8');
        // A broken file fails the build rather than a family's checkout.
        JSON.parse(source);
        this.emitFile({ type: 'asset', fileName: `locales/${language}/${programPlansFile}`, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = addressPattern.exec((request.url ?? '').split('?')[0]!);
        const path = match ? join(localesDir, match[1]!, programPlansFile) : null;
        if (!path || !existsSync(path)) return next();
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(readFileSync(path));
      });
    },
  };
}
