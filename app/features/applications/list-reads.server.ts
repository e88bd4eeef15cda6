// The applications list's reads, sent on every view of /applications: prepared once per database
// (`preparedQuery`, issue 39), so drizzle does not build their SQL text again on every request.
import { and, asc, eq, sql, type Placeholder } from 'drizzle-orm';
import {
  applicationCalendars,
  applications,
  companies,
  profiles,
  questions,
  users,
  type Application,
} from '#db/schema';
import { preparedQuery, type Db } from '~/lib/db.server';
import { open } from '~/lib/sealed.server';
import { APPLICATION_PAGE_SIZE, type ApplicationStatus } from './constants';

export type ApplicationRow = Pick<
  Application,
  'id' | 'companyId' | 'companyName' | 'postingTitle' | 'deadline' | 'status' | 'statusChangedAt'
> & { questionCount: number; profileId: number | null; companyNameEn: string | null };

const listColumns = {
  id: applications.id,
  companyId: applications.companyId,
  companyName: applications.companyName,
  /** A Korean company's English name, which English and Indonesian pages show (companyNameIn). */
  companyNameEn: sql<
    string | null
  >`(select c.name_en from ${companies} c where c.id = ${applications.companyId})`,
  postingTitle: applications.postingTitle,
  deadline: applications.deadline,
  status: applications.status,
  statusChangedAt: applications.statusChangedAt,
  profileId: applications.profileId,
  questionCount:
    sql<number>`(select count(*)::int from ${questions} q where q.application_id = ${applications.id} and q.active)`.mapWith(
      Number,
    ),
};

/** The member's resumes (newest first, at most 200), to choose the one an application was sent with. */
export const resumeChoices = (userId: number | Placeholder) => sql<{ id: number; name: string }[]>`(
  select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name)
    order by r.updated_at desc, r.id desc), '[]'::json)
  from (select p.id, p.name, p.updated_at from ${profiles} p where p.user_id = ${userId}
    order by p.updated_at desc, p.id desc limit 200) r)`;

const userId = sql.placeholder('userId');

/** The member's applications by deadline (those without one last), of one status when `byStatus`. */
function listIn(d: Db, byStatus: boolean, paged: boolean) {
  const query = d
    .select(listColumns)
    .from(applications)
    .where(
      byStatus
        ? and(eq(applications.userId, userId), eq(applications.status, sql.placeholder('status')))
        : eq(applications.userId, userId),
    )
    .orderBy(sql`${applications.deadline} asc nulls last`, asc(applications.id))
    .$dynamic();
  if (paged) query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));
  const name = `applications_${paged ? 'page' : 'all'}${byStatus ? '_of_status' : ''}`;
  return query.prepare(name);
}
const pageStatement = preparedQuery((d) => listIn(d, false, true));
const pageOfStatusStatement = preparedQuery((d) => listIn(d, true, true));
const allStatement = preparedQuery((d) => listIn(d, false, false));

/**
 * A page of the member's applications by deadline (soonest first; those without one last), optionally of
 * one status (how many there are comes with applicationsOverview's counts).
 */
export async function listApplications(
  userId: number,
  opts: { status: ApplicationStatus | null; page: number },
): Promise<ApplicationRow[]> {
  const paging = { userId, limit: APPLICATION_PAGE_SIZE, offset: (opts.page - 1) * APPLICATION_PAGE_SIZE };
  return opts.status
    ? pageOfStatusStatement().execute({ ...paging, status: opts.status })
    : pageStatement().execute(paging);
}

/** Every application of the member (at most MAX_APPLICATIONS), for the board by status. */
export async function allApplications(userId: number): Promise<ApplicationRow[]> {
  return allStatement().execute({ userId });
}

const overviewStatement = preparedQuery((d) =>
  d
    .select({
      counts: sql<Partial<Record<ApplicationStatus, number>> | null>`(
        select json_object_agg(c.status, c.n) from (select a.status, count(*)::int n
          from ${applications} a where a.user_id = ${userId} group by a.status) c)`,
      resumes: resumeChoices(userId),
      sealed: sql<string | null>`(select k.token_sealed from ${applicationCalendars} k
        where k.user_id = ${userId} and k.revoked_at is null limit 1)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('applications_overview'),
);

/**
 * The applications page's frame in one query: how many applications the member has of each status, their
 * resumes to choose from (newest first) and their calendar address's token in force (or null).
 */
export async function applicationsOverview(userId: number) {
  const [row] = await overviewStatement().execute({ userId });
  return {
    counts: row?.counts ?? {},
    resumes: row?.resumes ?? [],
    calendarToken: row?.sealed ? open(row.sealed) : null,
  };
}
