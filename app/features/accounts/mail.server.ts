import { getFixedT } from '~/lib/i18n.server';
import type { Language } from '~/lib/i18n';
import { mailer } from '~/integrations/mail/mailer.server';

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A mail with one link to follow, in the reader's language. */
export async function sendLinkMail(opts: {
  to: string;
  lng: Language;
  kind: 'verifyEmail' | 'resetPassword';
  link: string;
}) {
  const t = await getFixedT(opts.lng, 'mail');
  const subject = t(`${opts.kind}.subject`);
  const intro = t(`${opts.kind}.intro`);
  const action = t(`${opts.kind}.action`);
  const outro = t(`${opts.kind}.outro`);
  const text = `${intro}\n\n${action}: ${opts.link}\n\n${outro}\n\n${t('signature')}`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(opts.link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>${escapeHtml(t('signature'))}</p>`;
  await mailer().send({ to: opts.to, subject, text, html });
}
