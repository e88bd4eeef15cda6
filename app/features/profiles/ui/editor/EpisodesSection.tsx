import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { EPISODE_TAGS } from '#db/schema/enums';
import { EPISODE_LIMITS, MAX_EPISODES } from '../../constants';
import { EntryCard } from './EntryCard';
import { choicesProps } from './control-props';
import { Checkbox, Grid, LongText, PeriodFields, Problem, Text, type AnyField } from './fields';
import type { ResumeFields } from './resume-fields';
import { Section } from './Section';

type Button = ButtonHTMLAttributes<HTMLButtonElement>;

/** Where the section is on the editor page: links such as the cover-letter panel's "add an episode" aim here. */
export const EPISODES_ANCHOR = 'episodes';

/** The episode fields the coach asks for, in the editor's order. */
const COACH_PARTS = ['role', 'shows', 'otherSide', 'myPart'] as const;

/**
 * The applicant's own episodes (경험 정리): optional, added and removed like every other list of the
 * editor (conform's list intents, which are plain submit buttons without JavaScript).
 */
export function EpisodesSection({
  fields,
  readOnly,
  remove,
  add,
}: {
  fields: ResumeFields;
  readOnly: boolean;
  remove: (name: string, index: number) => Button;
  add: (name: string, defaultValue?: unknown) => Button;
}) {
  const { t } = useTranslation('profiles');
  const list = fields.episodes.getFieldList();
  const full = list.length >= MAX_EPISODES;
  return (
    <Section
      id={EPISODES_ANCHOR}
      title={t('editor.episodes')}
      addButton={readOnly || full ? null : add(fields.episodes.name, { tags: [], print: false })}
      addLabel={t('editor.addEpisode')}
      hint={
        <p className="text-sm text-gray-600" data-testid="episodes-help">
          {t('editor.episodesHelp')}
          {full ? ` ${t('validation.episodeCount')}` : ''}
        </p>
      }
      problem={<Problem field={fields.episodes} />}
    >
      {list.map((item, index) => {
        const e = item.getFieldset();
        const tags = (Array.isArray(e.tags.initialValue) ? e.tags.initialValue : [e.tags.initialValue])
          .filter((tag): tag is string => typeof tag === 'string' && tag !== '')
          .map((tag) => t(`episodeTags.${tag}`));
        const start = String(e.start.initialValue ?? '');
        const end = String(e.end.initialValue ?? '');
        return (
          <EntryCard
            key={item.key}
            testId="episode-card"
            readOnly={readOnly}
            fresh={!e.title.initialValue}
            invalid={!!item.allErrors && Object.keys(item.allErrors).length > 0}
            removeButton={remove(fields.episodes.name, index)}
            summary={
              <>
                <p className="font-semibold">{String(e.title.initialValue ?? '')}</p>
                <p className="text-gray-600">
                  {[
                    String(e.org.initialValue ?? ''),
                    start || end ? `${start} ~ ${end}` : '',
                    tags.join(', '),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="text-xs text-gray-500">
                  {t(e.print.initialValue === 'on' ? 'editor.episodePrinted' : 'editor.episodeNotPrinted')}
                </p>
              </>
            }
          >
            <Grid>
              <Text field={e.title} label={t('editor.episodeTitle')} />
              <Text field={e.org} label={t('editor.episodeOrg')} />
              <PeriodFields start={e.start} end={e.end} />
            </Grid>
            <LongText field={e.situation} label={t('editor.situation')} max={EPISODE_LIMITS.situation} />
            <LongText field={e.action} label={t('editor.action')} max={EPISODE_LIMITS.action} />
            <LongText field={e.result} label={t('editor.result')} max={EPISODE_LIMITS.result} />
            <LongText field={e.learned} label={t('editor.learned')} max={EPISODE_LIMITS.learned} />
            <CoachParts fields={e} />
            <TagChoices field={e.tags} errors={item.allErrors} />
            <Checkbox field={e.print} label={t('editor.episodePrint')} inline />
          </EntryCard>
        );
      })}
    </Section>
  );
}

/**
 * The parts a cover letter's plan is written from (ADR 0038): the member's own role, what the story shows,
 * the other side of a conflict and their part in a failure. Each optional, each with a one-line hint.
 */
function CoachParts({ fields: e }: { fields: Record<(typeof COACH_PARTS)[number], AnyField> }) {
  const { t } = useTranslation('profiles');
  return (
    <>
      {COACH_PARTS.map((part) => (
        <LongText
          key={part}
          field={e[part]}
          label={t(`editor.episodeParts.${part}`)}
          hint={t(`editor.episodeHints.${part}`)}
          max={EPISODE_LIMITS[part]}
          rows={2}
        />
      ))}
    </>
  );
}

/** The episode's tags as checkboxes (one `tags` value each), with any message about them. */
function TagChoices({ field, errors }: { field: AnyField; errors: Record<string, string[]> | undefined }) {
  const { t } = useTranslation('profiles');
  const problems = Object.entries(errors ?? {})
    .filter(([name]) => name.startsWith(field.name))
    .flatMap(([, messages]) => messages);
  return (
    <fieldset aria-describedby={problems.length ? field.errorId : undefined}>
      <legend className="text-sm font-medium text-gray-800">{t('editor.episodeTags')}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {choicesProps(field, EPISODE_TAGS).map(({ key, ...props }) => (
          <label
            key={key}
            className="flex min-h-8 items-center gap-1.5 rounded-full border border-gray-300 px-3 text-sm has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50"
          >
            <input {...props} className="size-4" />
            {t(`episodeTags.${props.value}`)}
          </label>
        ))}
      </div>
      {problems.length ? (
        <p id={field.errorId} className="mt-1 text-sm text-red-600" role="alert">
          {t(problems[0])}
        </p>
      ) : null}
    </fieldset>
  );
}
