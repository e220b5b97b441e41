// The program plans' texts per language (spec section 1): `/locales/{lang}/program_plans.json`, a static
// file beside the app (not under /api), fetched per language and merged into the translations. The hub
// reads each plan's name and description by these message ids.
import { checkoutKeys } from './keys';
import { staleTimes } from '@hub/domain';
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { programPlanTextsSchema, type ProgramPlanTexts } from './schemas';

/** The path of a language's plan texts. */
export function programPlanTextsPath(language: string): string {
  return `/locales/${encodeURIComponent(language)}/program_plans.json`;
}

/** `GET /locales/{lang}/program_plans.json`: each plan's name and description by its id. */
export function getProgramPlanTexts(
  api: ApiClient,
  language: string,
  signal?: AbortSignal,
): Promise<CallResult<ProgramPlanTexts>> {
  return api.call(programPlanTextsPath(language), { signal, schema: programPlanTextsSchema });
}

/** A plan's message ids in the translations. */
export function programPlanMessageIds(planId: string) {
  return { name: `programPlan.${planId}.name`, description: `programPlan.${planId}.description` };
}

/** The texts as messages to merge into a language's translations (ids of `programPlanMessageIds`). */
export function programPlanMessages(texts: ProgramPlanTexts): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [planId, text] of Object.entries(texts)) {
    const ids = programPlanMessageIds(planId);
    messages[ids.name] = text.name;
    if (text.description) messages[ids.description] = text.description;
  }
  return messages;
}

/** A language's plan texts; translations never go stale (spec section 9). */
export function programPlanTextsQueryOptions(api: ApiClient, language: string) {
  return queryOptions({
    queryKey: checkoutKeys.programPlanTexts(language),
    queryFn: async ({ signal }) => unwrap(await getProgramPlanTexts(api, language, signal)),
    staleTime: staleTimes.translations,
  });
}
