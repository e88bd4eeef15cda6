// The one door from db/ into the app (ADR 0018). The command-line tools (cli.ts, import.ts, admin-create.ts)
// open the app's database with its settings, and the seeds write accounts, passes and seats with the
// app's own services, through the features' entries, so demo data is what the product itself would write.
// Everything else in db/ (schema, migrations, seed data, import parsing) imports nothing from app/: lint
// enforces both.
export { openDatabase, type Database } from '../app/lib/db.server';
export { env, wantsDemoData } from '../app/lib/env.server';
export { invalidateReferenceData } from '../app/lib/reference-cache.server';
export { TERMS } from '../app/features/accounts';
export { createAccount, hashPassword } from '../app/features/accounts/index.server';
export { grantAdmin } from '../app/features/admin/index.server';
export { AGENCY_TERMS, takeSeat } from '../app/features/agencies/index.server';
export { periodEnd } from '../app/features/orders/index.server';
