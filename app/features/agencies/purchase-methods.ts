// How an institution pays its order on /agency, without zod so the page can list the choices: by card
// (Toss), or by bank transfer (the order's payment type SELF).
export const PAYMENT_METHODS = ['CARD', 'SELF'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
