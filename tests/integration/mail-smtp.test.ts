import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLinkMail } from '~/features/accounts/mail.server';
import { setMailer, smtpMailer } from '~/integrations/mail/mailer.server';
import { startSmtpPeer } from '../fakes/smtp-peer';
import { withTestDatabase } from './test-database';

withTestDatabase();
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  peer = await startSmtpPeer();
  setMailer(smtpMailer(peer.url, 'Career Coach <no-reply@careercoach.example>'));
});
afterAll(async () => {
  setMailer(undefined);
  await peer.close();
});

describe('mail over SMTP', () => {
  it('delivers the verification mail in the reader language with its link', async () => {
    await sendLinkMail({
      to: 'reader@example.com',
      lng: 'ko',
      kind: 'verifyEmail',
      link: 'http://localhost:3000/main/email-completed?key=abc',
    });
    expect(peer.received).toHaveLength(1);
    const mail = peer.received[0];
    expect(mail.to).toEqual(['reader@example.com']);
    expect(mail.from).toBe('no-reply@careercoach.example');
    expect(mail.text).toContain('http://localhost:3000/main/email-completed?key=abc');
    expect(mail.subject).toMatch(/[가-힣]/);
  });
});
