import { useTranslation } from '~/lib/i18n-react';
import { countBy, fillRatio, type LimitType, type TextCounts } from '../counting';

/**
 * A letter's counts (with and without spaces; 2-byte-Hangul and UTF-8 bytes under a bytes limit) and its fill ratio against
 * the maximum in the letter's own unit, with the 80–90 % target. Rendered on the server; the editor
 * passes live counts while typing.
 */
export function LetterCounts({
  counts,
  max,
  limitType,
  testId = 'letter-counts',
}: {
  counts: TextCounts;
  max: number;
  limitType: LimitType;
  testId?: string;
}) {
  const { t } = useTranslation('coverletters');
  const fill = fillRatio(countBy(counts, limitType), max);
  const tone =
    fill.band === 'target' ? 'text-green-700' : fill.band === 'over' ? 'text-red-700' : 'text-amber-800';
  return (
    <p className="mt-2 text-xs text-gray-600" data-testid={testId} aria-live="polite">
      <span className="sr-only">{t('counts.label')}: </span>
      {[
        t('counts.withSpaces', { count: counts.withSpaces }),
        t('counts.withoutSpaces', { count: counts.withoutSpaces }),
        // Bytes matter only to a form that counts them.
        ...(limitType === 'bytes'
          ? [t('counts.korean', { count: counts.koreanBytes }), t('counts.utf8', { count: counts.utf8Bytes })]
          : []),
      ].join(' · ')}
      {' · '}
      <span className={tone} data-fill={fill.band}>
        {/* The 80–90 % target is named once: in the advice when under it, else after the ratio. */}
        {t('counts.fill', { percent: fill.percent, max })}{' '}
        {t(
          fill.band === 'under'
            ? 'counts.fillUnder'
            : fill.band === 'over'
              ? 'counts.fillOver'
              : 'counts.fillTarget',
        )}
      </span>
    </p>
  );
}
