import { and, eq, isNull } from 'drizzle-orm';
import { users } from '#db/schema';
import { db } from '~/lib/db.server';
import { parseOrThrow } from '~/lib/form.server';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { reminderMailSchema } from './schemas';

/** Turns the member's application reminder mails on or off (account settings). */
export async function setReminderMail(userId: number, on: boolean): Promise<boolean> {
  const rows = await db()
    .update(users)
    .set({ reminderMail: on, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.withdrawnAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** The settings form's post: saved, back to the account edit page with a toast (works without JavaScript). */
export async function saveReminderMail(userId: number, domain: string, form: FormData) {
  const { reminderMail } = parseOrThrow(form, reminderMailSchema);
  const on = reminderMail === 'on';
  await setReminderMail(userId, on);
  return redirectWithToast(tenantPath(domain, '/account/me/edit'), {
    type: 'success',
    key: on ? 'accounts:reminderMail.on' : 'accounts:reminderMail.off',
  });
}
