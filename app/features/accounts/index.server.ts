// The accounts feature's server entry for other features: the services they may use of it.
// Inside the feature, import files directly; from another feature, only this file or index.ts (ADR 0018).

export { grantWelcomeBenefits } from './benefits.server';
export { createAccount, type NewAccount } from './create-account.server';
export { publicOrigin, requireMember, requireOperator, requireViewer } from './guards.server';
export { attemptPassword, loginLimiters, type LoginResult } from './login.server';
export { activePass, creditBalance, returnPassUse, TICKET_PAGE_SIZE, usePass } from './passes.server';
export { mailResetLink } from './password-flows.server';
export { hashPassword, verifyPassword } from './password.server';
export { applicantContactOf, isUniqueViolation, normaliseEmail, type ApplicantContact } from './users.server';
