import nodemailer from 'nodemailer';
import { env } from '~/lib/env.server';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/**
 * Delivers one mail. SMTP when SMTP_URL is set; otherwise nothing leaves the machine and the outbox
 * row itself is the mail (the development outbox page shows it). Callers go through the outbox
 * (outbox.server.ts), never straight to a transport.
 */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** Timeouts short enough that a dead server fails a delivery attempt instead of hanging it. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export const outboxMailer: Mailer = {
  kind: 'outbox',
  async send() {
    // The outbox row is the mail; delivering it is marking it sent.
  },
};

let configured: Mailer | undefined;

export function mailer(): Mailer {
  const config = env();
  configured ??= config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer;
  return configured;
}

/** Tests point the app at their own SMTP peer. */
export function setMailer(next: Mailer | undefined) {
  configured = next;
}
