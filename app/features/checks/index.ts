// The checks feature's entry for other features (both sides): the panel, its parts for a form that
// carries its own textarea (the result screen's letter editor), and its reply's type (ADR 0018).
export { BlindSwitches, CheckReport } from './ui/CheckPanel';
export type { CheckReply } from './types';
