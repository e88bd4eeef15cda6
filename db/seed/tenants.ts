import { tenants } from '../schema';
import type { Db } from '../database';

export const MAIN_TENANT = { domain: 'main', displayName: 'Career Coach', kind: 'MAIN' } as const;
export const DEMO_INSTITUTION = {
  domain: 'demo',
  displayName: 'Demo University',
  kind: 'INSTITUTION',
} as const;

export async function seedReferenceTenants(db: Db) {
  await db.insert(tenants).values(MAIN_TENANT).onConflictDoNothing({ target: tenants.domain });
}

export async function seedDemoTenants(db: Db) {
  await db.insert(tenants).values(DEMO_INSTITUTION).onConflictDoNothing({ target: tenants.domain });
}
