// A member's private calendar answers only under the member's own tenant (issue 38, item 3): the same
// token asked for under another tenant's path answers 404, so no feed is served whose links point at a
// tenant the member does not belong to. Under their own tenant the links inside point there.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { seedReference } from '#db/seed';
import { createApplication } from '~/features/applications/applications.server';
import { createCalendar } from '~/features/applications/calendar.server';
import { db } from '~/lib/db.server';
import { loader as calendarLoader } from '~/routes/($domain).applications.calendar.$file';
import { member } from './letters-helpers';
import { getRequest, outcome, routeArgs } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

/** The calendar file asked for under `/{domain}/applications/calendar/…`, by a calendar app (no session). */
async function feedUnder(domain: string, file: string) {
  const request = getRequest(`/${domain}/applications/calendar/${file}`);
  const answer = await outcome(
    calendarLoader(routeArgs(request, null, { domain, file }, { domain }) as LoaderFunctionArgs),
  );
  return {
    status: answer.status,
    text: answer.status === 200 ? await (answer.value as Response).text() : '',
  };
}

/** A member of `domain` with one application due on 2027-04-01, and their calendar's file name. */
async function memberWithCalendar(domain: string) {
  const userId = await member(0);
  await db().update(users).set({ domain }).where(eq(users.id, userId));
  const made = await createApplication(userId, { companyName: '테넌트회사', deadline: '2027-04-01', notes: '' });
  if (typeof made === 'string') throw new Error(made);
  return { applicationId: made.id, file: `${await createCalendar(userId)}.ics` };
}

describe('a calendar address under a tenant path', () => {
  it("answers under the member's own tenant, with links to that tenant", async () => {
    const { applicationId, file } = await memberWithCalendar('demo');
    const own = await feedUnder('demo', file);
    expect(own.status).toBe(200);
    expect(own.text).toContain(`/demo/applications/${applicationId}`);
    expect(own.text).not.toContain('/main/');
  });

  it("answers 404 under any other tenant's path, so no link points at a tenant not the member's", async () => {
    const institution = await memberWithCalendar('demo');
    expect((await feedUnder('main', institution.file)).status).toBe(404);
    expect((await feedUnder('other', institution.file)).status).toBe(404);

    const personal = await memberWithCalendar('main');
    expect((await feedUnder('main', personal.file)).status).toBe(200);
    expect((await feedUnder('demo', personal.file)).status).toBe(404);
  });
});
