import { boolean, pgEnum, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { TENANT_KINDS } from './enums';

export const tenantKind = pgEnum('tenant_kind', TENANT_KINDS);

export const tenants = pgTable('tenant', {
  id: serial('id').primaryKey(),
  domain: varchar('domain', { length: 10 }).notNull().unique(),
  displayName: varchar('display_name', { length: 100 }).notNull(),
  kind: tenantKind('kind').notNull().default('INSTITUTION'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Tenant = typeof tenants.$inferSelect;
