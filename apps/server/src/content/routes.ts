// Resources and tutorials (issue 14; docs/decisions.md "Coaching calls"): `GET /api/v2/content/resources/`
// and `GET /api/v2/content/tutorials/`, each item in the language asked for (the user's by default) with the
// English text standing in item by item (`translated: false`), ordered by position, searched by
// @hub/domain's `matchesContentSearch`. Unpublished resources only for staff (`include_unpublished=true`).
import {
  contentQuerySchema,
  fallbackLanguage,
  isUiLanguage,
  matchesContentSearch,
  type ContentSection,
} from '@hub/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { checkedQuery } from '../admin/staff';
import { withUser } from '../auth/principal';
import type { AppEnv } from '../http/context';
import { forbidden } from '../http/errors';
import { paginate } from '../http/pagination';
import { route } from '../http/route';
import { contentItems } from './schema';

type ContentRow = typeof contentItems.$inferSelect;

function contentJson(row: ContentRow, english: ContentRow, translated: boolean) {
  return {
    id: english.id,
    slug: english.slug,
    section: english.section,
    kind: english.kind,
    title: row.title,
    summary: row.summary,
    body: row.body,
    url: row.url !== '' ? row.url : english.url,
    duration_minutes: english.durationMinutes,
    tags: english.tags,
    language: row.language,
    translated,
    published: english.published,
    position: english.position,
  };
}

function contentList(section: ContentSection, allowDrafts: boolean) {
  return withUser(async (c, { user }) => {
    const { db } = c.var.settings;
    const query = checkedQuery(c, contentQuerySchema);
    if (query.include_unpublished && !(allowDrafts && user.isStaff)) throw forbidden();
    const language = query.language ?? (isUiLanguage(user.language) ? user.language : fallbackLanguage);
    const rows = await db
      .select()
      .from(contentItems)
      .where(
        and(
          eq(contentItems.section, section),
          inArray(contentItems.language, [...new Set([fallbackLanguage, language])]),
          query.include_unpublished ? undefined : eq(contentItems.published, true),
        ),
      )
      .orderBy(asc(contentItems.position), asc(contentItems.slug));
    const translations = new Map(
      rows.filter((row) => row.language === language).map((row) => [row.slug, row]),
    );
    // An item exists in English; its translation, where there is one, is served instead.
    const items = rows
      .filter((row) => row.language === fallbackLanguage)
      .map((english) => {
        const translation = translations.get(english.slug);
        return contentJson(
          translation ?? english,
          english,
          translation !== undefined || language === fallbackLanguage,
        );
      })
      .filter((item) => matchesContentSearch(item, query.search));
    const page = await paginate(
      c,
      async () => items.length,
      async (limit, offset) => items.slice(offset, offset + limit),
    );
    return c.json(page);
  });
}

export function contentRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/content/resources/', { GET: contentList('resource', true) });
  route(app, '/api/v2/content/tutorials/', { GET: contentList('tutorial', false) });
}
