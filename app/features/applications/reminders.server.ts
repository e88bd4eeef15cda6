import { and, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { applications, users } from '#db/schema';
import {
  mailNotifications,
  notificationColumns,
  notYetNotified,
  storeDueNotifications,
} from '~/features/notifications/index.server';
import { db } from '~/lib/db.server';
import { koreanDayIso } from '~/lib/format';
import type { Job } from '~/lib/jobs.server';

/** Reminders before a deadline, in days (issue 25: D-3 and D-1), largest first. */
export const DEADLINE_REMINDER_DAYS = [3, 1] as const;
/** Days an application may stay "submitted" without news before the member is asked to check the result. */
export const CHECK_RESULT_AFTER_DAYS = 14;

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Stores, once per event key, a notification of `kind` for each application of a member still with us
 * that `where` selects (set-based: two instances running at once store each once).
 */
function remindWhere(
  kind: 'applicationDeadline' | 'applicationCheck',
  eventKey: SQL<string>,
  params: SQL,
  where: SQL | undefined,
  now: Date,
) {
  const due = db()
    .select(
      notificationColumns(
        {
          userId: applications.userId,
          eventKey: eventKey.as('event_key'),
          kind: sql<string>`${kind}::text`.as('kind'),
          params: params.as('params'),
          link: sql<string>`'/{domain}/applications/' || ${applications.id}`.as('link'),
        },
        now,
      ),
    )
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(and(isNull(users.withdrawnAt), where, notYetNotified(applications.userId, eventKey)));
  return storeDueNotifications(due);
}

/**
 * Members are reminded of a deadline D-3 and D-1 (Korean days) for applications still being prepared,
 * and asked to check the result once one has been "submitted" for 14 days. Keyed per event (the
 * deadline or the status date is part of the key, so a moved deadline is reminded again), and mailed
 * too unless the member turned reminder mail off. Returns how many were stored.
 */
export async function remindApplications(now = new Date()): Promise<number> {
  const today = koreanDayIso(now);
  let stored = 0;
  for (const [i, days] of DEADLINE_REMINDER_DAYS.entries()) {
    // Within `days` but not yet within the next, smaller step: one reminder per step however late the
    // job first sees it (a deadline added two days ahead gets the D-3 one, saying D-2).
    const nearer = DEADLINE_REMINDER_DAYS[i + 1];
    stored += await remindWhere(
      'applicationDeadline',
      sql<string>`'application-deadline:' || ${applications.id} || ':' || ${applications.deadline} || ':' || ${days}`,
      sql`jsonb_build_object('companyName', ${applications.companyName}, 'deadline', ${applications.deadline}::text, 'days', (${applications.deadline} - ${today}::date))`,
      and(
        eq(applications.status, 'preparing'),
        gte(applications.deadline, today),
        lte(applications.deadline, addDays(today, days)),
        nearer === undefined ? undefined : sql`${applications.deadline} > ${addDays(today, nearer)}::date`,
      ),
      now,
    );
  }
  stored += await remindWhere(
    'applicationCheck',
    sql<string>`'application-check:' || ${applications.id} || ':' || extract(epoch from ${applications.statusChangedAt})::bigint`,
    sql`jsonb_build_object('companyName', ${applications.companyName}, 'days', ${CHECK_RESULT_AFTER_DAYS}::int)`,
    and(
      eq(applications.status, 'submitted'),
      lte(applications.statusChangedAt, new Date(now.getTime() - CHECK_RESULT_AFTER_DAYS * 86_400_000)),
    ),
    now,
  );
  // The same reminders by mail to members who keep reminder mail on (one mail per reminder).
  await mailNotifications(['applicationDeadline', 'applicationCheck'], now);
  return stored;
}

export const applicationRemindersJob: Job = {
  name: 'remind-applications',
  everyMs: 10 * 60_000,
  run: remindApplications,
};
