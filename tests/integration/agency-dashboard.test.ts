// The cohort dashboard's numbers against direct counts, who may see it, and sharing: a member shares a
// resume (off by default, revocable), staff read only what is shared with their institution (404 for
// anything else, on the page and the comment action) and their comment reaches the member.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coverLetters, cultureResults, cultureUsers, questions } from '#db/schema';
import { seedReference } from '#db/seed';
import {
  cultureSummary,
  lettersPerWeek,
  memberPage,
  seatUse,
  weekOf,
} from '~/features/agencies/dashboard.server';
import { joinAgencyOnLogin, takeSeat } from '~/features/agencies/seats.server';
import { shareStateOf } from '~/features/agencies/sharing.server';
import { typeOf, type Scores } from '~/features/culture/scoring';
import { db } from '~/lib/db.server';
import { koreanDayStart, koreanWeekIso } from '~/lib/format';
import { loader as dashboard } from '~/routes/($domain)._member.agency.dashboard';
import {
  action as commentAction,
  loader as sharedPage,
} from '~/routes/($domain)._member.agency.shared.$profileId';
import { action as shareAction } from '~/routes/($domain)._member.profile.share';
import { resumeWithTarget } from './letters-helpers';
import { contextFor, createAgency, createMember, createPeriod, answerOf } from './agency-helpers';
import { withTestDatabase } from './test-database';

const database = withTestDatabase();
beforeAll(async () => {
  await seedReference(database().db);
});

const day = 86_400_000;
const viewer = (id: number, role: 'USER' | 'AGENCY') =>
  ({
    id,
    name: 'V',
    email: 'v@example.com',
    role,
    joinType: role === 'AGENCY' ? 'AGENCY' : 'EMAIL',
    firstLogin: false,
    institutionName: null,
  }) as const;

const status = async (run: () => Promise<unknown>) => (await answerOf(run)).status;

async function diagnose(userId: number, scores: Partial<Scores>, at = new Date()) {
  const [cu] = await db()
    .insert(cultureUsers)
    .values({ userId, jobCategoryId: 1, jobDetailIds: [], completedAt: at })
    .returning();
  const base = {
    aggressive: 5,
    initiative: 5,
    responsible: 5,
    individual: 5,
    communication: 5,
    horizontal: 5,
    salary: 5,
    welfare: 5,
    group: 5,
    startup: 5,
    global: 5,
    government: 5,
  };
  await db()
    .insert(cultureResults)
    .values({ cultureUserCode: cu.code, userId, ...base, ...scores, createdAt: at });
}

async function letters(userId: number, profileId: number, dates: Date[], status = 'DONE') {
  const [q] = await db().select().from(questions).limit(1);
  for (const at of dates)
    await db().insert(coverLetters).values({
      userId,
      profileId,
      questionId: q.id,
      questionText: 'Q',
      generationId: crypto.randomUUID(),
      lang: 'ko',
      temperature: 0.7,
      minLetter: 100,
      maxLetter: 500,
      status,
      writer: 'builtin',
      content: 'letter',
      createdAt: at,
    });
}

describe('the cohort dashboard', () => {
  it('counts members, diagnoses, resumes, letters, seats over time and culture types as the database does', async () => {
    const a = await createAgency();
    const now = Date.now();
    const period = await createPeriod(a.agency.id, { seats: 10, startsAt: new Date(now - 60 * day) });
    const people = await Promise.all(Array.from({ length: 5 }, () => createMember()));
    for (let i = 0; i < people.length; i++)
      await takeSeat(period, people[i].id, new Date(now - (40 - i * 7) * day));
    const outsider = await createMember();
    await diagnose(people[0].id, { aggressive: 9 });
    await diagnose(people[0].id, { communication: 10 }, new Date(now - day)); // older result does not count
    await diagnose(people[1].id, { individual: 1 });
    await diagnose(outsider.id, { aggressive: 10 });
    const r0 = await resumeWithTarget(people[0].id);
    await resumeWithTarget(people[2].id);
    const outsiderResume = await resumeWithTarget(outsider.id);
    await letters(people[0].id, r0, [
      new Date(now - 2 * day),
      new Date(now - 9 * day),
      new Date(now - 9 * day),
    ]);
    await letters(people[0].id, r0, [new Date(now - day)], 'FAILED');
    await letters(outsider.id, outsiderResume, [new Date(now - day)]);

    const page = await memberPage(a.agency.id, 1);
    expect(page.total).toBe(5);
    const count = async (q: ReturnType<typeof sql>) =>
      Number(
        ((await db().execute(q)) as unknown as { rows?: { n: number }[] } & { n: number }[]).rows?.[0]?.n ??
          ((await db().execute(q)) as unknown as { n: number }[])[0].n,
      );
    for (const m of page.items) {
      expect(m.resumes).toBe(
        await count(sql`select count(*)::int as n from profile where user_id = ${m.id}`),
      );
      expect(m.letters).toBe(
        await count(
          sql`select count(*)::int as n from cover_letter where user_id = ${m.id} and active and status = 'DONE'`,
        ),
      );
      expect(m.diagnosed).toBe(
        (await count(sql`select count(*)::int as n from culture_result where user_id = ${m.id}`)) > 0,
      );
    }
    expect(page.items.map((m) => m.id)).not.toContain(outsider.id);

    const seats = await seatUse(a.agency.id);
    expect(seats.seatsInForce).toBe(10);
    expect(seats.weeks.at(-1)?.total).toBe(5);
    expect(seats.weeks.reduce((s, w) => s + w.taken, 0)).toBe(5);

    const culture = await cultureSummary(a.agency.id);
    expect(culture.diagnosed).toBe(2);
    const latest0 = {
      aggressive: 9,
      initiative: 5,
      responsible: 5,
      individual: 5,
      communication: 5,
    } as Scores;
    const latest1 = {
      aggressive: 5,
      initiative: 5,
      responsible: 5,
      individual: 1,
      communication: 5,
    } as Scores;
    const expectedTypes = [typeOf(latest0).main, typeOf(latest1).main];
    for (const { group, count: n } of culture.types)
      expect(n).toBe(expectedTypes.filter((g) => g === group).length);
    expect(culture.averages.find((x) => x.scale === 'aggressive')?.average).toBe(7);
    expect(culture.averages.find((x) => x.scale === 'communication')?.average).toBe(5);
    expect(culture.averages.find((x) => x.scale === 'individual')?.average).toBe(7); // shown as 10 − individual

    const weeks = await lettersPerWeek(a.agency.id);
    expect(weeks).toHaveLength(12);
    expect(weeks.reduce((s, w) => s + w.letters, 0)).toBe(3);
    expect(weeks.find((w) => w.week === weekOf(new Date(now - 9 * day)))?.letters).toBeGreaterThanOrEqual(2);
  });

  it('groups letters by Korean-time weeks: one written Monday 00:30 KST (Sunday 15:30 UTC) is that Monday’s', async () => {
    const a = await createAgency();
    const period = await createPeriod(a.agency.id, { seats: 5, startsAt: new Date(Date.now() - 60 * day) });
    const member = await createMember();
    await takeSeat(period, member.id, new Date(Date.now() - 50 * day));
    const resume = await resumeWithTarget(member.id);
    // The Monday of the Korean week three weeks back, 00:30 KST: still the Sunday before in UTC.
    const monday = koreanWeekIso(new Date(Date.now() - 21 * day));
    const early = new Date(koreanDayStart(monday).getTime() + 30 * 60_000);
    expect(early.getUTCDay()).toBe(0);
    await letters(member.id, resume, [early, new Date(early.getTime() - 60 * 60_000)]);
    const weeks = await lettersPerWeek(a.agency.id);
    const weekBefore = new Date(Date.parse(`${monday}T00:00:00Z`) - 7 * day).toISOString().slice(0, 10);
    expect(weeks.find((w) => w.week === monday)?.letters).toBe(1);
    // 23:30 KST on the Sunday before belongs to the week before.
    expect(weeks.find((w) => w.week === weekBefore)?.letters).toBe(1);
  });

  it('is for the institution’s staff only', async () => {
    const a = await createAgency();
    const member = await createMember();
    const url = `http://localhost/${a.domain}/agency/dashboard`;
    expect(
      await status(() =>
        dashboard({
          request: new Request(url),
          params: {},
          context: contextFor(a.domain, viewer(member.id, 'USER')),
        }),
      ),
    ).toBe(404);
    expect(
      await status(() =>
        dashboard({
          request: new Request(url),
          params: {},
          context: contextFor(a.domain, viewer(a.staff.user.id, 'AGENCY')),
        }),
      ),
    ).toBe(200);
    // Under another institution's path (or a deactivated own one, which falls back to /main): the 404 page.
    const b = await createAgency();
    expect(
      await status(() =>
        dashboard({
          request: new Request(`http://localhost/${b.domain}/agency/dashboard`),
          params: {},
          context: contextFor(b.domain, viewer(a.staff.user.id, 'AGENCY')),
        }),
      ),
    ).toBe(404);
  });
});

describe('sharing a resume with the institution', () => {
  async function setUp() {
    const a = await createAgency({ name: 'Share University' });
    await createPeriod(a.agency.id, { seats: 5 });
    const member = await createMember();
    await joinAgencyOnLogin(member, a.domain);
    const resume = await resumeWithTarget(member.id);
    return { a, member, resume };
  }
  const share = (domain: string, userId: number, profileId: number, intent: 'share' | 'unshare') =>
    status(() =>
      shareAction({
        request: new Request(`http://localhost/${domain}/profile/share`, {
          method: 'POST',
          body: new URLSearchParams({ intent, profileId: String(profileId) }),
        }),
        params: {},
        context: contextFor(domain, viewer(userId, 'USER')),
      }),
    );
  const staffOpens = (domain: string, staffId: number, profileId: number | string) =>
    status(() =>
      sharedPage({
        request: new Request(`http://localhost/${domain}/agency/shared/${profileId}`),
        params: { profileId: String(profileId) },
        context: contextFor(domain, viewer(staffId, 'AGENCY')),
      }),
    );
  const staffComments = (domain: string, staffId: number, profileId: number, body: string) =>
    status(() =>
      commentAction({
        request: new Request(`http://localhost/${domain}/agency/shared/${profileId}`, {
          method: 'POST',
          body: new URLSearchParams({ body }),
        }),
        params: { profileId: String(profileId) },
        context: contextFor(domain, viewer(staffId, 'AGENCY')),
      }),
    );

  it('is off by default: staff cannot read an unshared resume, a non-member’s, or a malformed id', async () => {
    const { a, resume } = await setUp();
    expect(await staffOpens(a.domain, a.staff.user.id, resume)).toBe(404);
    expect(await staffComments(a.domain, a.staff.user.id, resume, 'hello')).toBe(404);
    const outsider = await createMember();
    const other = await resumeWithTarget(outsider.id);
    expect(await share(a.domain, outsider.id, other, 'share')).toBe(404);
    expect(await staffOpens(a.domain, a.staff.user.id, other)).toBe(404);
    expect(await staffOpens(a.domain, a.staff.user.id, '99999999999')).toBe(404);
  });

  it('shared: its staff read it and comment, the member sees the comment; another institution’s staff get 404; revoked: 404 again', async () => {
    const { a, member, resume } = await setUp();
    const b = await createAgency();
    // Nobody else can share the member's resume.
    const intruder = await createMember();
    expect(await share(a.domain, intruder.id, resume, 'share')).toBe(404);
    expect(await share(a.domain, member.id, resume, 'share')).toBe(302);
    expect(await staffOpens(a.domain, a.staff.user.id, resume)).toBe(200);
    expect(await staffOpens(b.domain, b.staff.user.id, resume)).toBe(404);
    expect(await staffComments(b.domain, b.staff.user.id, resume, 'not mine')).toBe(404);
    expect(await staffComments(a.domain, a.staff.user.id, resume, '')).toBe(400);
    expect(await staffComments(a.domain, a.staff.user.id, resume, 'Add a number to the first episode.')).toBe(
      302,
    );
    const state = await shareStateOf(member.id, resume);
    expect(state).toMatchObject({ agencyName: 'Share University', shared: true });
    expect(state?.comments.map((c) => c.body)).toEqual(['Add a number to the first episode.']);
    expect(await share(a.domain, member.id, resume, 'unshare')).toBe(302);
    expect(await staffOpens(a.domain, a.staff.user.id, resume)).toBe(404);
    expect((await shareStateOf(member.id, resume))?.comments).toHaveLength(1);
  });
});
