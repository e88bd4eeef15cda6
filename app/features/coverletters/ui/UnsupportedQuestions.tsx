import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import type { LimitType } from '../counting';

/** A chosen question this resume cannot answer yet (the generation's check before payment). */
export type UnsupportedView = {
  questionId: number;
  questionText: string;
  fit: 'no-episode' | 'short';
  needs: string[];
  supported: number;
  minLetter: number;
  limitType: LimitType;
  custom: boolean;
  advice: string[];
  /** The built-in writer writes only in the material's language (another needs a model). */
  language?: boolean;
  /** How much more which parts would give (a planned answer too short for its band). */
  grow?: { meaning: number; meaningAdds: number; more: number; perEpisode: number };
};

const NUMBER_LOCALES: Record<string, string> = { ko: 'ko-KR', en: 'en-US', id: 'id-ID' };

/** Which missing story a question needs, named as the applicant would: failure, conflict, a weakness. */
const storyOf = (needs: string[]) =>
  needs.includes('conflict')
    ? 'conflict'
    : needs.includes('growth')
      ? 'weakness'
      : needs.includes('failure')
        ? 'failure'
        : 'other';

/** The parts a plan lacks (the writer's keys), beside the story it needs. */
const parts = (advice: string[]) => advice.filter((k) => k.startsWith('assess.advice.part.'));

/**
 * What the panel says when a generation was refused before payment: per question, the story the resume
 * lacks (with a link to its episodes) or the length it supports and what to add. Nothing was charged.
 */
export function UnsupportedQuestions({
  profileId,
  editable,
  items,
}: {
  profileId: number;
  /** False once the resume is finished (read-only): a copy of it can take the episode. */
  editable: boolean;
  items: UnsupportedView[];
}) {
  const { t, i18n } = useTranslation('coverletters');
  const domain = useDomain();
  const number = (n: number) => new Intl.NumberFormat(NUMBER_LOCALES[i18n.language] ?? 'en-US').format(n);
  const editor = (hash: string) => tenantPath(domain, `/profile/information?id=${profileId}${hash}`);
  const fix = (hash: string, label: string) =>
    editable ? (
      <Link className="font-semibold underline" to={editor(hash)}>
        {label}
      </Link>
    ) : (
      <Link className="font-semibold underline" to={tenantPath(domain, '/profile/group')}>
        {t('precheck.copyFirst')}
      </Link>
    );
  return (
    <ul className="mt-2 space-y-3" data-testid="precheck">
      {items.map((item) => (
        <li key={item.questionId} data-testid="precheck-question" data-fit={item.fit}>
          <p className="font-semibold">{item.questionText}</p>
          {item.language ? (
            <p className="mt-1" data-testid="precheck-language">
              {t('assess.advice.languageNeedsModel')}
            </p>
          ) : item.fit === 'no-episode' ? (
            <>
              <p className="mt-1">
                {t(`precheck.noEpisode.${storyOf(item.needs)}`)} {fix('#episodes', t('precheck.toEpisodes'))}
              </p>
              {parts(item.advice).length ? (
                <>
                  <p className="mt-1">{t('precheck.missingParts')}</p>
                  <ul className="mt-1 list-disc pl-5" data-testid="precheck-parts">
                    {parts(item.advice).map((key) => (
                      <li key={key}>{t(key)}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          ) : item.grow ? (
            <>
              <p className="mt-1" data-testid="precheck-amount">
                {t('precheck.canWrite', {
                  supported: number(item.supported),
                  min: number(item.minLetter),
                  unit: t(`questions.units.${item.limitType}`),
                })}
              </p>
              <ul className="mt-1 list-disc pl-5" data-testid="precheck-grow">
                {item.grow.meaning ? (
                  <li>
                    {t('precheck.grow.meaning', {
                      count: item.grow.meaning,
                      adds: number(item.grow.meaningAdds),
                      unit: t(`questions.units.${item.limitType}`),
                    })}
                  </li>
                ) : null}
                {item.grow.more ? (
                  <li>
                    {t('precheck.grow.more', {
                      count: item.grow.more,
                      adds: number(item.grow.more * item.grow.perEpisode),
                      unit: t(`questions.units.${item.limitType}`),
                    })}
                  </li>
                ) : null}
              </ul>
              <p className="mt-1">{fix('#episodes', t('precheck.toEpisodes'))}</p>
            </>
          ) : (
            <>
              <p className="mt-1">
                {t('precheck.short', {
                  supported: number(item.supported),
                  min: number(item.minLetter),
                  unit: t(`questions.units.${item.limitType}`),
                })}{' '}
                {t(item.custom ? 'precheck.addMore' : 'precheck.lowerMin')}
              </p>
              <ul className="mt-1 list-disc pl-5">
                {item.advice.map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
              <p className="mt-1">
                {fix(
                  item.advice.includes('assess.advice.episodes') ? '#episodes' : '',
                  t('precheck.toEditor'),
                )}
              </p>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
