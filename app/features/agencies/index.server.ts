// The agencies feature's server entry for other features: the services they may use of it.
// Inside the feature, import files directly; from another feature, only this file or index.ts (ADR 0018).

export { businessOf, type BusinessInfo } from './purchase.server';
export { takeSeat } from './seats.server';
export { setApplicationsShared } from './sharing.server';
export { AGENCY_TERMS } from './signup-checks';
