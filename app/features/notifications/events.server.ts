// The events that notify a member. Each has a key that names it once per user (the table's unique
// `(user_id, event_key)`), a kind whose title and description live in the `notifications` namespace,
// the values they are filled with when read, and a link (`{domain}` is the tenant it is shown under).
import type { Order } from '#db/schema';

export const NOTIFICATION_KINDS = [
  'welcome',
  'paymentCompleted',
  'depositConfirmed',
  'refundCompleted',
  'refundRejected',
  'paymentVoided',
  'lettersFinished',
  'passEnding',
  'couponRegistered',
  'couponExpiring',
  'announcement',
  'applicationDeadline',
  'applicationCheck',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationEvent = {
  key: string;
  kind: NotificationKind;
  params: Record<string, string | number>;
  link: string | null;
};

/**
 * A name written in Korean with the operator's optional English and Indonesian: all three are stored
 * (`couponName`, `couponNameEn`, `couponNameId`) and the reader's is chosen when the notification is shown.
 */
export type NamedInLanguages = { name: string; nameEn?: string | null; nameId?: string | null };

const namesOf = (key: string, named: NamedInLanguages): Record<string, string> => ({
  [key]: named.name,
  ...(named.nameEn ? { [`${key}En`]: named.nameEn } : {}),
  ...(named.nameId ? { [`${key}Id`]: named.nameId } : {}),
});

type OrderFacts = Pick<Order, 'id' | 'orderNumber' | 'orderName' | 'finalAmount' | 'currency'>;

const orderEvent = (kind: NotificationKind, prefix: string, order: OrderFacts): NotificationEvent => ({
  key: `${prefix}:${order.id}`,
  kind,
  params: { orderName: order.orderName, amount: order.finalAmount, currency: order.currency },
  link: `/{domain}/account/me/ticket/detail/${order.orderNumber}`,
});

export const events = {
  /** The welcome pass and free credits at sign-up (once per account). */
  welcome: (credits: number, days: number): NotificationEvent => ({
    key: 'welcome',
    kind: 'welcome',
    params: { credits, days },
    link: '/{domain}/account/me',
  }),
  paymentCompleted: (order: OrderFacts) => orderEvent('paymentCompleted', 'order-paid', order),
  depositConfirmed: (order: OrderFacts) => orderEvent('depositConfirmed', 'deposit-confirmed', order),
  refundCompleted: (order: OrderFacts) => orderEvent('refundCompleted', 'refund-completed', order),
  /** A refund that was not paid out because the pass had been used (the pass is usable again). */
  refundRejected: (order: OrderFacts) => orderEvent('refundRejected', 'refund-rejected', order),
  /** A payment the provider took for an order that could not be fulfilled any more: cancelled at the provider. */
  paymentVoided: (order: OrderFacts) => orderEvent('paymentVoided', 'payment-voided', order),
  /** Every letter of a generation is written (or failed, with at least one written). */
  lettersFinished: (generationId: string, profileId: number, count: number): NotificationEvent => ({
    key: `letters:${generationId}`,
    kind: 'lettersFinished',
    params: { count },
    link: `/{domain}/profile/result?id=${profileId}`,
  }),
  /** A coupon was registered to the member's wallet (the coupons feature calls notify with it). */
  couponRegistered: (coupon: { id: number } & NamedInLanguages): NotificationEvent => ({
    key: `coupon-registered:${coupon.id}`,
    kind: 'couponRegistered',
    params: namesOf('couponName', coupon),
    link: '/{domain}/account/me/coupon',
  }),
  /** A registered coupon ends within 3 days (COUPON_EXPIRY_NOTICE_MS); once per coupon. */
  couponExpiring: (coupon: { id: number; endsAt: Date } & NamedInLanguages): NotificationEvent => ({
    key: `coupon-expiring:${coupon.id}`,
    kind: 'couponExpiring',
    params: { ...namesOf('couponName', coupon), endsAt: coupon.endsAt.toISOString() },
    link: '/{domain}/account/me/coupon',
  }),
};

/** How long before a pass ends its member is told (spec: 1 day). */
export const PASS_ENDING_NOTICE_MS = 24 * 60 * 60 * 1000;
/** How long before a coupon ends its holder is told (issue 13: 3 days). */
export const COUPON_EXPIRY_NOTICE_MS = 3 * 24 * 60 * 60 * 1000;
