// An institution's (DOMAIN) coupon registers only for members of that institution (issue 26, finding 2):
// a member is whoever holds a seat of one of its license periods (ADR 0013). Anyone else visiting the
// institution's coupon page with the code is refused with the localized "only for members" message and
// nothing is written.
//
// Checked to fail without the protection: with the membership check in registerCoupon
// (app/features/coupons/register.server.ts, `if (!(await isInstitutionMember(...))) throw new
// CouponError('notMember', 403)`) removed, the first test registered the coupon to the non-member and to
// the other institution's member (toast `coupons:wallet.registered`, a wallet row each).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { licenseSeats, userCoupons } from '#db/schema';
import { seedGoods } from '#db/seed/goods';
import type { SessionViewer } from '~/features/accounts/session.server';
import { db } from '~/lib/db.server';
import { action as walletAction } from '~/routes/($domain)._member.account.me.coupon';
import { answerOf, contextFor, createAgency, createPeriod } from './agency-helpers';
import { issuance } from './coupons-helpers';
import { buyer } from './commerce-helpers';
import { withTestDatabase } from './test-database';
import { toastKey } from './route-calls';
import en from '~/locales/en/coupons.json';
import id from '~/locales/id/coupons.json';
import ko from '~/locales/ko/coupons.json';

const database = withTestDatabase();
beforeAll(async () => {
  await seedGoods(database().db);
});

let ipN = 0;
/** The wallet's confirmed Register, posted without JavaScript on `/{domain}/account/me/coupon`. */
function register(domain: string, userId: number, code: string) {
  const viewer = { id: userId, name: 'Kim', email: 'k@example.com', role: 'USER', joinType: 'EMAIL' };
  return answerOf(() =>
    walletAction({
      request: new Request(`http://localhost/${domain}/account/me/coupon`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'register-confirm', couponNumber: code }),
        headers: { 'accept-language': 'en' },
      }),
      params: { domain },
      context: contextFor(domain, viewer as SessionViewer, `203.0.113.${++ipN}`),
    }),
  );
}
const walletOf = (userId: number) => db().select().from(userCoupons).where(eq(userCoupons.userId, userId));
async function seat(agencyId: number, userId: number) {
  const period = await createPeriod(agencyId);
  await db().insert(licenseSeats).values({ periodId: period.id, userId });
}

describe("an institution's coupon", () => {
  it('is refused to a member who is not one of its members, and to another institution’s member', async () => {
    const school = await createAgency();
    const other = await createAgency();
    const { code } = await issuance({ kind: 'DOMAIN', tenantId: school.tenant.id });

    const stranger = await buyer();
    const refused = await register(school.domain, stranger, code);
    expect(refused.status).toBe(302);
    expect(refused.location).toBe(`/${school.domain}/account/me/coupon`);
    expect(toastKey(refused.cookies)).toBe('coupons:errors.notMember');
    expect(await walletOf(stranger)).toHaveLength(0);

    const elsewhere = await buyer();
    await seat(other.agency.id, elsewhere);
    expect(toastKey((await register(school.domain, elsewhere, code)).cookies)).toBe(
      'coupons:errors.notMember',
    );
    expect(await walletOf(elsewhere)).toHaveLength(0);
  });

  it('registers for a seat holder of the institution, on its own page only', async () => {
    const school = await createAgency();
    const { code } = await issuance({ kind: 'DOMAIN', tenantId: school.tenant.id });
    const member = await buyer();
    await seat(school.agency.id, member);
    // Under /main it names no coupon at all (unchanged).
    expect(toastKey((await register('main', member, code)).cookies)).toBe('coupons:errors.invalidCode');
    const done = await register(school.domain, member, code);
    expect(toastKey(done.cookies)).toBe('coupons:wallet.registered');
    expect(await walletOf(member)).toHaveLength(1);
  });

  it('says so in Korean, English and Indonesian', () => {
    expect(ko.errors.notMember).toMatch(/기관/);
    expect(en.errors.notMember).toMatch(/members of its institution/);
    expect(id.errors.notMember).toMatch(/anggota/);
  });
});
