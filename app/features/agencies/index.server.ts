// The agencies feature's server entry for other features: the services they may use of it.
// Inside the feature, import files directly; from another feature, only this file or index.ts (ADR 0018).

export { staffAccount, type StaffAccount } from './agencies.server';
export { businessOf, type BusinessInfo } from './purchase.server';
export { joinAgencyOnLogin, joinToast, takeSeat } from './seats.server';
export { InstitutionInForceError, withdrawInstitutionOf } from './withdrawal.server';
export { requireOwnPath } from './own-tenant.server';
export { setApplicationsShared } from './sharing.server';
export { AGENCY_TERMS } from './signup-checks';
