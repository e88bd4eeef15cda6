// The guard modules (app/features/accounts/guards.server.ts; an institution's staff pages:
// app/features/agencies/staff-guards.server.ts), where loaders and actions say who may see a page:
// visitors go to the login, the wrong kind of account gets 404 (403 for a password change without a
// password), an institution's cohort answers under its own path only.
import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { admins } from '#db/schema';
import {
  refuseStaff,
  requireMember,
  requireOperator,
  requirePasswordAccount,
  requireViewer,
} from '~/features/accounts/guards.server';
import { requireStaff, requireStaffOfTenant } from '~/features/agencies/staff-guards.server';
import { db } from '~/lib/db.server';
import type { SessionViewer } from '~/lib/viewer';
import { answerOf, contextFor, createAgency, createMember } from './agency-helpers';
import { withTestDatabase } from './test-database';

withTestDatabase();

const viewer = (id: number, role: 'USER' | 'AGENCY', joinType: SessionViewer['joinType'] = 'EMAIL') =>
  ({ id, name: 'N', email: 'n@example.com', role, joinType, firstLogin: false }) satisfies SessionViewer;
const page = (domain: string, path = '/account/me/coupon?page=2') =>
  new Request(`http://localhost/${domain}${path}`);
const status = async (run: () => unknown) => (await answerOf(async () => run())).status;

describe('guards', () => {
  it('a visitor on a signed-in page goes to the login and comes back', async () => {
    const answer = await answerOf(async () => requireMember(page('main'), contextFor('main')));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(
      `/main/login?redirectTo=${encodeURIComponent('/main/account/me/coupon?page=2')}`,
    );
    expect((await answerOf(async () => requireViewer(page('main'), contextFor('main')))).location).toBe(
      answer.location,
    );
  });

  it('member pages: a member passes, an institution’s staff gets 404', async () => {
    const member = await createMember();
    const a = await createAgency();
    expect(requireMember(page('main'), contextFor('main', viewer(member.id, 'USER'))).id).toBe(member.id);
    expect(
      await status(() => requireMember(page('main'), contextFor('main', viewer(a.staff.user.id, 'AGENCY')))),
    ).toBe(404);
    expect(() => refuseStaff(contextFor('main'))).not.toThrow();
    expect(() => refuseStaff(contextFor('main', viewer(member.id, 'USER')))).not.toThrow();
    expect(await status(() => refuseStaff(contextFor('main', viewer(a.staff.user.id, 'AGENCY'))))).toBe(404);
  });

  it('institution pages: the staff’s own institution; a member, or an AGENCY role without a staff row, gets 404', async () => {
    const a = await createAgency();
    const member = await createMember();
    const account = await requireStaff(
      page(a.domain),
      contextFor(a.domain, viewer(a.staff.user.id, 'AGENCY')),
    );
    expect(account).toMatchObject({ domain: a.domain, agency: { id: a.agency.id } });
    expect(
      await status(() => requireStaff(page('main'), contextFor('main', viewer(member.id, 'USER')))),
    ).toBe(404);
    expect(
      await status(() => requireStaff(page('main'), contextFor('main', viewer(member.id, 'AGENCY')))),
    ).toBe(404);
    expect((await answerOf(() => requireStaff(page('main'), contextFor('main')))).status).toBe(302);
  });

  it('the tenant check: the cohort answers under the institution’s own path only', async () => {
    const a = await createAgency();
    const b = await createAgency();
    const staff = viewer(a.staff.user.id, 'AGENCY');
    const own = await requireStaffOfTenant(page(a.domain), contextFor(a.domain, staff));
    expect(own.agency.id).toBe(a.agency.id);
    expect(await status(() => requireStaffOfTenant(page(b.domain), contextFor(b.domain, staff)))).toBe(404);
    expect(await status(() => requireStaffOfTenant(page('main'), contextFor('main', staff)))).toBe(404);
  });

  it('the operator console: 404 for visitors and members, the operator passes', async () => {
    const member = await createMember();
    const operator = await createMember();
    await db().insert(admins).values({ userId: operator.id });
    const ctx = (v: AppLoadContext['viewer']) => contextFor('main', v);
    expect(await status(() => requireOperator(ctx(null)))).toBe(404);
    expect(await status(() => requireOperator(ctx(viewer(member.id, 'USER'))))).toBe(404);
    expect(await requireOperator(ctx(viewer(operator.id, 'USER')))).toEqual({
      id: operator.id,
      email: 'n@example.com',
    });
  });

  it('a password change is for accounts with a password of ours: Kakao and Naver get 403', async () => {
    const request = page('main', '/account/me/edit/password-confirm');
    for (const joinType of ['EMAIL', 'AGENCY'] as const)
      expect(requirePasswordAccount(request, contextFor('main', viewer(1, 'USER', joinType))).joinType).toBe(
        joinType,
      );
    for (const joinType of ['KAKAO', 'NAVER'] as const)
      expect(
        await status(() => requirePasswordAccount(request, contextFor('main', viewer(1, 'USER', joinType)))),
      ).toBe(403);
  });
});
