import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import type { ResumeSections } from '#db/schema/profiles';
import { printedEpisodes } from '../episodes';

const period = (start: string, end: string) => (start || end ? `${start} ~ ${end}` : '');

/** Who a printed resume belongs to: the account's name, e-mail and phone. */
export type Applicant = { name: string | null; email: string | null; phone: string | null };

/**
 * A resume for reading: the header, then each section in the spec's order, only when it has entries.
 * Episodes are the owner's notes: `owner` shows them all, each marked printed or not; otherwise (a
 * print, another reader) only those marked for printing. With `applicant` (the print) the header is the
 * applicant's name and contact, as on a resume handed to an employer; otherwise the resume's own title.
 */
export function ResumeView({
  name,
  intro,
  sections,
  owner = false,
  applicant,
}: {
  name: string | null;
  applicant?: Applicant;
  intro?: string | null;
  sections: ResumeSections;
  owner?: boolean;
}) {
  const { t } = useTranslation('profiles');
  const { person } = sections;
  const episodes = owner ? (sections.episodes ?? []) : printedEpisodes(sections.episodes);
  const birth = person.birthYear ? `${person.birthYear}.${person.birthMonth.padStart(2, '0')}` : '';
  return (
    <article className="mt-6 space-y-6 rounded-2xl border border-gray-200 p-6" data-testid="resume-view">
      <header>
        {applicant ? (
          <>
            <h1 className="text-2xl font-bold [overflow-wrap:anywhere]" data-testid="resume-applicant">
              {applicant.name || applicant.email}
            </h1>
            <p className="mt-1 text-sm text-gray-800 [overflow-wrap:anywhere]" data-testid="resume-contact">
              {[applicant.email, applicant.phone].filter(Boolean).join(' · ')}
            </p>
          </>
        ) : (
          <h2 className="text-xl font-bold">{name || t('card.untitled')}</h2>
        )}
        <p className="mt-1 text-sm text-gray-600">
          {[person.country ? t(`countries.${person.country}`) : '', person.region, person.address, birth]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>
      {intro ? (
        <Block title={t('resumeView.intro')}>{<p className="whitespace-pre-line">{intro}</p>}</Block>
      ) : null}
      {sections.educations.length ? (
        <Block title={t('editor.educations')}>
          {sections.educations.map((e, i) => (
            <Entry
              key={i}
              title={e.school}
              meta={[t(`gradLevels.${e.gradLevel}`), e.major, e.gpa, period(e.start, e.end)]}
            />
          ))}
        </Block>
      ) : null}
      {sections.works.length ? (
        <Block title={t('editor.works')}>
          {sections.works.map((w, i) => (
            <Entry
              key={i}
              title={w.company}
              meta={[w.position, period(w.start, w.end)]}
              body={w.achievements}
            />
          ))}
        </Block>
      ) : null}
      {sections.skills.length ? (
        <Block title={t('editor.skills')}>
          <p>{sections.skills.join(', ')}</p>
        </Block>
      ) : null}
      {sections.certifications.length ? (
        <Block title={t('editor.certifications')}>
          {sections.certifications.map((c, i) => (
            <Entry key={i} title={c.certificationName} meta={[c.certificationIssuedBy, c.issueDate]} />
          ))}
        </Block>
      ) : null}
      {sections.languages.length ? (
        <Block title={t('editor.languages')}>
          {sections.languages.map((l, i) => (
            <Entry
              key={i}
              title={l.languageName}
              meta={[t(`languageLevels.${l.languageLevel}`), l.languageDetail]}
            />
          ))}
        </Block>
      ) : null}
      {sections.projects.length ? (
        <Block title={t('editor.projects')}>
          {sections.projects.map((p, i) => (
            <Entry key={i} title={p.projectName} meta={[p.technologiesUsed]} body={p.projectDescription} />
          ))}
        </Block>
      ) : null}
      {sections.awards.length ? (
        <Block title={t('editor.awards')}>
          {sections.awards.map((a, i) => (
            <Entry key={i} title={a.awardName} meta={[a.awardIssuedBy, a.awardYear]} />
          ))}
        </Block>
      ) : null}
      {episodes.length ? (
        <Block title={t('editor.episodes')} testId="resume-episodes">
          {episodes.map((e, i) => (
            <div key={i} data-testid="resume-episode">
              <Entry
                title={e.title}
                meta={[
                  e.org,
                  period(e.start, e.end),
                  // Tags sort the owner's notes; a print does not show them.
                  owner ? e.tags.map((tag) => t(`episodeTags.${tag}`)).join(', ') : '',
                ]}
              />
              {owner ? (
                <p className="text-xs text-gray-500">
                  {t(e.print ? 'editor.episodePrinted' : 'editor.episodeNotPrinted')}
                </p>
              ) : null}
              <dl className="mt-1 space-y-1">
                {(
                  [
                    ['situation', e.situation],
                    ['action', e.action],
                    ['result', e.result],
                    ['learned', e.learned],
                  ] as const
                )
                  .filter(([, text]) => text.trim())
                  .map(([part, text]) => (
                    <div key={part}>
                      <dt className="font-medium text-gray-700">{t(`resumeView.${part}`)}</dt>
                      <dd className="whitespace-pre-line text-gray-800">{text}</dd>
                    </div>
                  ))}
              </dl>
            </div>
          ))}
        </Block>
      ) : null}
    </article>
  );
}

function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId}>
      <h3 className="border-b border-gray-200 pb-1 font-semibold text-primary-800">{title}</h3>
      <div className="mt-2 space-y-3 text-sm">{children}</div>
    </section>
  );
}

function Entry({ title, meta, body }: { title: string; meta: string[]; body?: string }) {
  return (
    <div>
      <p className="font-medium">{title}</p>
      <p className="text-gray-600">{meta.filter(Boolean).join(' · ')}</p>
      {body ? <p className="mt-1 whitespace-pre-line text-gray-800">{body}</p> : null}
    </div>
  );
}
