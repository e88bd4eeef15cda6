/** A refused coupon action, with its message key (`coupons:errors.<key>`) and HTTP status. */
export type CouponErrorKey =
  | 'enterCode'
  | 'enterTheCode'
  | 'invalidCode'
  /** A DOMAIN coupon, registered by someone who is not a member of its institution. */
  | 'notMember'
  | 'expiredCode'
  | 'alreadyRegistered'
  | 'limitReached'
  | 'soldOut'
  | 'notFound'
  | 'notUsable'
  | 'inUse'
  | 'notPayable'
  /** The member has a pass in force: another one cannot start now (one at a time). */
  | 'passInForce'
  /** The coupon's campaign ended or was switched off after it was put on the order. */
  | 'campaignEnded';

export class CouponError extends Error {
  constructor(
    readonly key: CouponErrorKey,
    readonly status = 400,
  ) {
    super(`coupons: ${key}`);
    this.name = 'CouponError';
  }
}
