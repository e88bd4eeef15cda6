// The agencies feature's entry for other features (both sides: no server-only code): what they may use of it.
// Inside the feature, import files directly; from another feature, only this file or index.server.ts (ADR 0018).

export { BusinessInfoSection } from './BusinessInfo';
export { InstitutionBadge } from './InstitutionBadge';
export { bizNoDigits, formatBizNo, isValidBizNo } from './bizno';
