// The kinds of coupon campaign, for the operator's forms on both sides (no zod: the page's bundle stays small).
export { COUPON_KINDS } from '#db/schema/enums';
