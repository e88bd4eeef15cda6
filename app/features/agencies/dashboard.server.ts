import { sql } from 'drizzle-orm';
import { MAX_SCORE, type Scores, type TypeGroup, typeOf, WORK_STYLE_SCALES } from '~/features/culture';
import { db } from '~/lib/db.server';
import { koreanDayStart, koreanWeekIso } from '~/lib/format';

export const MEMBERS_PAGE_SIZE = 20;
export const LETTER_WEEKS = 12;

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

/** Letters the members finished per week, over the last 12 weeks (empty weeks included). */
export async function lettersPerWeek(agencyId: number, now = new Date()) {
  // From Monday 00:00 KST of the first of the 12 weeks (Korea keeps no daylight saving: weeks are 7 × 24 h).
  const since = koreanDayStart(weekOf(new Date(now.getTime() - (LETTER_WEEKS - 1) * 7 * 86_400_000)));
  const written = await rows(sql`
    with m as (${members(agencyId)})
    select c.created_at as at from cover_letter c join m on m.user_id = c.user_id
    where c.active and c.status = 'DONE' and c.created_at >= ${since.toISOString()}::timestamptz`);
  const counts = new Map<string, number>();
  for (let i = 0; i < LETTER_WEEKS; i++)
    counts.set(weekOf(new Date(since.getTime() + i * 7 * 86_400_000)), 0);
  for (const r of written) {
    const week = weekOf(new Date(r.at as string));
    if (counts.has(week)) counts.set(week, counts.get(week)! + 1);
  }
  return [...counts].map(([week, letters]) => ({ week, letters }));
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
