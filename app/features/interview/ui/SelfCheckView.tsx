import { useTranslation } from '~/lib/i18n-react';
import type { SelfCheck } from '../self-check';

/** The self-check of one practice answer: time, figures (a different one flagged), names, length, first sentence, follow-ups. */
export function SelfCheckView({
  check,
  answer,
  seconds,
  budget,
}: {
  check: SelfCheck;
  answer: string;
  seconds: number;
  budget: number;
}) {
  const { t } = useTranslation('interview');
  const list = (xs: string[]) => xs.join(', ');
  return (
    <section
      id="check"
      aria-labelledby="check-heading"
      className="mt-6 rounded-2xl border border-gray-200 p-4"
      data-testid="self-check"
    >
      <h2 id="check-heading" className="text-lg font-semibold">
        {t('check.title')}
      </h2>
      <h3 className="mt-3 text-sm font-medium">{t('check.yourAnswer')}</h3>
      <p className="mt-1 rounded-lg bg-gray-50 p-3 text-sm whitespace-pre-wrap break-keep">{answer}</p>
      <ul className="mt-3 space-y-1 text-sm">
        <li>{t('check.time', { seconds, budget })}</li>
        {check.differing.map((f) => (
          <li key={f.said} className="font-semibold text-red-700" data-testid="figure-differs">
            ⚠ {t('check.differing', { said: f.said, letter: f.letter })}
          </li>
        ))}
        {check.matching.length ? <li>{t('check.matching', { list: list(check.matching) })}</li> : null}
        {check.newFigures.length ? <li>{t('check.newFigures', { list: list(check.newFigures) })}</li> : null}
        {!check.differing.length && !check.matching.length && !check.newFigures.length ? (
          <li>{t('check.noFigures')}</li>
        ) : null}
        {check.namesUsed.length ? <li>{t('check.namesUsed', { list: list(check.namesUsed) })}</li> : null}
        {check.namesNew.length ? <li>{t('check.namesNew', { list: list(check.namesNew) })}</li> : null}
        <li data-testid="length-verdict">
          {t(`check.length.${check.lengthVerdict}`, { length: check.length, seconds: check.spokenSeconds })}
        </li>
        <li data-testid="first-sentence">
          {check.firstSentenceAnswers ? t('check.firstYes') : t('check.firstNo')}
        </li>
      </ul>
      <h3 className="mt-4 text-sm font-medium">{t('check.followUps')}</h3>
      <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm" data-testid="follow-ups">
        {check.followUps.map((f) => (
          <li key={f} className="break-keep">
            {f}
          </li>
        ))}
      </ol>
    </section>
  );
}
