import type { Db } from '../database';
import { invalidateReferenceData } from '../services';
import { DEMO_USER, seedDemoAccounts } from './accounts';
import { DEMO_ADMIN, DEMO_BUYER, DEMO_SAVER, seedCommerceAccounts } from './commerce-accounts';
import { seedCulture } from './culture';
import { seedGoods } from './goods';
import { seedDemoProfiles } from './profiles';
import { seedQuestions } from './questions';
import { seedRecruits } from './recruits';
import { seedDemoTenants, seedReferenceTenants } from './tenants';
import { DEMO_AGENCY, DEMO_MEMBER_PASSWORD, DEMO_MEMBERS, seedDemoAgency } from './agencies';

/** A login a newcomer can use, printed at start-up. Later features add theirs. */
export type DemoAccount = { label: string; login: string; password: string };

/** Reference data: always present, every run, on every database. Idempotent. */
export async function seedReference(db: Db) {
  await seedReferenceTenants(db);
  await seedCulture(db);
  await seedRecruits(db);
  await seedQuestions(db);
  await seedGoods(db);
  invalidateReferenceData();
}

/** Demo data: accounts and their content, for trying the product. Idempotent. */
export async function seedDemo(db: Db): Promise<DemoAccount[]> {
  await seedDemoTenants(db);
  await seedDemoAccounts(db);
  await seedDemoProfiles(db);
  await seedCommerceAccounts(db);
  await seedDemoAgency(db);
  return [
    { label: 'Personal user', login: DEMO_USER.email, password: DEMO_USER.password },
    {
      label: 'Member whose welcome pass ended (to buy with)',
      login: DEMO_BUYER.email,
      password: DEMO_BUYER.password,
    },
    {
      label: 'Member to try discount coupons with (SAVE10, FREE100)',
      login: DEMO_SAVER.email,
      password: DEMO_SAVER.password,
    },
    { label: 'Operator (ADMIN, /main/admin)', login: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    {
      label: 'Institution staff (Demo University, /demo/login?userType=AGENCY; purchase code DEMO-2026)',
      login: DEMO_AGENCY.loginId,
      password: DEMO_AGENCY.password,
    },
    ...DEMO_MEMBERS.map((m, i) => ({
      label:
        i < 2
          ? 'Demo University member (holds a seat; sign in at /demo)'
          : 'Demo University member (takes a seat by signing in at /demo)',
      login: m.email,
      password: DEMO_MEMBER_PASSWORD,
    })),
  ];
}

export async function seed(db: Db, opts: { demo: boolean }): Promise<DemoAccount[]> {
  await seedReference(db);
  return opts.demo ? seedDemo(db) : [];
}
