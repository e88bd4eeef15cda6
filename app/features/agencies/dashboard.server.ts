import { sql } from 'drizzle-orm';
import { MAX_SCORE, type Scores, type TypeGroup, typeOf, WORK_STYLE_SCALES } from '~/features/culture';
import { db } from '~/lib/db.server';
import { companyNameIn } from '~/lib/romanize';
import { koreanDayIso, koreanDayStart, koreanWeekIso } from '~/lib/format';

export const MEMBERS_PAGE_SIZE = 20;
export const LETTER_WEEKS = 12;
/** Applications are counted per week over as many weeks as letters. */
export const APPLICATION_WEEKS = LETTER_WEEKS;
/** Upcoming deadlines: today (Korean time) and the 13 days after it. */
export const DEADLINE_DAYS = 14;
/** At most this many shared applications are named under the upcoming deadlines (the counts hold them all). */
export const NAMED_DEADLINES = 100;
/** The funnel's stages in order: an application at a stage has passed the ones before it. */
export const FUNNEL_STAGES = ['submitted', 'document_pass', 'interview', 'offer'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

// An institution's members are the people holding a seat of any of its periods (withdrawn ones aside).
const members = (agencyId: number) => sql`
  select s.user_id, min(s.created_at) as joined
  from agency_license_seat s
  join agency_license_period p on p.id = s.period_id
  join app_user u on u.id = s.user_id
  where p.agency_id = ${agencyId} and u.withdrawn_at is null
  group by s.user_id`;

type Row = Record<string, unknown>;
async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db().execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/**
 * The week a moment falls in, as its Monday (YYYY-MM-DD) in Korean time: the weeks the charts group by
 * are the weeks people there live (a letter at Monday 00:30 KST is that Monday's, not the Sunday's).
 */
export function weekOf(date: Date): string {
  return koreanWeekIso(date);
}

/** The members table, a page at a time: name, joined, diagnosis done, resumes and letters written. */
export async function memberPage(agencyId: number, page: number) {
  const list = await rows(sql`
    with m as (${members(agencyId)})
    select m.user_id as id, u.name, m.joined,
      exists (select 1 from culture_result r where r.user_id = m.user_id) as diagnosed,
      (select count(*)::int from profile pr where pr.user_id = m.user_id) as resumes,
      (select count(*)::int from cover_letter c
         where c.user_id = m.user_id and c.active and c.status = 'DONE') as letters
    from m join app_user u on u.id = m.user_id
    order by m.joined desc, m.user_id desc
    limit ${MEMBERS_PAGE_SIZE + 1} offset ${(page - 1) * MEMBERS_PAGE_SIZE}`);
  const [{ total }] = await rows(sql`select count(*)::int as total from (${members(agencyId)}) m`);
  return {
    total: Number(total),
    hasNext: list.length > MEMBERS_PAGE_SIZE,
    items: list.slice(0, MEMBERS_PAGE_SIZE).map((r) => ({
      id: Number(r.id),
      name: String(r.name ?? ''),
      joined: new Date(r.joined as string),
      diagnosed: Boolean(r.diagnosed),
      resumes: Number(r.resumes),
      letters: Number(r.letters),
    })),
  };
}

/** Seats taken per week since the first, cumulated, and the seats of the periods in force now. */
export async function seatUse(agencyId: number, now = new Date()) {
  const weekly = await rows(sql`
    select s.created_at as at from agency_license_seat s
    join agency_license_period p on p.id = s.period_id
    where p.agency_id = ${agencyId}
    order by s.created_at`);
  const [{ seats }] = await rows(sql`
    select coalesce(sum(seats_total), 0)::int as seats from agency_license_period
    where agency_id = ${agencyId} and revoked_at is null and starts_at <= ${now.toISOString()}::timestamptz and ends_at > ${now.toISOString()}::timestamptz`);
  const perWeek = new Map<string, number>();
  for (const r of weekly) {
    const week = weekOf(new Date(r.at as string));
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  let running = 0;
  const weeks = [...perWeek].map(([week, taken]) => ({ week, taken, total: (running += taken) }));
  return { seatsInForce: Number(seats), weeks };
}

/**
 * The members' culture results (each member's latest): how many of each type (the main trait, as the
 * report names it) and the average of each work-style score as the report shows it (Thinking as
 * 10 − individual).
 */
export async function cultureSummary(agencyId: number) {
  const latest = await rows(sql`
    with m as (${members(agencyId)})
    select distinct on (r.user_id) r.aggressive, r.initiative, r.responsible, r.individual, r.communication
    from culture_result r join m on m.user_id = r.user_id
    order by r.user_id, r.created_at desc, r.id desc`);
  const types: Record<TypeGroup, number> = { A: 0, I: 0, R: 0, T: 0, C: 0 };
  const sums = Object.fromEntries(WORK_STYLE_SCALES.map((s) => [s, 0])) as Record<
    (typeof WORK_STYLE_SCALES)[number],
    number
  >;
  for (const r of latest) {
    const scores = Object.fromEntries(WORK_STYLE_SCALES.map((s) => [s, Number(r[s])])) as unknown as Scores;
    types[typeOf(scores).main]++;
    for (const s of WORK_STYLE_SCALES) sums[s] += s === 'individual' ? MAX_SCORE - scores[s] : scores[s];
  }
  const n = latest.length;
  return {
    diagnosed: n,
    types: (Object.keys(types) as TypeGroup[]).map((group) => ({ group, count: types[group] })),
    averages: WORK_STYLE_SCALES.map((scale) => ({
      scale,
      average: n ? Math.round((sums[scale] / n) * 10) / 10 : null,
    })),
  };
}

/** The first moment of the first of `weeks` Korean-time weeks ending with this one (Monday 00:00 KST). */
function weeksSince(now: Date, weeks: number): Date {
  // Korea keeps no daylight saving: weeks are 7 × 24 h.
  return koreanDayStart(weekOf(new Date(now.getTime() - (weeks - 1) * 7 * 86_400_000)));
}

/** Moments counted per Korean-time week from `since`, over `weeks` weeks (empty weeks included). */
function countPerWeek(since: Date, weeks: number, moments: Row[]): { week: string; n: number }[] {
  const counts = new Map<string, number>();
  for (let i = 0; i < weeks; i++) counts.set(weekOf(new Date(since.getTime() + i * 7 * 86_400_000)), 0);
  for (const r of moments) {
    const week = weekOf(new Date(r.at as string));
    if (counts.has(week)) counts.set(week, counts.get(week)! + 1);
  }
  return [...counts].map(([week, n]) => ({ week, n }));
}

/** Letters the members finished per week, over the last 12 weeks (empty weeks included). */
export async function lettersPerWeek(agencyId: number, now = new Date()) {
  const since = weeksSince(now, LETTER_WEEKS);
  const written = await rows(sql`
    with m as (${members(agencyId)})
    select c.created_at as at from cover_letter c join m on m.user_id = c.user_id
    where c.active and c.status = 'DONE' and c.created_at >= ${since.toISOString()}::timestamptz`);
  return countPerWeek(since, LETTER_WEEKS, written).map(({ week, n }) => ({ week, letters: n }));
}

/**
 * Applications the members added per Korean-time week, over the last 12 weeks (empty weeks included).
 * Every member counts, whether or not they shared their list: these are numbers, never names.
 */
export async function applicationsPerWeek(agencyId: number, now = new Date()) {
  const since = weeksSince(now, APPLICATION_WEEKS);
  const added = await rows(sql`
    with m as (${members(agencyId)})
    select a.created_at as at from application a join m on m.user_id = a.user_id
    where a.created_at >= ${since.toISOString()}::timestamptz`);
  return countPerWeek(since, APPLICATION_WEEKS, added).map(({ week, n }) => ({ week, applications: n }));
}

/**
 * Interview questions practised per Korean-time week over the last 12 weeks (issue 40 item 5), by the
 * members who opted in by sharing their application list with this institution: counts only, never a
 * question or an answer. A question practised twice in a week counts once that week.
 */
export async function interviewPracticePerWeek(agencyId: number, now = new Date()) {
  const since = weeksSince(now, APPLICATION_WEEKS);
  const practised = await rows(sql`
    with m as (${members(agencyId)})
    select min(a.created_at) as at from interview_attempt a
    join m on m.user_id = a.user_id
    join agency_application_share sh on sh.user_id = a.user_id and sh.agency_id = ${agencyId}
    where a.created_at >= ${since.toISOString()}::timestamptz
    group by a.question_id, date_trunc('week', a.created_at at time zone 'Asia/Seoul')`);
  return countPerWeek(since, APPLICATION_WEEKS, practised).map(({ week, n }) => ({ week, practised: n }));
}

/**
 * The members' status funnel: of all their applications, how many ever reached submitted, document
 * pass, interview and offer, from the dates of each change (so one rejected after the interview still
 * counts as interviewed). Reaching a stage counts for the stages before it too: an application moved
 * straight to an interview was submitted and passed documents. Every member counts; no names.
 */
export async function applicationFunnel(agencyId: number) {
  const reached = await rows(sql`
    with m as (${members(agencyId)})
    select x.stage, count(*)::int as n from (
      select a.id, coalesce(max(case c.status
        when 'submitted' then 1 when 'document_pass' then 2 when 'interview' then 3 when 'offer' then 4
        end), 0) as stage
      from application a
      join m on m.user_id = a.user_id
      left join application_status_change c on c.application_id = a.id
      group by a.id
    ) x
    group by x.stage`);
  const atStage = new Map(reached.map((r) => [Number(r.stage), Number(r.n)]));
  const total = [...atStage.values()].reduce((a, b) => a + b, 0);
  return {
    total,
    stages: FUNNEL_STAGES.map((stage, i) => ({
      stage,
      count: [...atStage].filter(([s]) => s >= i + 1).reduce((a, [, n]) => a + n, 0),
    })),
  };
}

/** The Korean-time day `days` after a YYYY-MM-DD day. */
function dayAfter(dayIso: string, days: number): string {
  return new Date(Date.parse(`${dayIso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Deadlines of the members' applications still being prepared, today (Korean time) and the 13 days
 * after: how many fall on each day (every member), and by name only those of members who shared their
 * application list with this institution; the others' are only counted (`unnamed`). A listed company
 * is named in the staff's language `lng`.
 */
export async function upcomingDeadlines(agencyId: number, lng: string, now = new Date()) {
  const first = koreanDayIso(now);
  const last = dayAfter(first, DEADLINE_DAYS - 1);
  const [perDay, named] = await Promise.all([
    rows(sql`
      with m as (${members(agencyId)})
      select a.deadline::text as day, count(*)::int as n,
        count(*) filter (where exists (
          select 1 from agency_application_share sh
          where sh.user_id = a.user_id and sh.agency_id = ${agencyId}))::int as shared
      from application a join m on m.user_id = a.user_id
      where a.status = 'preparing' and a.deadline between ${first}::date and ${last}::date
      group by a.deadline`),
    // Names come only from the shared lists: the others' companies never leave the database.
    rows(sql`
      with m as (${members(agencyId)})
      select a.id, a.user_id, u.name as member, a.company_id, a.company_name, c.name_en as company_name_en,
        a.posting_title, a.deadline::text as deadline
      from application a
      left join company c on c.id = a.company_id
      join m on m.user_id = a.user_id
      join agency_application_share sh on sh.user_id = a.user_id and sh.agency_id = ${agencyId}
      join app_user u on u.id = a.user_id
      where a.status = 'preparing' and a.deadline between ${first}::date and ${last}::date
      order by a.deadline, u.name, a.id
      limit ${NAMED_DEADLINES}`),
  ]);
  const byDay = new Map(perDay.map((r) => [String(r.day), { n: Number(r.n), shared: Number(r.shared) }]));
  const days = Array.from({ length: DEADLINE_DAYS }, (_, i) => {
    const day = dayAfter(first, i);
    return { day, applications: byDay.get(day)?.n ?? 0 };
  });
  const total = days.reduce((a, d) => a + d.applications, 0);
  const shared = [...byDay.values()].reduce((a, d) => a + d.shared, 0);
  return {
    today: first,
    days,
    total,
    /** Applications of members who did not share their list: a count, never a name. */
    unnamed: total - shared,
    named: named.map((r) => ({
      id: Number(r.id),
      userId: Number(r.user_id),
      member: String(r.member ?? ''),
      company: r.company_id
        ? companyNameIn(lng, String(r.company_name), r.company_name_en as string | null)
        : String(r.company_name),
      posting: (r.posting_title as string | null) ?? null,
      deadline: String(r.deadline),
    })),
    /** Shared applications past NAMED_DEADLINES, counted but not listed. */
    namedMore: Math.max(0, shared - named.length),
  };
}

/** Members who shared their application list with the institution, newest first, with how many they keep. */
export async function sharedApplicationLists(agencyId: number) {
  const list = await rows(sql`
    select sh.user_id as id, u.name as member, sh.shared_at,
      (select count(*)::int from application a where a.user_id = sh.user_id) as applications
    from agency_application_share sh
    join app_user u on u.id = sh.user_id
    where sh.agency_id = ${agencyId} and u.withdrawn_at is null
    order by sh.shared_at desc, sh.user_id desc limit 50`);
  return list.map((r) => ({
    id: Number(r.id),
    member: String(r.member ?? ''),
    sharedAt: new Date(r.shared_at as string),
    applications: Number(r.applications),
  }));
}

/** Resumes members shared with the institution, newest first. */
export async function sharedResumes(agencyId: number) {
  const list = await rows(sql`
    select sh.profile_id as id, pr.name as title, u.name as member, sh.created_at as shared_at
    from agency_resume_share sh
    join profile pr on pr.id = sh.profile_id
    join app_user u on u.id = sh.user_id
    where sh.agency_id = ${agencyId} and u.withdrawn_at is null
    order by sh.created_at desc limit 50`);
  return list.map((r) => ({
    id: Number(r.id),
    title: (r.title as string | null) ?? null,
    member: String(r.member ?? ''),
    sharedAt: new Date(r.shared_at as string),
  }));
}
