// The coupons feature's server entry for other features: the services they may use of it.
// Inside the feature, import files directly; from another feature, only this file or index.ts (ADR 0018).

export {
  orderCouponAction,
  orderCouponChoices,
  type OrderCouponOption,
  type OrderCouponOther,
} from './order-page.server';
