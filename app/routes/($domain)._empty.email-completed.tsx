import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { confirmEmailLink } from '~/features/accounts/signup.server';
import { getFixedT } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['accounts'] };

/** The mailed link's landing page: success, or the expired picture when the key is not (or no longer) good. */
export async function loader({ request }: LoaderFunctionArgs) {
  const key = new URL(request.url).searchParams.get('key');
  const status = key && key.length <= 200 ? await confirmEmailLink(key) : 'expired';
  const t = await getFixedT(request, 'accounts');
  return { status, title: t(`emailCompleted.${status}.title`) };
}

export const meta = titleMeta;

export default function EmailCompleted() {
  const { status } = useLoaderData<typeof loader>();
  const { t } = useTranslation('accounts');
  const ok = status === 'verified';
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center px-6 text-center"
      data-testid={`email-${status}`}
    >
      <svg
        viewBox="0 0 120 120"
        className="size-32"
        role="img"
        aria-label={t(`emailCompleted.${status}.title`)}
      >
        <circle cx="60" cy="60" r="54" fill={ok ? '#ede9fe' : '#fee2e2'} />
        <rect
          x="28"
          y="38"
          width="64"
          height="44"
          rx="6"
          fill="#fff"
          stroke={ok ? '#7c3aed' : '#dc2626'}
          strokeWidth="4"
        />
        <path d="M30 42l30 22 30-22" fill="none" stroke={ok ? '#7c3aed' : '#dc2626'} strokeWidth="4" />
        {ok ? (
          <path d="M70 84l8 8 16-18" fill="none" stroke="#16a34a" strokeWidth="6" strokeLinecap="round" />
        ) : (
          <path d="M74 76l16 16M90 76L74 92" stroke="#dc2626" strokeWidth="6" strokeLinecap="round" />
        )}
      </svg>
      <h1 className="mt-6 text-2xl font-bold">{t(`emailCompleted.${status}.title`)}</h1>
      <p className="mt-3 max-w-sm text-gray-600">{t(`emailCompleted.${status}.body`)}</p>
    </div>
  );
}
