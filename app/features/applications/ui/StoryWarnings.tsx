import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import type { StoryWarning } from '../stories.server';

/**
 * Answers that tell one story twice or share a sentence word for word, and figures that differ from
 * another application's, as a list to act on.
 */
export function StoryWarnings({ warnings }: { warnings: StoryWarning[] }) {
  const { t } = useTranslation('applications');
  if (!warnings.length) return null;
  return (
    <div
      className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4"
      role="note"
      data-testid="story-warnings"
    >
      <h3 className="font-semibold">{t('stories.title')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-keep">
        {warnings.map((w, i) =>
          w.kind === 'retold' ? (
            <li key={i}>{t('stories.retold', { a: w.questions[0], b: w.questions[1], label: w.label })}</li>
          ) : w.kind === 'repeated' ? (
            <li key={i}>
              {t('stories.repeated', { a: w.questions[0], b: w.questions[1], sentence: w.sentence })}
            </li>
          ) : (
            <li key={i}>
              {t('stories.figures', {
                label: w.label,
                here: w.here,
                there: w.there,
                company: w.otherCompany,
              })}{' '}
              <Link to={`../${w.otherId}`} relative="path" className="underline">
                {t('stories.open', { company: w.otherCompany })}
              </Link>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
