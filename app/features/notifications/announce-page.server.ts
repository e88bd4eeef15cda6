import type { AppLoadContext } from '@remix-run/node';
import { asc } from 'drizzle-orm';
import { tenants } from '#db/schema';
import type { AdminActionResult } from '~/features/admin/index.server';
import { db } from '~/lib/db.server';
import { formatDate } from '~/lib/format';
import { parseSubmission } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import { tenantPath } from '~/lib/root-data';
import { recentAnnouncements, sendAnnouncement } from './announcements.server';
import { announcementInput, announcementSchema } from './schemas';
import { requireOperator } from '~/features/accounts/index.server';

const tenantList = () =>
  db()
    .select({ domain: tenants.domain, name: tenants.displayName })
    .from(tenants)
    .orderBy(asc(tenants.domain));

/** `/{d}/admin/announcements`: the form (audience: all members or one tenant's) and the latest sent. */
export async function announcementsPageData(request: Request, context: AppLoadContext) {
  await requireOperator(context);
  const [t, list, sent] = await Promise.all([
    getFixedT(request, 'notifications'),
    tenantList(),
    recentAnnouncements(),
  ]);
  return {
    title: t('announce.title'),
    tenants: list,
    sent: sent.map((a) => ({
      id: a.id,
      title: a.title,
      domain: a.domain,
      when: formatDate(a.createdAt),
      sender: a.sender ?? '',
      recipients: Number(a.recipients),
    })),
  };
}

/** Sends an announcement (operators only, 404 for anyone else); an unknown tenant is a field error. */
export async function announcementsAction(
  context: AppLoadContext,
  form: FormData,
): Promise<AdminActionResult> {
  const admin = await requireOperator(context);
  const submission = parseSubmission(form, { schema: announcementSchema });
  if (submission.status !== 'success') return { type: 'invalid', reply: submission.reply() };
  const input = announcementInput(submission.value);
  if (input.domain && !(await tenantList()).some((tn) => tn.domain === input.domain))
    return {
      type: 'invalid',
      reply: submission.reply({ fieldErrors: { audience: ['announce.audienceInvalid'] } }),
    };
  const { recipients } = await sendAnnouncement(admin.id, input);
  return {
    type: 'redirect',
    to: tenantPath(context.tenant.domain, '/admin/announcements'),
    toast: {
      type: 'success',
      key: 'notifications:announce.sent',
      values: { count: recipients },
    },
  };
}
