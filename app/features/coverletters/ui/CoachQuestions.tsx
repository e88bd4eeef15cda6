import type { FetcherWithComponents } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { Alert } from '~/ui/Alert';
import type { CoachAsk } from '../coach/view';

/**
 * The coach (ADR 0038): before anything is written or paid, one short field for each part the chosen
 * questions' plans lack, with where it will be kept. The answers are saved onto the episode or the
 * application (a plain form post without JavaScript, the panel's fetcher with it), then the panel offers
 * to write. A part left empty is named back, and nothing is written or charged.
 */
export function CoachQuestions({
  fetcher,
  asks,
  sent,
  emptyParts,
}: {
  fetcher: FetcherWithComponents<unknown>;
  asks: CoachAsk[];
  /** The generation's choices as posted: carried along so the panel comes back with them. */
  sent: Record<string, unknown>;
  emptyParts?: string[];
}) {
  const { t } = useTranslation('coverletters');
  const carried = Object.entries(sent).flatMap(([name, value]) =>
    name === 'intent' || name === 'stream' || name === 'place' || name === 'answer'
      ? []
      : ([] as unknown[])
          .concat(value)
          .map((v, i) => <input key={`${name}-${i}`} type="hidden" name={name} value={String(v)} />),
  );
  return (
    <section
      className="mt-4 rounded-xl bg-primary-50 p-4"
      aria-labelledby="coach-heading"
      data-testid="coach"
    >
      <h3 id="coach-heading" className="font-semibold">
        {t('coach.title')}
      </h3>
      <p className="mt-1 text-sm text-gray-700">{t('coach.lead')}</p>
      {emptyParts?.length ? (
        <div className="mt-3" data-testid="coach-declined">
          <Alert>{t('coach.empty', { parts: emptyParts.map((p) => t(p)).join(', ') })}</Alert>
        </div>
      ) : null}
      <fetcher.Form method="post" className="mt-3 space-y-3">
        {carried}
        {asks.map((a, i) => (
          <div key={a.key}>
            <input type="hidden" name={`place[${i}]`} value={a.key} />
            <label htmlFor={`coach-${i}`} className="block text-sm font-medium">
              {t(a.ask)}
            </label>
            <p id={`coach-${i}-where`} className="text-xs text-gray-600">
              {a.episode
                ? t('coach.savedOnEpisode', { title: a.episode, question: a.questionText })
                : t('coach.savedOnApplication', { question: a.questionText })}
            </p>
            <textarea
              id={`coach-${i}`}
              name={`answer[${i}]`}
              rows={2}
              maxLength={a.max}
              aria-describedby={`coach-${i}-where`}
              className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
            />
          </div>
        ))}
        <button
          type="submit"
          name="intent"
          value="coach"
          className="btn-primary"
          disabled={fetcher.state !== 'idle'}
        >
          {t('coach.save')}
        </button>
      </fetcher.Form>
    </section>
  );
}
