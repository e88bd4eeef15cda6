// Applications on the cohort dashboard (issue 25 item 6): applications per Korean-time week, the status
// funnel and upcoming deadlines count every member of the institution, while companies and names appear
// only for members who shared their application list with it (opt-in, per member and institution). The
// share toggle is for members holding a seat; staff read a shared list read-only, and get 404 for an
// unshared or withdrawn list, another institution's member, or a malformed id.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, applicationShares, users } from '#db/schema';
import { seedReference } from '#db/seed';
import {
  applicationFunnel,
  applicationsPerWeek,
  APPLICATION_WEEKS,
  upcomingDeadlines,
  weekOf,
} from '~/features/agencies/dashboard.server';
import { takeSeat } from '~/features/agencies/seats.server';
import { createApplication, setApplicationStatus } from '~/features/applications/applications.server';
import type { ApplicationStatus } from '~/features/applications/constants';
import { db } from '~/lib/db.server';
import { koreanDayIso, koreanDayStart, koreanWeekIso } from '~/lib/format';
import { loader as memberApplicationsPage } from '~/routes/($domain)._member.agency.applications.$userId';
import { loader as dashboard } from '~/routes/($domain)._member.agency.dashboard';
import { action as listAction, loader as listLoader } from '~/routes/($domain)._member.applications._index';
import { createAgency, createMember, createPeriod } from './agency-helpers';
import { getRequest, outcome, postRequest, routeContext } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

const day = 86_400_000;
const dayFromToday = (days: number) =>
  new Date(Date.parse(`${koreanDayIso()}T00:00:00Z`) + days * day).toISOString().slice(0, 10);

const asMember = (userId: number, domain: string) => routeContext({ id: userId }, { domain });
const asStaff = (userId: number, domain: string) =>
  routeContext({ id: userId, role: 'AGENCY', joinType: 'AGENCY' }, { domain });
const args = (
  context: ReturnType<typeof routeContext>,
  request: Request,
  params: Record<string, string> = {},
) => ({ request, context, params }) as unknown as LoaderFunctionArgs & ActionFunctionArgs;

/** An institution with a period in force, and members holding its seats, each with a name of their own. */
async function cohort(names: string[]) {
  const a = await createAgency({ name: `Apply Univ ${Math.random().toString(36).slice(2, 7)}` });
  const period = await createPeriod(a.agency.id, { seats: 10, startsAt: new Date(Date.now() - 120 * day) });
  const people = [];
  for (const name of names) {
    const m = await createMember();
    await db().update(users).set({ name }).where(eq(users.id, m.id));
    await takeSeat(period, m.id, new Date(Date.now() - 100 * day));
    people.push({ ...m, name });
  }
  return { a, people };
}

/** An application moved through `path` (after preparing), each change a day apart from `at`. */
async function apply(
  userId: number,
  companyName: string,
  opts: { deadline?: string; at?: Date; path?: ApplicationStatus[]; notes?: string } = {},
) {
  const at = opts.at ?? new Date();
  const made = await createApplication(
    userId,
    { companyName, deadline: opts.deadline, notes: opts.notes ?? '' },
    at,
  );
  if (typeof made === 'string') throw new Error(made);
  for (const [i, status] of (opts.path ?? []).entries())
    await setApplicationStatus(userId, made.id, status, new Date(at.getTime() + (i + 1) * day));
  return made.id;
}

const shareList = (userId: number, domain: string, intent: 'share-list' | 'unshare-list') =>
  outcome(listAction(args(asMember(userId, domain), postRequest(`/${domain}/applications`, { intent }))));

const openList = (staffId: number, domain: string, userId: number | string, path = domain) =>
  outcome(
    memberApplicationsPage(
      args(asStaff(staffId, domain), getRequest(`/${path}/agency/applications/${userId}`), {
        userId: String(userId),
      }),
    ),
  );

async function dashboardOf(staffId: number, domain: string) {
  const answer = await outcome(
    dashboard(args(asStaff(staffId, domain), getRequest(`/${domain}/agency/dashboard`))),
  );
  expect(answer.status).toBe(200);
  return answer.value as Awaited<ReturnType<typeof dashboard>>;
}

describe('applications on the cohort dashboard', () => {
  it('counts every member’s applications per week and through the funnel, and no one else’s', async () => {
    const { a, people } = await cohort(['공유한학생', '숨긴학생']);
    const [shared, hidden] = people;
    const outsider = await createMember();
    const now = Date.now();
    // shared: one interviewed then rejected, one moved straight to an offer; hidden: one submitted, one
    // still preparing; the outsider's never count.
    await apply(shared.id, 'A', {
      at: new Date(now - 20 * day),
      path: ['submitted', 'document_pass', 'interview', 'rejected'],
    });
    await apply(shared.id, 'B', { at: new Date(now - 9 * day), path: ['offer'] });
    await apply(hidden.id, 'C', { at: new Date(now - 9 * day), path: ['submitted'] });
    await apply(hidden.id, 'D', { at: new Date(now - 2 * day) });
    await apply(outsider.id, 'E', { at: new Date(now - 2 * day), path: ['submitted', 'offer'] });
    // Older than the 12 weeks: in the funnel, not in the weekly counts.
    await apply(hidden.id, 'F', { at: new Date(now - 100 * day), path: ['submitted'] });
    await db().insert(applicationShares).values({ userId: shared.id, agencyId: a.agency.id });

    const weeks = await applicationsPerWeek(a.agency.id);
    expect(weeks).toHaveLength(APPLICATION_WEEKS);
    expect(weeks.reduce((s, w) => s + w.applications, 0)).toBe(4);
    expect(
      weeks.find((w) => w.week === weekOf(new Date(now - 20 * day)))?.applications,
    ).toBeGreaterThanOrEqual(1);
    expect(weeks.at(-1)?.week).toBe(weekOf(new Date(now)));

    const funnel = await applicationFunnel(a.agency.id);
    expect(funnel.total).toBe(5);
    expect(Object.fromEntries(funnel.stages.map((s) => [s.stage, s.count]))).toEqual({
      submitted: 4, // A, B (reached an offer), C, F
      document_pass: 2, // A, B
      interview: 2, // A (rejected after it), B
      offer: 1, // B
    });
  });

  it('groups applications by Korean-time weeks: one added Monday 00:30 KST (Sunday 15:30 UTC) is that Monday’s', async () => {
    const { a, people } = await cohort(['주간학생']);
    const monday = koreanWeekIso(new Date(Date.now() - 21 * day));
    const early = new Date(koreanDayStart(monday).getTime() + 30 * 60_000);
    expect(early.getUTCDay()).toBe(0);
    await apply(people[0].id, 'Monday', { at: early });
    await apply(people[0].id, 'Sunday', { at: new Date(early.getTime() - 60 * 60_000) });
    const weeks = await applicationsPerWeek(a.agency.id);
    const weekBefore = new Date(Date.parse(`${monday}T00:00:00Z`) - 7 * day).toISOString().slice(0, 10);
    expect(weeks.find((w) => w.week === monday)?.applications).toBe(1);
    // 23:30 KST on the Sunday before belongs to the week before.
    expect(weeks.find((w) => w.week === weekBefore)?.applications).toBe(1);
  });

  it('counts the next 14 days’ deadlines of everyone, and names only shared members’ companies', async () => {
    const { a, people } = await cohort(['공유한학생', '숨긴학생']);
    const [shared, hidden] = people;
    await apply(shared.id, '공유회사', { deadline: dayFromToday(2), notes: '메모는 비공개' });
    await apply(shared.id, '오늘회사', { deadline: dayFromToday(0) });
    await apply(hidden.id, '비밀회사', { deadline: dayFromToday(5) });
    await apply(hidden.id, '비밀회사둘', { deadline: dayFromToday(13) });
    // Outside the window, already submitted, or past: not upcoming.
    await apply(hidden.id, '먼회사', { deadline: dayFromToday(14) });
    await apply(hidden.id, '낸회사', { deadline: dayFromToday(1), path: ['submitted'] });
    await apply(shared.id, '지난회사', { deadline: dayFromToday(-1) });

    // Before sharing: every deadline counted, none named.
    let upcoming = await upcomingDeadlines(a.agency.id, 'ko');
    expect(upcoming.days).toHaveLength(14);
    expect(upcoming.days[0].day).toBe(koreanDayIso());
    expect(upcoming.total).toBe(4);
    expect(upcoming.named).toEqual([]);
    expect(upcoming.unnamed).toBe(4);

    expect((await shareList(shared.id, a.domain, 'share-list')).status).toBe(302);
    upcoming = await upcomingDeadlines(a.agency.id, 'ko');
    expect(upcoming.total).toBe(4);
    expect(
      Object.fromEntries(upcoming.days.filter((d) => d.applications).map((d) => [d.day, d.applications])),
    ).toEqual({
      [dayFromToday(0)]: 1,
      [dayFromToday(2)]: 1,
      [dayFromToday(5)]: 1,
      [dayFromToday(13)]: 1,
    });
    expect(upcoming.named.map((n) => [n.member, n.company, n.deadline])).toEqual([
      ['공유한학생', '오늘회사', dayFromToday(0)],
      ['공유한학생', '공유회사', dayFromToday(2)],
    ]);
    expect(upcoming.unnamed).toBe(2);

    // The page the staff get: the hidden member's companies appear nowhere in it, nor the notes; the
    // hidden member's name only in the members table (as before), never beside an application.
    const page = await dashboardOf(a.staff.user.id, a.domain);
    const text = JSON.stringify(page);
    expect(text).toContain('공유회사');
    for (const secret of ['비밀회사', '먼회사', '낸회사', '메모는 비공개'])
      expect(text).not.toContain(secret);
    const applicationParts = JSON.stringify([
      page.applications,
      page.funnel,
      page.deadlines,
      page.sharedLists,
    ]);
    expect(applicationParts).not.toContain('숨긴학생');
    expect(page.sharedLists.map((s) => s.member)).toEqual(['공유한학생']);
    expect(page.deadlines.unnamed).toBe(2);

    // Stopped: the names go, the counts stay.
    expect((await shareList(shared.id, a.domain, 'unshare-list')).status).toBe(302);
    upcoming = await upcomingDeadlines(a.agency.id, 'ko');
    expect(upcoming).toMatchObject({ total: 4, unnamed: 4, named: [] });
    expect(JSON.stringify(await dashboardOf(a.staff.user.id, a.domain))).not.toContain('공유회사');
  });
});

describe('sharing the application list', () => {
  it('is offered and allowed only to a member who holds a seat; shares with that institution and stops', async () => {
    const { a, people } = await cohort(['토글학생']);
    const [seated] = people;
    const list = async (userId: number, domain: string) =>
      (await outcome(listLoader(args(asMember(userId, domain), getRequest(`/${domain}/applications`)))))
        .value as Awaited<ReturnType<typeof listLoader>>;

    // Without a seat: no toggle, and a crafted post is the 404 page and shares nothing.
    const seatless = await createMember();
    expect((await list(seatless.id, 'main')).share).toBeNull();
    expect((await shareList(seatless.id, 'main', 'share-list')).status).toBe(404);
    expect((await shareList(seatless.id, a.domain, 'share-list')).status).toBe(404);
    expect(
      await db().select().from(applicationShares).where(eq(applicationShares.userId, seatless.id)),
    ).toEqual([]);

    expect((await list(seated.id, a.domain)).share).toEqual({ agencyName: a.agency.name, shared: false });
    const shared = await shareList(seated.id, a.domain, 'share-list');
    expect(shared.status).toBe(302);
    expect((shared.value as Response).headers.get('Location')).toBe(`/${a.domain}/applications`);
    // Twice is still one share.
    expect((await shareList(seated.id, a.domain, 'share-list')).status).toBe(302);
    const rows = await db().select().from(applicationShares).where(eq(applicationShares.userId, seated.id));
    expect(rows.map((r) => r.agencyId)).toEqual([a.agency.id]);
    expect((await list(seated.id, a.domain)).share).toEqual({ agencyName: a.agency.name, shared: true });

    expect((await shareList(seated.id, a.domain, 'unshare-list')).status).toBe(302);
    expect((await list(seated.id, a.domain)).share).toEqual({ agencyName: a.agency.name, shared: false });
    expect(
      await db().select().from(applicationShares).where(eq(applicationShares.userId, seated.id)),
    ).toEqual([]);
  });

  it('staff read a shared list read-only; unshared, stopped, another institution’s or a malformed id is 404', async () => {
    const { a, people } = await cohort(['읽히는학생', '안읽히는학생']);
    const [open, closed] = people;
    const b = await createAgency();
    await apply(open.id, '열린회사', {
      deadline: dayFromToday(4),
      notes: '비공개 메모',
      path: ['submitted'],
    });
    await apply(closed.id, '닫힌회사', { deadline: dayFromToday(4) });
    expect((await shareList(open.id, a.domain, 'share-list')).status).toBe(302);

    const ok = await openList(a.staff.user.id, a.domain, open.id);
    expect(ok.status).toBe(200);
    const view = ok.value as Awaited<ReturnType<typeof memberApplicationsPage>>;
    expect(view.member).toBe('읽히는학생');
    expect(view.applications.map((x) => [x.companyName, x.status])).toEqual([['열린회사', 'submitted']]);
    expect(JSON.stringify(view)).not.toContain('비공개 메모');

    // A member of the institution who did not share.
    expect((await openList(a.staff.user.id, a.domain, closed.id)).status).toBe(404);
    // Another institution's staff, on their own path, for a list shared with A.
    expect((await openList(b.staff.user.id, b.domain, open.id)).status).toBe(404);
    // ... and under A's path: sent to their own path (where it is 404), never shown.
    const crossed = await openList(b.staff.user.id, a.domain, open.id);
    expect(crossed.status).toBe(302);
    expect((crossed.value as Response).headers.get('Location')).toBe(
      `/${b.domain}/agency/applications/${open.id}`,
    );
    // A member (not staff), a malformed or huge id, a user who never had a seat.
    expect(
      (
        await outcome(
          memberApplicationsPage(
            args(asMember(closed.id, a.domain), getRequest(`/${a.domain}/agency/applications/${open.id}`), {
              userId: String(open.id),
            }),
          ),
        )
      ).status,
    ).toBe(404);
    for (const id of ['abc', '0', '-1', '99999999999', '1e3'])
      expect((await openList(a.staff.user.id, a.domain, id)).status).toBe(404);
    const stranger = await createMember();
    expect((await openList(a.staff.user.id, a.domain, stranger.id)).status).toBe(404);

    // Stopped sharing: 404 again, and the row is gone.
    expect((await shareList(open.id, a.domain, 'unshare-list')).status).toBe(302);
    expect((await openList(a.staff.user.id, a.domain, open.id)).status).toBe(404);
    expect(
      await db()
        .select()
        .from(applicationShares)
        .where(and(eq(applicationShares.userId, open.id), eq(applicationShares.agencyId, a.agency.id))),
    ).toEqual([]);
    // The member's applications are untouched by sharing or stopping.
    expect(await db().select().from(applications).where(eq(applications.userId, open.id))).toHaveLength(1);
  });
});
