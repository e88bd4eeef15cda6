import crypto from 'node:crypto';
import { and, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import { agencies, agencyOrders, goods, licensePeriods, purchaseCodes, tenants } from '#db/schema';
import { bizNoDigits } from '~/features/agencies';
import { parseMoney } from '~/lib/money';
import { db } from '~/lib/db.server';
import { logOperatorAction, updateLogged } from './admins.server';
import type { GrantPeriodForm, PurchaseCodeForm } from './agency-schemas';
import type { AgencyStatus } from '#db/schema/enums';

const day = (value: string) => new Date(`${value}T00:00:00Z`);

/** An institution named by its business number or its domain (the console's forms take either). */
export async function agencyByKey(key: string) {
  const digits = bizNoDigits(key);
  const [row] = await db()
    .select({ agency: agencies, domain: tenants.domain })
    .from(agencies)
    .innerJoin(tenants, eq(tenants.id, agencies.tenantId))
    .where(digits.length === 10 ? eq(agencies.bizNo, digits) : eq(tenants.domain, key.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Institutions, searched by name, business number or domain; with their staff ids, members and periods. */
export async function agencyList(query: string) {
  const q = query.trim().slice(0, 50);
  const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return db()
    .select({
      id: agencies.id,
      name: agencies.name,
      bizNo: agencies.bizNo,
      status: agencies.status,
      domain: tenants.domain,
      tenantActive: tenants.active,
      createdAt: agencies.createdAt,
      loginIds: sql<string>`coalesce((select string_agg(u.login_id, ', ') from agency_user u where u.agency_id = ${agencies.id}), '')`,
      members: sql<number>`(select count(distinct s.user_id)::int from agency_license_seat s join agency_license_period p on p.id = s.period_id where p.agency_id = ${agencies.id})`,
      periods: sql<number>`(select count(*)::int from agency_license_period p where p.agency_id = ${agencies.id})`,
    })
    .from(agencies)
    .innerJoin(tenants, eq(tenants.id, agencies.tenantId))
    .where(
      q
        ? or(
            ilike(agencies.name, like),
            eq(agencies.bizNo, bizNoDigits(q) || '-'),
            eq(tenants.domain, q.toLowerCase()),
          )
        : undefined,
    )
    .orderBy(desc(agencies.createdAt))
    .limit(100);
}

type Operator = { id: number };

/** Suspend or reinstate an institution (logged). */
export async function setAgencyStatus(operator: Operator, agencyId: number, status: AgencyStatus) {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(agencies).where(eq(agencies.id, agencyId)).for('update');
    if (!before) return false;
    const [after] = await tx
      .update(agencies)
      .set({ status, updatedAt: new Date() })
      .where(eq(agencies.id, agencyId))
      .returning();
    await logOperatorAction(tx, {
      adminUserId: operator.id,
      action: `agency.${status === 'ACTIVE' ? 'reinstate' : 'suspend'}`,
      targetType: 'agency',
      targetId: agencyId,
      before: { status: before.status },
      after: { status: after.status },
    });
    return true;
  });
}

/** Deactivate or reactivate an institution's tenant: `/{domain}` then falls back to /main (logged). */
export async function setTenantActive(operator: Operator, agencyId: number, active: boolean) {
  return db().transaction(async (tx) => {
    const [agency] = await tx.select().from(agencies).where(eq(agencies.id, agencyId));
    if (!agency) return false;
    const [before] = await tx.select().from(tenants).where(eq(tenants.id, agency.tenantId)).for('update');
    await tx.update(tenants).set({ active }).where(eq(tenants.id, agency.tenantId));
    await logOperatorAction(tx, {
      adminUserId: operator.id,
      action: active ? 'tenant.activate' : 'tenant.deactivate',
      targetType: 'tenant',
      targetId: agency.tenantId,
      before: { active: before.active },
      after: { active },
    });
    return true;
  });
}

/** Goods a purchase code may sell: institution goods on sale. */
export function agencyGoods() {
  return db()
    .select()
    .from(goods)
    .where(and(eq(goods.agencyFlag, true), eq(goods.hidden, false)))
    .orderBy(goods.sortOrder, goods.id);
}

/** Purchase codes, newest first, with the orders that used them. */
export async function purchaseCodeList() {
  return db()
    .select({
      id: purchaseCodes.id,
      code: purchaseCodes.code,
      agencyName: agencies.name,
      goodsName: goods.name,
      seats: purchaseCodes.seats,
      amount: purchaseCodes.amount,
      currency: purchaseCodes.currency,
      validFrom: purchaseCodes.validFrom,
      validTo: purchaseCodes.validTo,
      active: purchaseCodes.active,
      orders: sql<number>`(select count(*)::int from ${agencyOrders} o where o.purchase_code_id = ${purchaseCodes.id})`,
    })
    .from(purchaseCodes)
    .innerJoin(goods, eq(goods.id, purchaseCodes.goodsId))
    .leftJoin(agencies, eq(agencies.id, purchaseCodes.agencyId))
    .orderBy(desc(purchaseCodes.createdAt))
    .limit(200);
}

export type CodeProblem = { field: keyof PurchaseCodeForm; key: string };

/** A new purchase code (logged). Institution goods only; the code unique (a duplicate is a field error). */
export async function createPurchaseCode(
  operator: Operator,
  form: PurchaseCodeForm,
): Promise<CodeProblem | null> {
  const [item] = await db()
    .select()
    .from(goods)
    .where(and(eq(goods.code, form.goodsCode), eq(goods.agencyFlag, true)));
  if (!item) return { field: 'goodsCode', key: 'admin:codes.errors.goods' };
  const amount = parseMoney(form.price, item.currency);
  if (amount === null) return { field: 'price', key: 'admin:codes.errors.price' };
  const agency = form.agency ? await agencyByKey(form.agency) : null;
  if (form.agency && !agency) return { field: 'agency', key: 'admin:codes.errors.agency' };
  const code = form.code || `INST-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
  return db().transaction(async (tx) => {
    const [created] = await tx
      .insert(purchaseCodes)
      .values({
        code,
        agencyId: agency?.agency.id ?? null,
        goodsId: item.id,
        seats: form.seats,
        amount,
        currency: item.currency,
        validFrom: day(form.validFrom),
        validTo: day(form.validTo),
      })
      .onConflictDoNothing({ target: purchaseCodes.code })
      .returning();
    if (!created) return { field: 'code', key: 'admin:codes.errors.duplicate' } as CodeProblem;
    await logOperatorAction(tx, {
      adminUserId: operator.id,
      action: 'purchaseCode.create',
      targetType: 'purchaseCode',
      targetId: created.id,
      before: null,
      after: created,
    });
    return null;
  });
}

export async function setPurchaseCodeActive(operator: Operator, id: number, active: boolean) {
  const action = active ? 'purchaseCode.activate' : 'purchaseCode.deactivate';
  const log = { adminUserId: operator.id, action, targetType: 'purchaseCode' };
  return (await updateLogged(purchaseCodes, id, { active, updatedAt: new Date() }, log)) !== null;
}

/** License periods across institutions, newest first. */
export async function periodList() {
  return db()
    .select({
      id: licensePeriods.id,
      agencyName: agencies.name,
      domain: tenants.domain,
      name: licensePeriods.name,
      startsAt: licensePeriods.startsAt,
      endsAt: licensePeriods.endsAt,
      seatsUsed: licensePeriods.seatsUsed,
      seatsTotal: licensePeriods.seatsTotal,
      joinOpen: licensePeriods.joinOpen,
      orderId: licensePeriods.orderId,
      revokedAt: licensePeriods.revokedAt,
    })
    .from(licensePeriods)
    .innerJoin(agencies, eq(agencies.id, licensePeriods.agencyId))
    .innerJoin(tenants, eq(tenants.id, agencies.tenantId))
    .orderBy(desc(licensePeriods.createdAt))
    .limit(200);
}

/** Open or close a period for new members (logged). */
export async function setJoinOpen(operator: Operator, periodId: number, joinOpen: boolean) {
  const log = {
    adminUserId: operator.id,
    action: joinOpen ? 'period.open' : 'period.close',
    targetType: 'period',
  };
  return (await updateLogged(licensePeriods, periodId, { joinOpen }, log)) !== null;
}

/** A period's seats, never below the seats in use (a conditional UPDATE; logged). */
export async function setPeriodSeats(operator: Operator, periodId: number, seats: number) {
  return db().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(licensePeriods)
      .where(eq(licensePeriods.id, periodId))
      .for('update');
    if (!before) return 'missing' as const;
    const [after] = await tx
      .update(licensePeriods)
      .set({ seatsTotal: seats })
      .where(and(eq(licensePeriods.id, periodId), gte(sql`${seats}`, licensePeriods.seatsUsed)))
      .returning();
    if (!after) return 'belowUsed' as const;
    await logOperatorAction(tx, {
      adminUserId: operator.id,
      action: 'period.seats',
      targetType: 'period',
      targetId: periodId,
      before: { seatsTotal: before.seatsTotal },
      after: { seatsTotal: seats },
    });
    return 'ok' as const;
  });
}

/** A period granted by hand for a deal paid outside the product (logged). */
export async function grantPeriod(operator: Operator, form: GrantPeriodForm) {
  const agency = await agencyByKey(form.agency);
  if (!agency) return { field: 'agency' as const, key: 'admin:periods.errors.agency' };
  await db().transaction(async (tx) => {
    const [created] = await tx
      .insert(licensePeriods)
      .values({
        agencyId: agency.agency.id,
        name: form.name,
        seatsTotal: form.seats,
        startsAt: day(form.startsAt),
        endsAt: day(form.endsAt),
        generationLimit: form.generationLimit ? Number(form.generationLimit) : null,
      })
      .returning();
    await logOperatorAction(tx, {
      adminUserId: operator.id,
      action: 'period.grant',
      targetType: 'period',
      targetId: created.id,
      before: null,
      after: created,
    });
  });
  return null;
}
