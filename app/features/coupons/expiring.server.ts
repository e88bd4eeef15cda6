import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { couponIssuances, userCoupons, users } from '#db/schema';
import {
  COUPON_EXPIRY_NOTICE_MS,
  notificationColumns,
  notYetNotified,
  storeDueNotifications,
} from '~/features/notifications/index.server';
import { db } from '~/lib/db.server';
import type { Job } from '~/lib/jobs.server';

/**
 * Members holding an unused coupon that ends within 3 days are told once per coupon (the
 * `couponExpiring` event). One set-based `INSERT … SELECT … ON CONFLICT DO NOTHING` on the unique
 * `(user_id, event_key)`, so instances running it at once store each notification once. `endsAt` is
 * the last moment the coupon can be used (its end is exclusive), so the date shown is its last day.
 */
export async function notifyCouponsExpiring(now = new Date()): Promise<number> {
  const eventKey = sql<string>`'coupon-expiring:' || ${userCoupons.id}`;
  const due = db()
    .select(
      notificationColumns(
        {
          userId: userCoupons.userId,
          eventKey: eventKey.as('event_key'),
          kind: sql<string>`'couponExpiring'`.as('kind'),
          params:
            sql`jsonb_strip_nulls(jsonb_build_object('couponName', ${couponIssuances.name}, 'couponNameEn', ${couponIssuances.nameEn}, 'couponNameId', ${couponIssuances.nameId}, 'endsAt', ${couponIssuances.validTo} - interval '1 millisecond'))`.as(
              'params',
            ),
          link: sql<string>`'/{domain}/account/me/coupon'`.as('link'),
        },
        now,
      ),
    )
    .from(userCoupons)
    .innerJoin(couponIssuances, eq(couponIssuances.id, userCoupons.issuanceId))
    .innerJoin(users, eq(users.id, userCoupons.userId))
    .where(
      and(
        isNull(users.withdrawnAt),
        isNull(userCoupons.usedAt),
        eq(couponIssuances.active, true),
        lte(couponIssuances.validFrom, now),
        gt(couponIssuances.validTo, now),
        lte(couponIssuances.validTo, new Date(now.getTime() + COUPON_EXPIRY_NOTICE_MS)),
        notYetNotified(userCoupons.userId, eventKey),
      ),
    );
  return storeDueNotifications(due);
}

export const couponExpiringJob: Job = {
  name: 'notify-coupons-expiring',
  everyMs: 5 * 60_000,
  run: notifyCouponsExpiring,
};
