// The content area's table (issue 14): resources and tutorials.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** Resources and tutorials, one row per item and language (English is the one that stands in). */
export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    section: text('section').notNull(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    url: text('url').notNull().default(''),
    durationMinutes: integer('duration_minutes'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    published: boolean('published').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('content_items_section_slug_language_key').on(table.section, table.slug, table.language),
    check('content_items_section_check', sql`${table.section} in ('resource', 'tutorial')`),
    check('content_items_kind_check', sql`${table.kind} in ('article', 'video', 'game_directions')`),
  ],
);
