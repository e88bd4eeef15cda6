import { useTranslation } from '~/lib/i18n-react';
import { useHydrated } from '~/ui/useHydrated';

/**
 * The sentence a question comes from: quoted on its own (the page as the server draws it, and without
 * JavaScript); once the page runs, shown highlighted where it stands in the member's text.
 */
export function SourceQuote({
  source,
  context,
  fromPosting,
}: {
  source: string;
  context?: string | null;
  fromPosting?: boolean;
}) {
  const { t } = useTranslation('interview');
  const hydrated = useHydrated();
  const label = fromPosting ? t('question.sourcePosting') : t('question.source');
  const text = context?.normalize('NFC').replace(/\s+/g, ' ').trim() ?? '';
  const at = hydrated && text ? text.indexOf(source) : -1;
  if (at < 0)
    return (
      <figure className="mt-2 text-sm" data-testid="source-quote">
        <figcaption className="text-xs font-medium text-gray-600">{label}</figcaption>
        <blockquote className="mt-1 border-l-4 border-amber-400 pl-3 break-keep text-gray-800">
          “{source}”
        </blockquote>
      </figure>
    );
  return (
    <figure className="mt-2 text-sm" data-testid="source-in-context">
      <figcaption className="text-xs font-medium text-gray-600">{t('practice.inContext')}</figcaption>
      <p className="mt-1 rounded-lg bg-gray-50 p-3 break-keep text-gray-700">
        {text.slice(0, at)}
        <mark className="rounded bg-amber-200 px-0.5 text-gray-900">{source}</mark>
        {text.slice(at + source.length)}
      </p>
    </figure>
  );
}
