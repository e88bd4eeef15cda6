import { useTranslation } from '~/lib/i18n-react';

type Section = { title: string; body: string };

export const LEGAL_EFFECTIVE_DATE = '2026.11.01';

/** Terms or privacy policy, from the `legal` namespace in the reader's language. */
export function LegalDocument({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${doc}.sections`, { returnObjects: true });
  return (
    <article className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold">{t(`${doc}.title`)}</h1>
      <p className="mt-2 text-sm text-gray-500">{t(`${doc}.effective`, { date: LEGAL_EFFECTIVE_DATE })}</p>
      <p className="mt-6 text-gray-700">{t(`${doc}.intro`)}</p>
      <ol className="mt-8 space-y-6">
        {(Array.isArray(sections) ? (sections as Section[]) : []).map((s, i) => (
          <li key={i}>
            <h2 className="text-lg font-semibold">
              {i + 1}. {s.title}
            </h2>
            <p className="mt-2 leading-relaxed text-gray-700">{s.body}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
