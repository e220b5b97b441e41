import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemas } from '@hub/api-client';
import { uiLanguages } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { programPlanTextFiles } from './program-plans';

const localesDir = fileURLToPath(new URL('../../../../locales', import.meta.url));
/** The plans of the demo and of README's production example. */
const planIds = ['monthly', 'half_year', 'yearly', 'prepaid_year'];

describe('the program plan texts (/locales/{lang}/program_plans.json)', () => {
  const files = programPlanTextFiles(localesDir);

  it('exist for all ten languages', () => {
    expect(files.map((file) => file.language).sort()).toEqual(
      uiLanguages.map((language) => language.code).sort(),
    );
  });

  it.each(uiLanguages.map((language) => language.code))('name and describe every plan in %s', (language) => {
    const text = JSON.parse(
      readFileSync(join(localesDir, language, 'program_plans.json'), 'utf8'),
    ) as unknown;
    // Read as the hub reads it (the client's schema, through Standard Schema).
    const result = schemas.programPlanTextsSchema['~standard'].validate(text) as {
      value?: Record<string, { name: string; description?: string }>;
      issues?: unknown[];
    };
    expect(result.issues).toBeUndefined();
    const parsed = result.value!;
    expect(Object.keys(parsed).sort()).toEqual([...planIds].sort());
    for (const id of planIds) {
      expect(parsed[id]!.name.trim()).not.toBe('');
      expect(parsed[id]!.description?.trim()).not.toBe('');
    }
  });

  it('are translated: no language but English has the English names', () => {
    const english = JSON.parse(readFileSync(join(localesDir, 'en', 'program_plans.json'), 'utf8')) as Record<
      string,
      { name: string }
    >;
    for (const { language, path } of files.filter((file) => file.language !== 'en')) {
      const texts = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { name: string }>;
      expect(texts.yearly!.name, language).not.toBe(english.yearly!.name);
    }
  });
});
