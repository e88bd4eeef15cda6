import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import { passes, users } from '#db/schema';
import { db } from '~/lib/db.server';
import type { Job } from '~/lib/jobs.server';
import { PASS_ENDING_NOTICE_MS } from './events.server';
import { notificationColumns, notYetNotified, storeDueNotifications } from './notifications.server';

/**
 * Members whose pass ends within a day are told once per pass. One set-based
 * `INSERT … SELECT … ON CONFLICT DO NOTHING`: the unique `(user_id, event_key)` makes two instances
 * running it at once store each notification once. Returns how many this run stored.
 */
export async function notifyPassesEnding(now = new Date()): Promise<number> {
  const eventKey = sql<string>`'pass-ending:' || ${passes.id}`;
  const due = db()
    .select(
      notificationColumns(
        {
          userId: passes.userId,
          eventKey: eventKey.as('event_key'),
          kind: sql<string>`'passEnding'`.as('kind'),
          params: sql`jsonb_build_object('passName', ${passes.name}, 'endsAt', ${passes.endsAt})`.as(
            'params',
          ),
          link: sql<string>`'/{domain}/account/me/ticket'`.as('link'),
        },
        now,
      ),
    )
    .from(passes)
    .innerJoin(users, eq(users.id, passes.userId))
    .where(
      and(
        isNull(users.withdrawnAt),
        ne(passes.status, 'REFUND'),
        lte(passes.startsAt, now),
        gt(passes.endsAt, now),
        lte(passes.endsAt, new Date(now.getTime() + PASS_ENDING_NOTICE_MS)),
        notYetNotified(passes.userId, eventKey),
      ),
    );
  return storeDueNotifications(due);
}

export const passEndingJob: Job = {
  name: 'notify-passes-ending',
  everyMs: 5 * 60_000,
  run: notifyPassesEnding,
};
