// The hub's tables, in one pg-core schema shared by PGlite and node-postgres. Each area keeps its own
// tables beside its code, in src/<area>/schema.ts; this index gathers them for drizzle-kit
// (drizzle.config.ts) and for the schema-typed database (database.ts). Area code imports its tables from
// its area's schema.ts, not from here.
//
// The areas' schema files import only drizzle-orm, db/columns.ts and each other (drizzle-kit loads them with
// require(), which cannot read the workspace's TypeScript sources), and point one way: account's tables
// (accounts, users) point at no other area's; stats' players are pointed at by onboarding; billing's tables
// by checkout and admin.
export * from '../account/schema';
export * from '../admin/schema';
export * from '../auth/schema';
export * from '../billing/schema';
export * from '../checkout/schema';
export * from '../coaching/schema';
export * from '../content/schema';
export * from '../onboarding/schema';
export * from '../platform/schema';
export * from '../shell/schema';
export * from '../stats/schema';
