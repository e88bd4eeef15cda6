import { useTranslation } from '~/lib/i18n-react';
import { fillRatio, type LimitType, type TextCounts } from '../counting';

/**
 * A letter's counts (with and without spaces, UTF-8 and 2-byte-Hangul bytes) and its fill ratio against
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
  const used =
    limitType === 'without-spaces'
      ? counts.withoutSpaces
      : limitType === 'bytes'
        ? counts.koreanBytes
        : counts.withSpaces;
  const fill = fillRatio(used, max);
  const tone =
    fill.band === 'target' ? 'text-green-700' : fill.band === 'over' ? 'text-red-700' : 'text-amber-800';
  return (
    <p className="mt-2 text-xs text-gray-600" data-testid={testId} aria-live="polite">
      <span className="sr-only">{t('counts.label')}: </span>
      {[
        t('counts.withSpaces', { count: counts.withSpaces }),
        t('counts.withoutSpaces', { count: counts.withoutSpaces }),
        t('counts.utf8', { count: counts.utf8Bytes }),
        t('counts.korean', { count: counts.koreanBytes }),
      ].join(' · ')}
      {' · '}
      <span className={tone} data-fill={fill.band}>
        {t('counts.fill', { percent: fill.percent, max })}
        {fill.band === 'under'
          ? ` ${t('counts.fillUnder')}`
          : fill.band === 'over'
            ? ` ${t('counts.fillOver')}`
            : ''}
      </span>
    </p>
  );
}
