// Column builders the areas' tables share (src/<area>/schema.ts). Like those files, this one imports only
// drizzle-orm: drizzle-kit loads it with require().
import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at`: when the row was written, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
