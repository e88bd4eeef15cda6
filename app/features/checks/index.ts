// The checks feature's entry for other features (both sides): the panel and its reply's type (ADR 0018).
export { CheckPanel } from './ui/CheckPanel';
export type { CheckReply } from './types';
