// The profiles feature's entry for other features (both sides: no server-only code): what they may use of it.
// Inside the feature, import files directly; from another feature, only this file or index.server.ts (ADR 0018).

export { normaliseUrl } from './constants';
export { ConfirmForm } from './ui/ConfirmForm';
export { EPISODE_LIMITS } from './constants';
