import { describe, expect, it } from 'vitest';
import { sendLinkMail } from '~/features/accounts/mail.server';
import '~/lib/context';
import { loader } from '~/routes/($domain)._default.dev.outbox';
import { withTestDatabase } from './test-database';
import { routeContext } from './route-calls';

withTestDatabase();

const context = routeContext();

describe('development outbox', () => {
  it('keeps the mail a newcomer needs, with its link, when no SMTP server is configured', async () => {
    await sendLinkMail({
      to: 'newcomer@example.com',
      lng: 'en',
      kind: 'verifyEmail',
      link: 'http://localhost:3000/main/email-completed?key=k1',
    });
    const { mails } = await loader({
      request: new Request('http://localhost:3000/main/dev/outbox'),
      params: {},
      context,
    });
    expect(mails[0]).toMatchObject({
      to: 'newcomer@example.com',
      subject: 'Verify your email for Career Coach',
    });
    expect(mails[0].text).toContain('http://localhost:3000/main/email-completed?key=k1');
  });
});
