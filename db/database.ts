import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The drizzle handle over this schema, on PostgreSQL or PGlite: what services and seeds are given. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
