import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { mailer } from '~/integrations/mail/mailer.server';
import { latestOutbox } from '~/integrations/mail/outbox.server';
import { env } from '~/lib/env.server';
import { formatDateTime } from '~/lib/format';
import { httpError } from '~/lib/http.server';
import { getFixedT } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['accounts'] };

/** Development outbox: the mail the app would have sent, with clickable links. Absent in production. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (env().isProduction || mailer().kind !== 'outbox') throw httpError(404);
  const [t, mails] = await Promise.all([getFixedT(request, 'accounts'), latestOutbox()]);
  return {
    title: t('outbox.title'),
    mails: mails.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      at: formatDateTime(m.createdAt),
    })),
  };
}

export const meta = titleMeta;

const URL_PATTERN = /(https?:\/\/\S+)/g;

export default function OutboxPage() {
  const { mails } = useLoaderData<typeof loader>();
  const { t } = useTranslation('accounts');
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-2xl font-bold">{t('outbox.title')}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('outbox.help')}</p>
      {mails.length === 0 ? <p className="mt-6 text-gray-600">{t('outbox.empty')}</p> : null}
      <ul className="mt-6 space-y-4">
        {mails.map((m) => (
          <li key={m.id} className="rounded-xl border border-gray-200 p-4" data-testid="outbox-mail">
            <p className="text-xs text-gray-500">
              {m.at} · {m.to}
            </p>
            <p className="font-semibold">{m.subject}</p>
            <p className="mt-2 whitespace-pre-wrap break-all text-sm">
              {m.text.split(URL_PATTERN).map((part, i) =>
                /^https?:\/\//.test(part) ? (
                  <a key={i} href={part} className="text-primary-700 underline">
                    {part}
                  </a>
                ) : (
                  part
                ),
              )}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
