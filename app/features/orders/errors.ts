/** A refusal in buying, with the commerce message key it shows (`commerce:errors.<key>`) and its status. */
export type CommerceErrorKey =
  | 'notFound'
  | 'noGoods'
  | 'ticketInUse'
  | 'agencyOnly'
  | 'cardKrwOnly'
  | 'notPayable'
  | 'notRefundable'
  | 'passUsed'
  | 'refundRequested'
  | 'paymentsOff'
  | 'notWaiting'
  | 'couponEnded'
  | 'passInForce'
  | 'paybackRequired';

export class CommerceError extends Error {
  constructor(
    readonly key: CommerceErrorKey,
    readonly status = 400,
  ) {
    super(`commerce: ${key}`);
    this.name = 'CommerceError';
  }
}
