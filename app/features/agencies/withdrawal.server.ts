import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { agencies, agencyUsers, licensePeriods, tenants } from '#db/schema';
import type { Db } from '~/lib/db.server';

type Tx = Pick<Db, 'select' | 'update'>;

/**
 * A staff account may not withdraw while its institution has a license period that has not ended
 * (members hold or may take its seats, and it may still be refunded): the page points to support.
 */
export class InstitutionInForceError extends Error {
  constructor() {
    super('institution has a license period in force');
  }
}

/**
 * Called in the withdrawal's transaction, before the staff row goes (ADR 0020). For anyone but staff it
 * does nothing. A staff account whose institution has a period that has not ended (not revoked) is
 * refused with `InstitutionInForceError`. When the last staff account of an institution withdraws, the
 * institution withdraws with it: its business number is released (unique only among institutions that
 * have not withdrawn, so sign-up step 1 and find ID both say "not registered" and it can sign up again),
 * its status is SUSPENDED and its tenant is deactivated (`/{domain}` goes to the main service; the
 * domain stays reserved, so old links never reach another institution). Orders and periods stay.
 */
export async function withdrawInstitutionOf(tx: Tx, userId: number, now: Date): Promise<void> {
  const [staff] = await tx
    .select({ agencyId: agencyUsers.agencyId, tenantId: agencies.tenantId })
    .from(agencyUsers)
    .innerJoin(agencies, eq(agencies.id, agencyUsers.agencyId))
    .where(eq(agencyUsers.userId, userId))
    .for('update', { of: agencies });
  if (!staff) return;
  const [inForce] = await tx
    .select({ id: licensePeriods.id })
    .from(licensePeriods)
    .where(
      and(
        eq(licensePeriods.agencyId, staff.agencyId),
        isNull(licensePeriods.revokedAt),
        gt(licensePeriods.endsAt, now),
      ),
    )
    .limit(1);
  if (inForce) throw new InstitutionInForceError();
  const [otherStaff] = await tx
    .select({ id: agencyUsers.userId })
    .from(agencyUsers)
    .where(and(eq(agencyUsers.agencyId, staff.agencyId), ne(agencyUsers.userId, userId)))
    .limit(1);
  if (otherStaff) return;
  await tx
    .update(agencies)
    .set({ withdrawnAt: now, status: 'SUSPENDED', updatedAt: now })
    .where(eq(agencies.id, staff.agencyId));
  await tx.update(tenants).set({ active: false }).where(eq(tenants.id, staff.tenantId));
}
