import { getFixedT } from '~/lib/i18n.server';
import type { Language } from '~/lib/i18n';
import { consume, createRateLimiter, type RateLimiter } from '~/lib/rate-limit.server';
import { enqueueMail, trySendNow } from '~/integrations/mail/outbox.server';

export type LinkMailKind = 'verifyEmail' | 'resetPassword';

/** At most this many mails of one kind to one address per window; past it nothing is sent (or keyed). */
export const MAIL_LIMIT = { perAddress: 3, windowSec: 15 * 60 };

/** The address already got its share of this kind of mail for now. */
export class MailLimitedError extends Error {}

const limiters = new Map<LinkMailKind, RateLimiter>();

/** Takes one of the address's mails of this kind; throws MailLimitedError when none is left. */
export async function takeMailAllowance(kind: LinkMailKind, address: string) {
  let limiter = limiters.get(kind);
  if (!limiter) {
    limiter = createRateLimiter({
      name: `mail-${kind}`,
      points: MAIL_LIMIT.perAddress,
      durationSec: MAIL_LIMIT.windowSec,
    });
    limiters.set(kind, limiter);
  }
  if ((await consume(limiter, address.toLowerCase())) !== null) throw new MailLimitedError();
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A mail with one link to follow, in the reader's language, written to the outbox; returns its id. */
export async function queueLinkMail(opts: { to: string; lng: Language; kind: LinkMailKind; link: string }) {
  const t = await getFixedT(opts.lng, 'mail');
  const subject = t(`${opts.kind}.subject`);
  const intro = t(`${opts.kind}.intro`);
  const action = t(`${opts.kind}.action`);
  const outro = t(`${opts.kind}.outro`);
  const text = `${intro}\n\n${action}: ${opts.link}\n\n${outro}\n\n${t('signature')}`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(opts.link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>${escapeHtml(t('signature'))}</p>`;
  return enqueueMail({ to: opts.to, purpose: opts.kind, subject, text, html });
}

/** Queues the mail and makes the first delivery attempt: 'queued' means the job will retry it. */
export async function sendLinkMail(opts: Parameters<typeof queueLinkMail>[0]): Promise<'sent' | 'queued'> {
  return trySendNow(await queueLinkMail(opts));
}
