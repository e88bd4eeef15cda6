// The orders feature's server entry for other features: the services they may use of it.
// Inside the feature, import files directly; from another feature, only this file or index.ts (ADR 0018).

export { chooseBankTransfer, markDepositReceived } from './bank-transfer.server';
export { grantOrderPass, periodEnd, PURCHASED_SOURCES } from './grant-pass.server';
export { consumeOrderCoupon, couponActive } from './held-coupon.server';
export { goodsNamesIn } from './goods-names.server';
export { newOrderNumber, ownOrder } from './orders.server';
export { completeTransferRefund, openPayback } from './refunds.server';
export { lockMember, passInForce } from './settle.server';
export type { TicketOrder } from './ticket-orders.server';
