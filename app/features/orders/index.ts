// The orders feature's entry for other features (both sides: no server-only code): what they may use of it.
// Inside the feature, import files directly; from another feature, only this file or index.server.ts (ADR 0018).

export { OrderLink, OrderPayment, TicketTable, TicketTableHead, type TicketRow } from './TicketOrderParts';
export { DetailLine } from './DetailLine';
export { localized, type Translated } from './localized';
export { CommerceError } from './errors';
export { durationKey } from './view';
