import { and, asc, eq } from 'drizzle-orm';
import {
  agencies,
  agencyUsers,
  applicationShares,
  applications,
  applicationStatusChanges,
  companies,
  cultureResults,
  cultureUsers,
  goods,
  licensePeriods,
  licenseSeats,
  purchaseCodes,
  tenants,
} from '../schema';
import type { Db } from '../database';
import { AGENCY_TERMS, createAccount, hashPassword, periodEnd, takeSeat } from '../services';
import { seedPerson } from './accounts';
import { DEMO_INSTITUTION } from './tenants';

/** The demo institution's staff account (institution tab of the login page). */
export const DEMO_AGENCY = {
  loginId: 'demouniv',
  password: 'Demo1234!',
  bizNo: '2208600006',
  purchaseCode: 'DEMO-2026',
  seats: 20,
} as const;
/** Members who sign in under `/demo` and hold a seat of its period. */
export const DEMO_MEMBERS = [
  { email: 'member1@demo.example.com', name: '최학생' },
  { email: 'member2@demo.example.com', name: '정졸업' },
  { email: 'member3@demo.example.com', name: 'Budi Santoso' },
] as const;
export const DEMO_MEMBER_PASSWORD = 'Demo1234!';

async function demoAgency(db: Db): Promise<number> {
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.domain, DEMO_INSTITUTION.domain));
  await db
    .insert(agencies)
    .values({
      tenantId: tenant.id,
      name: DEMO_INSTITUTION.displayName,
      bizNo: DEMO_AGENCY.bizNo,
      country: 'KR',
      zipCode: '03722',
      address: '서울특별시 서대문구 연세로 50',
      subAddress: '학생회관 2층 취업지원센터',
      bossName: '한총장',
    })
    .onConflictDoNothing();
  const [agency] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.tenantId, tenant.id));
  return agency.id;
}

/** The demo institution's staff account, made as the institution sign-up makes one (createAccount). */
async function demoStaff(db: Db, agencyId: number) {
  const [existing] = await db
    .select({ id: agencyUsers.userId })
    .from(agencyUsers)
    .where(eq(agencyUsers.loginId, DEMO_AGENCY.loginId));
  if (existing) return;
  await createAccount(
    {
      email: null,
      passwordHash: await hashPassword(DEMO_AGENCY.password),
      role: 'AGENCY',
      joinType: 'AGENCY',
      person: { name: '이담당', country: 'KR', countryCode: '+82', phoneNumber: '0221234567' },
      consents: Object.fromEntries(AGENCY_TERMS.map((term) => [term, true])),
      language: 'ko',
      domain: DEMO_INSTITUTION.domain,
      now: new Date(),
      firstLogin: false,
      identify: async (tx, user) => {
        await tx.insert(agencyUsers).values({
          userId: user.id,
          agencyId,
          loginId: DEMO_AGENCY.loginId,
          email: 'career@demo-univ.example.com',
          dept: '취업지원센터',
          position: '팀장',
        });
      },
    },
    db,
  );
}

/** The purchase code DEMO-2026 (30 seats of the 6-month goods) and a period in force with 20 seats. */
async function demoLicense(db: Db, agencyId: number) {
  const [item] = await db.select().from(goods).where(eq(goods.code, 'AGENCY-6M'));
  await db
    .insert(purchaseCodes)
    .values({
      code: DEMO_AGENCY.purchaseCode,
      agencyId,
      goodsId: item.id,
      seats: 30,
      amount: 600_000,
      currency: 'KRW',
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validTo: new Date('2028-01-01T00:00:00Z'),
    })
    .onConflictDoNothing();
  const [period] = await db
    .select({ id: licensePeriods.id })
    .from(licensePeriods)
    .where(and(eq(licensePeriods.agencyId, agencyId)))
    .limit(1);
  if (period) return;
  const start = new Date(Date.now() - 14 * 86_400_000);
  await db.insert(licensePeriods).values({
    agencyId,
    name: item.name,
    seatsTotal: DEMO_AGENCY.seats,
    startsAt: start,
    endsAt: periodEnd(start, 'MONTH', 6),
    generationLimit: item.generationLimit,
  });
}

/** Demo members: personal accounts of the `/demo` tenant (their seats are taken by signing in there). */
async function demoMembers(db: Db): Promise<number[]> {
  const ids: number[] = [];
  for (const member of DEMO_MEMBERS)
    ids.push(
      await seedPerson(db, {
        ...member,
        password: DEMO_MEMBER_PASSWORD,
        country: member.email.startsWith('member3') ? 'ID' : 'KR',
        phoneNumber: '01055556666',
        birth: '200203',
        domain: DEMO_INSTITUTION.domain,
        firstLogin: false,
      }),
    );
  return ids;
}

/** The first two members already hold a seat of the period in force; the third takes one by signing in. */
async function demoSeats(db: Db, agencyId: number, memberIds: number[]) {
  const [period] = await db
    .select()
    .from(licensePeriods)
    .where(eq(licensePeriods.agencyId, agencyId))
    .limit(1);
  for (const userId of memberIds.slice(0, 2)) {
    const [held] = await db
      .select({ id: licenseSeats.id })
      .from(licenseSeats)
      .where(and(eq(licenseSeats.periodId, period.id), eq(licenseSeats.userId, userId)));
    if (!held) await takeSeat(period, userId, new Date(period.startsAt.getTime() + 86_400_000), db);
  }
}

/** The seated members' culture results, so the cohort dashboard shows types and averages from the start. */
async function demoCulture(db: Db, memberIds: number[]) {
  const profiles = [
    { aggressive: 7.5, initiative: 8, responsible: 6, individual: 4, communication: 7 },
    { aggressive: 3, initiative: 5.5, responsible: 8.5, individual: 6.5, communication: 4 },
  ];
  for (const [i, userId] of memberIds.slice(0, 2).entries()) {
    const [done] = await db
      .select({ id: cultureResults.id })
      .from(cultureResults)
      .where(eq(cultureResults.userId, userId));
    if (done) continue;
    const [cu] = await db
      .insert(cultureUsers)
      .values({
        userId,
        jobCategoryId: 1,
        jobDetailIds: [],
        domain: DEMO_INSTITUTION.domain,
        completedAt: new Date(),
      })
      .returning();
    await db.insert(cultureResults).values({
      cultureUserCode: cu.code,
      userId,
      ...profiles[i],
      horizontal: 6,
      salary: 5,
      welfare: 6,
      group: 5,
      startup: 6,
      global: 4,
      government: 5,
    });
  }
}

/** A Korean-time calendar day `days` from today, as YYYY-MM-DD. */
function koreanDayFromToday(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The seated members' applications, so the dashboard's weekly count, funnel and upcoming deadlines show
 * numbers from the start: the first member shares their list (named on the dashboard), the second does
 * not (counted only).
 */
async function demoApplications(db: Db, agencyId: number, memberIds: number[]) {
  const known = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(5);
  if (known.length < 5) return;
  const plans = [
    [
      { company: known[0], deadline: 3, path: ['preparing'] },
      { company: known[1], deadline: 10, path: ['preparing'] },
      { company: known[2], deadline: -5, path: ['preparing', 'submitted', 'document_pass', 'interview'] },
    ],
    [
      { company: known[3], deadline: 6, path: ['preparing'] },
      { company: known[4], deadline: -12, path: ['preparing', 'submitted', 'document_pass'] },
    ],
  ] as const;
  for (const [i, userId] of memberIds.slice(0, 2).entries()) {
    const [has] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.userId, userId))
      .limit(1);
    if (has) continue;
    for (const [j, plan] of plans[i].entries()) {
      // Added a week apart, each later status two days after the one before.
      const added = new Date(Date.now() - (20 - j * 7) * 86_400_000);
      const at = (k: number) => new Date(added.getTime() + k * 2 * 86_400_000);
      const [row] = await db
        .insert(applications)
        .values({
          userId,
          companyId: plan.company.id,
          companyName: plan.company.name,
          deadline: koreanDayFromToday(plan.deadline),
          status: plan.path[plan.path.length - 1],
          statusChangedAt: at(plan.path.length - 1),
          createdAt: added,
          updatedAt: at(plan.path.length - 1),
        })
        .returning({ id: applications.id });
      await db
        .insert(applicationStatusChanges)
        .values(plan.path.map((status, k) => ({ applicationId: row.id, status, changedAt: at(k) })));
    }
    if (i === 0) await db.insert(applicationShares).values({ userId, agencyId }).onConflictDoNothing();
  }
}

export type DemoAgencySeed = { agencyId: number; memberIds: number[] };

/** Demo University at `/demo`: its staff, a purchase code, a period in force and members. Idempotent. */
export async function seedDemoAgency(db: Db): Promise<DemoAgencySeed> {
  const agencyId = await demoAgency(db);
  await demoStaff(db, agencyId);
  await demoLicense(db, agencyId);
  const memberIds = await demoMembers(db);
  await demoSeats(db, agencyId, memberIds);
  await demoCulture(db, memberIds);
  await demoApplications(db, agencyId, memberIds);
  return { agencyId, memberIds };
}
