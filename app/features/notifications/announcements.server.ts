import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { announcements, notifications, users } from '#db/schema';
import { logOperatorAction } from '~/features/admin/index.server';
import { db } from '~/lib/db.server';
import { notificationColumns } from './notifications.server';
import type { AnnouncementInput } from './schemas';

/**
 * An operator's announcement: stored once, then one notification per member of the audience (every
 * tenant's, or one tenant's) in a single `INSERT … SELECT … ON CONFLICT DO NOTHING`, and a line in
 * the operator log, all in one transaction. Returns the announcement and how many members got it.
 */
export async function sendAnnouncement(adminUserId: number, input: AnnouncementInput) {
  return db().transaction(async (tx) => {
    const [announcement] = await tx
      .insert(announcements)
      .values({ adminUserId, domain: input.domain, title: input.title, body: input.body, link: input.link })
      .returning();
    const audience = tx
      .select(
        notificationColumns({
          userId: users.id,
          eventKey: sql<string>`${`announcement:${announcement.id}`}::varchar`.as('event_key'),
          kind: sql<string>`'announcement'`.as('kind'),
          params: sql`'{}'::jsonb`.as('params'),
          link: sql<string | null>`${input.link}::varchar`.as('link'),
          announcementId: sql<number>`${announcement.id}::int`.as('announcement_id'),
        }),
      )
      .from(users)
      .where(and(isNull(users.withdrawnAt), input.domain ? eq(users.domain, input.domain) : undefined));
    const delivered = await tx
      .insert(notifications)
      .select(audience)
      .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
      .returning({ id: notifications.id });
    await logOperatorAction(tx, {
      adminUserId,
      action: 'ANNOUNCEMENT_SEND',
      targetType: 'ANNOUNCEMENT',
      targetId: announcement.id,
      before: null,
      after: { ...input, recipients: delivered.length },
    });
    return { id: announcement.id, recipients: delivered.length };
  });
}

/** The latest announcements with their sender and how many members got each. */
export async function recentAnnouncements(limit = 20) {
  return db()
    .select({
      id: announcements.id,
      title: announcements.title,
      domain: announcements.domain,
      createdAt: announcements.createdAt,
      sender: users.email,
      recipients: sql<number>`(select count(*)::int from ${notifications} where ${notifications.announcementId} = ${announcements.id})`,
    })
    .from(announcements)
    .innerJoin(users, eq(users.id, announcements.adminUserId))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
}
