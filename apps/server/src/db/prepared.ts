// Drizzle builds a query's SQL from its builder on every call, which costs more than PGlite takes to run
// a cached statement (about 0.2 ms against 0.08 ms for the sign-in lookup). A prepared query is built once;
// on PostgreSQL its name also makes node-postgres prepare it once per connection. Drizzle ties a prepared
// query to the database it was built on, so each database (tests open many) gets its own.
import type { Database } from './database';

/** `build(db)` once per database, on first use: `const lookup = perDatabase((db) => db.select()….prepare('x'))`. */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
