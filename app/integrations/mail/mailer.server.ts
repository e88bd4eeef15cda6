import nodemailer from 'nodemailer';
import { desc } from 'drizzle-orm';
import { mailOutbox } from '../../../db/schema';
import { db } from '~/lib/db.server';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends mail. SMTP when SMTP_URL is set; otherwise the development outbox table. */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export const outboxMailer: Mailer = {
  kind: 'outbox',
  async send(message) {
    await db().insert(mailOutbox).values(message);
  },
};

export function latestOutbox(limit = 50) {
  return db().select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

let configured: Mailer | undefined;

export function mailer(): Mailer {
  configured ??= process.env.SMTP_URL
    ? smtpMailer(process.env.SMTP_URL, process.env.MAIL_FROM ?? 'Career Coach <no-reply@careercoach.example>')
    : outboxMailer;
  return configured;
}

/** Tests point the app at their own SMTP peer. */
export function setMailer(next: Mailer | undefined) {
  configured = next;
}
