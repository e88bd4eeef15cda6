// An institution's my page and edit page, and withdrawals that touch institutions: a member holding a
// seat, and a staff account (its login id is freed).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencies, agencyUsers, licenseSeats, tenants, users } from '#db/schema';
import { withdraw } from '~/features/accounts/account.server';
import { withdrawInstitutionOf } from '~/features/agencies/withdrawal.server';
import { joinAgencyOnLogin } from '~/features/agencies/seats.server';
import { db } from '~/lib/db.server';
import { loader as myPage } from '~/routes/($domain)._member.account.me._index';
import { action as editAction, loader as editPage } from '~/routes/($domain)._member.account.me.edit._index';
import { contextFor, createAgency, createMember, createPeriod, answerOf } from './agency-helpers';
import { withTestDatabase } from './test-database';

withTestDatabase();

const staffViewer = (id: number) =>
  ({
    id,
    name: 'Manager',
    email: 'x@inst.example.com',
    role: 'AGENCY',
    joinType: 'AGENCY',
    firstLogin: false,
    institutionName: 'Univ',
  }) as const;

const edit = {
  agencyName: 'Renamed University',
  bossName: 'New Boss',
  country: 'KR',
  zipCode: '04001',
  address: 'Seoul, New-ro 1',
  subAddress: '2F',
  managerName: 'Park Manager',
  dept: 'Careers',
  position: 'Head',
  email: 'careers@renamed.example.com',
  countryCode: '+82',
  phoneNumber: '0298765432',
};

describe('an institution’s my page and edit', () => {
  it('my page shows the institution, its period in force with remaining days and seats', async () => {
    const a = await createAgency({ name: 'Hanbit University' });
    const ends = new Date(Date.now() + 10 * 86_400_000 - 60_000);
    await createPeriod(a.agency.id, { seats: 30, used: 4, endsAt: ends });
    const page = await answerOf(() =>
      myPage({
        request: new Request(`http://localhost/${a.domain}/account/me`),
        params: {},
        context: contextFor(a.domain, staffViewer(a.staff.user.id)),
      }),
    );
    expect(page.body?.institution).toMatchObject({
      name: 'Hanbit University',
      domain: a.domain,
      period: expect.objectContaining({ remainingDays: 10, used: 4, total: 30 }),
    });
    expect(page.body?.coupons).toMatchObject({ count: 0 });
  });

  it('edits the institution (the header name follows), never the login id, business number or domain', async () => {
    const a = await createAgency();
    const page = await answerOf(() =>
      editPage({
        request: new Request(`http://localhost/${a.domain}/account/me/edit`),
        params: {},
        context: contextFor(a.domain, staffViewer(a.staff.user.id)),
      }),
    );
    expect((page.body?.institution as { readOnly: unknown }).readOnly).toMatchObject({
      loginId: a.staff.loginId,
      domain: a.domain,
    });
    const saved = await answerOf(() =>
      editAction({
        request: new Request(`http://localhost/${a.domain}/account/me/edit`, {
          method: 'POST',
          body: new URLSearchParams({ ...edit, loginId: 'hijacked', bizNo: '1248100998', domain: 'evil' }),
        }),
        params: {},
        context: contextFor(a.domain, staffViewer(a.staff.user.id)),
      }),
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`/${a.domain}/account/me`);
    const [agency] = await db().select().from(agencies).where(eq(agencies.id, a.agency.id));
    expect(agency).toMatchObject({
      name: 'Renamed University',
      bossName: 'New Boss',
      zipCode: '04001',
      bizNo: a.agency.bizNo,
    });
    const [tenant] = await db().select().from(tenants).where(eq(tenants.id, a.tenant.id));
    expect(tenant).toMatchObject({ domain: a.domain, displayName: 'Renamed University' });
    const [staff] = await db().select().from(agencyUsers).where(eq(agencyUsers.userId, a.staff.user.id));
    expect(staff).toMatchObject({
      loginId: a.staff.loginId,
      dept: 'Careers',
      email: 'careers@renamed.example.com',
    });
  });

  it('names each missing required field', async () => {
    const a = await createAgency();
    const bad = await answerOf(() =>
      editAction({
        request: new Request(`http://localhost/${a.domain}/account/me/edit`, {
          method: 'POST',
          body: new URLSearchParams({ ...edit, dept: '', email: 'nope', zipCode: 'abc' }),
        }),
        params: {},
        context: contextFor(a.domain, staffViewer(a.staff.user.id)),
      }),
    );
    expect(bad.status).toBe(400);
    expect((bad.body?.institution as { error: Record<string, string[]> }).error).toEqual({
      dept: ['agencies:edit.errors.dept'],
      email: ['agencies:signup.errors.emailInvalid'],
      zipCode: ['agencies:signup.errors.zipInvalid'],
    });
  });
});

describe('a personal member and the institution form', () => {
  it('a member’s post of the institution’s fields changes no institution and does not make them staff', async () => {
    const a = await createAgency({ name: 'Untouched University' });
    const member = await createMember();
    const viewer = {
      id: member.id,
      name: 'Member',
      email: member.email!,
      role: 'USER',
      joinType: 'EMAIL',
      firstLogin: false,
    } as const;
    const postAs = (fields: Record<string, string>) =>
      answerOf(() =>
        editAction({
          request: new Request('http://localhost/main/account/me/edit', {
            method: 'POST',
            body: new URLSearchParams(fields),
          }),
          params: {},
          context: contextFor('main', viewer),
        }),
      );
    // The institution's form alone is not a personal edit: the personal checks answer.
    const alone = await postAs({
      ...edit,
      bizNo: a.agency.bizNo,
      loginId: a.staff.loginId,
      domain: a.domain,
    });
    expect(alone.status).toBe(400);
    // With the personal fields too, only the member's own account changes.
    const mixed = await postAs({
      ...edit,
      name: 'Member Renamed',
      birthYear: '1999',
      birthMonth: '3',
      bizNo: a.agency.bizNo,
      loginId: a.staff.loginId,
      domain: a.domain,
    });
    expect(mixed.status).toBe(302);
    const [agency] = await db().select().from(agencies).where(eq(agencies.id, a.agency.id));
    expect(agency).toMatchObject({ name: 'Untouched University', bossName: 'Boss', zipCode: '03722' });
    const [tenant] = await db().select().from(tenants).where(eq(tenants.id, a.tenant.id));
    expect(tenant.displayName).toBe('Untouched University');
    const [user] = await db().select().from(users).where(eq(users.id, member.id));
    expect(user).toMatchObject({ name: 'Member Renamed', role: 'USER', joinType: 'EMAIL' });
    expect(await db().select().from(agencyUsers).where(eq(agencyUsers.userId, member.id))).toHaveLength(0);
    const page = await answerOf(() =>
      myPage({
        request: new Request('http://localhost/main/account/me'),
        params: {},
        context: contextFor('main', viewer),
      }),
    );
    expect(page.body?.institution).toBeNull();
  });
});

describe('withdrawals', () => {
  it('a member holding a seat can withdraw; the seat stays counted', async () => {
    const a = await createAgency();
    const period = await createPeriod(a.agency.id, { seats: 2 });
    const member = await createMember();
    expect((await joinAgencyOnLogin(member, a.domain)).type).toBe('joined');
    await withdraw(member.id, withdrawInstitutionOf);
    const [seat] = await db().select().from(licenseSeats).where(eq(licenseSeats.periodId, period.id));
    expect(seat).toMatchObject({ userId: member.id, passId: null });
    const [user] = await db().select().from(users).where(eq(users.id, member.id));
    expect(user.withdrawnAt).not.toBeNull();
  });

  it('a staff account’s withdrawal frees its login id and leaves the institution', async () => {
    const a = await createAgency();
    await withdraw(a.staff.user.id, withdrawInstitutionOf);
    expect(
      await db().select().from(agencyUsers).where(eq(agencyUsers.loginId, a.staff.loginId)),
    ).toHaveLength(0);
    expect(await db().select().from(agencies).where(eq(agencies.id, a.agency.id))).toHaveLength(1);
  });
});
