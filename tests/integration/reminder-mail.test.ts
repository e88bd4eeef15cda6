// Issue 38 item 7: application reminders (D-3, D-1, the result check) reach members by mail too, through
// the outbox, one mail per reminder however many instances run the job at once (real PostgreSQL in CI),
// in the member's language, "오늘 마감" on the deadline day (never "D-0"), and none to a member who
// turned reminder mail off in account settings.
import type { ActionFunctionArgs } from '@remix-run/node';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '#db/schema';
import { seedReference } from '#db/seed';
import { createApplication } from '~/features/applications/applications.server';
import { remindApplications } from '~/features/applications/reminders.server';
import { db } from '~/lib/db.server';
import { action as reminderMailAction } from '~/routes/($domain)._member.account.me.reminder-mail';
import { member } from './letters-helpers';
import { race } from './race';
import { outcome, postRequest, routeContext } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

const dayFromToday = (days: number) => {
  const d = new Date(Date.now() + 9 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function memberIn(language: 'ko' | 'en' | 'id') {
  const userId = await member(0);
  const [user] = await db().update(users).set({ language }).where(eq(users.id, userId)).returning();
  return user;
}

const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('reminders by mail', () => {
  it('mails each reminder once, in the member’s language, however many instances run', async () => {
    const ko = await memberIn('ko');
    const en = await memberIn('en');
    for (const user of [ko, en]) {
      await createApplication(user.id, { companyName: '누리상사', deadline: dayFromToday(3), notes: '' });
      await createApplication(user.id, { companyName: '오늘회사', deadline: dayFromToday(0), notes: '' });
    }
    await race(4, () => remindApplications());
    await race(3, () => remindApplications());

    const koMails = await mailsTo(ko.email!);
    expect(koMails).toHaveLength(2);
    expect(new Set(koMails.map((m) => m.eventKey)).size).toBe(2);
    const koToday = koMails.find((m) => m.subject.includes('오늘회사'))!;
    expect(koToday.subject).toBe('오늘회사 지원 마감이 다가와요');
    expect(koToday.text).toContain('오늘(');
    expect(koToday.text).toContain('마감입니다');
    expect(koToday.text).not.toContain('D-0');
    const koSoon = koMails.find((m) => m.subject.includes('누리상사'))!;
    expect(koSoon.text).toContain('(D-3)');
    expect(koSoon.text).toMatch(/지원 보기: http:\/\/[^\s]+\/main\/applications\/\d+/);
    expect(koSoon.text).toMatch(/회원 정보 수정에서 끄세요: http:\/\/[^\s]+\/main\/account\/me\/edit/);

    const enMails = await mailsTo(en.email!);
    expect(enMails).toHaveLength(2);
    const enToday = enMails.find((m) => m.subject.includes('오늘회사'))!;
    expect(enToday.subject).toBe('Your 오늘회사 application closes soon');
    expect(enToday.text).toContain('It closes today (');
    expect(enToday.text).not.toContain('D-0');
    expect(enMails.every((m) => m.text.includes('turn them off in your account settings'))).toBe(true);
  });

  it('sends none to a member who turned reminder mail off in account settings (and again once on)', async () => {
    const user = await memberIn('id');
    const post = (form: Record<string, string>) =>
      outcome(
        reminderMailAction({
          request: postRequest('/main/account/me/reminder-mail', form),
          context: routeContext({ id: user.id }),
          params: {},
        } as unknown as ActionFunctionArgs),
      );
    const off = await post({ intent: 'reminder-mail' });
    expect(off.status).toBe(302);
    expect((off.value as Response).headers.get('location')).toBe('/main/account/me/edit');
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.reminderMail).toBe(false);

    await createApplication(user.id, { companyName: 'Sinar', deadline: dayFromToday(1), notes: '' });
    await remindApplications();
    expect(await mailsTo(user.email!)).toHaveLength(0);

    // A forged value is refused, and the setting stays as it was.
    expect((await post({ intent: 'reminder-mail', reminderMail: 'yes' })).status).toBe(400);
    expect((await post({ intent: 'reminder-mail', reminderMail: 'on' })).status).toBe(302);
    await createApplication(user.id, { companyName: 'Bulan', deadline: dayFromToday(2), notes: '' });
    await remindApplications();
    const mails = await mailsTo(user.email!);
    // On again: the new reminder is mailed (in Indonesian); the one stored while off is too, within its day.
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Lamaran ke Bulan segera ditutup',
      'Lamaran ke Sinar segera ditutup',
    ]);
  });
});
