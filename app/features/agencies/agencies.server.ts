import { and, eq, isNull } from 'drizzle-orm';
import { agencies, agencyUsers, tenants, users, type Agency, type AgencyUser } from '#db/schema';
import { db } from '~/lib/db.server';
import type { InstitutionEdit } from './institution-edit';

/** The institution whose tenant is `domain` (any status), or null for main and unknown domains. */
export async function agencyByDomain(domain: string): Promise<Agency | null> {
  const [row] = await db()
    .select({ agency: agencies })
    .from(agencies)
    .innerJoin(tenants, eq(tenants.id, agencies.tenantId))
    .where(eq(tenants.domain, domain))
    .limit(1);
  return row?.agency ?? null;
}

/** The institution registered with this business number (one that withdrew has released it), or null. */
export async function agencyByBizNo(bizNo: string): Promise<Agency | null> {
  const [row] = await db()
    .select()
    .from(agencies)
    .where(and(eq(agencies.bizNo, bizNo), isNull(agencies.withdrawnAt)))
    .limit(1);
  return row ?? null;
}

export type StaffAccount = { agency: Agency; staff: AgencyUser; domain: string; tenantActive: boolean };

/** A staff account's institution, its staff row and its tenant's domain; null for anyone else. */
export async function staffAccount(userId: number): Promise<StaffAccount | null> {
  const [row] = await db()
    .select({ agency: agencies, staff: agencyUsers, domain: tenants.domain, tenantActive: tenants.active })
    .from(agencyUsers)
    .innerJoin(agencies, eq(agencies.id, agencyUsers.agencyId))
    .innerJoin(tenants, eq(tenants.id, agencies.tenantId))
    .where(eq(agencyUsers.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Whether an active institution holds this tenant (its staff may sign in, its members may join). */
export async function isActiveAgency(agencyId: number): Promise<boolean> {
  const [row] = await db()
    .select({ id: agencies.id })
    .from(agencies)
    .where(and(eq(agencies.id, agencyId), eq(agencies.status, 'ACTIVE')));
  return Boolean(row);
}

/**
 * An institution's own edit (its staff account): the institution, its tenant's display name (the
 * header), the manager on the user and staff rows — in one transaction.
 */
export async function updateInstitution(userId: number, input: InstitutionEdit) {
  const account = await staffAccount(userId);
  if (!account) return null;
  const now = new Date();
  return db().transaction(async (tx) => {
    await tx
      .update(agencies)
      .set({
        name: input.agencyName,
        bossName: input.bossName,
        country: input.country,
        zipCode: input.zipCode,
        address: input.address,
        subAddress: input.subAddress,
        updatedAt: now,
      })
      .where(eq(agencies.id, account.agency.id));
    await tx
      .update(tenants)
      .set({ displayName: input.agencyName })
      .where(eq(tenants.id, account.agency.tenantId));
    await tx
      .update(agencyUsers)
      .set({ dept: input.dept, position: input.position, email: input.email })
      .where(eq(agencyUsers.userId, userId));
    const [user] = await tx
      .update(users)
      .set({
        name: input.managerName,
        country: input.country,
        countryCode: input.countryCode,
        phoneNumber: input.phoneNumber,
        language: input.country === 'ID' ? 'id' : 'ko',
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning();
    return user;
  });
}
