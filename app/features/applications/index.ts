// The applications feature's entry for other features (both sides: no server-only code) (ADR 0018).
export { MATERIAL_LIMITS } from './constants';
