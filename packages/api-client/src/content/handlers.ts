// MSW handlers of resources and tutorials (issue 14): one world per story state (`contentHandlers(state)`):
// `content` every published item, served in the asked language with English standing in item by item;
// `search` the same (kept as a name for stories that open with a search: every state filters by `search`
// with @hub/domain's matchesContentSearch); `empty` no item; `dev` staff's view, where
// `include_unpublished=true` adds the drafts (anyone else asking for them gets 403); `loading` never
// answers; `failed` answers 500.
import { matchesContentSearch } from '@hub/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBodies } from '../msw/error-bodies';
import { loading, pageOf, respond, serverError } from '../msw/states';
import { contentFixtures, contentItemIn } from './fixtures';
import type { ContentItem } from './schemas';

const paths = {
  resources: '*/api/v2/content/resources/',
  tutorials: '*/api/v2/content/tutorials/',
} as const;

/** The states stories show. */
export const contentStates = ['content', 'search', 'empty', 'dev', 'loading', 'failed'] as const;
export type ContentState = (typeof contentStates)[number];

export function contentHandlers(state: ContentState = 'content'): HttpHandler[] {
  if (state === 'loading' || state === 'failed') {
    const answer = state === 'loading' ? loading() : serverError();
    return Object.values(paths).map((path) => http.get(path, respond(answer)));
  }
  const list = (section: ContentItem['section']) =>
    http.get(section === 'resource' ? paths.resources : paths.tutorials, ({ request }) => {
      const url = new URL(request.url);
      const drafts = section === 'resource' && url.searchParams.get('include_unpublished') === 'true';
      if (drafts && state !== 'dev') return HttpResponse.json(errorBodies.forbidden, { status: 403 });
      if (state === 'empty') return HttpResponse.json(pageOf([]));
      const language = url.searchParams.get('language') || 'en';
      const search = url.searchParams.get('search') ?? '';
      const items = contentFixtures
        .filter((fixture) => fixture.item.section === section && (fixture.item.published || drafts))
        .map((fixture) => contentItemIn(fixture, language))
        .filter((item) => matchesContentSearch(item, search));
      return HttpResponse.json(pageOf(items));
    });
  return [list('resource'), list('tutorial')];
}
