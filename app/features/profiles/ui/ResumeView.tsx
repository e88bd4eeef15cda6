import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import type { ResumeSections } from '../../../../db/schema/profiles';

const period = (start: string, end: string) => (start || end ? `${start} ~ ${end}` : '');

/** A resume for reading: the header, then each section in the spec's order, only when it has entries. */
export function ResumeView({
  name,
  intro,
  sections,
}: {
  name: string | null;
  intro?: string | null;
  sections: ResumeSections;
}) {
  const { t } = useTranslation('profiles');
  const { person } = sections;
  const birth = person.birthYear ? `${person.birthYear}.${person.birthMonth.padStart(2, '0')}` : '';
  return (
    <article className="mt-6 space-y-6 rounded-2xl border border-gray-200 p-6" data-testid="resume-view">
      <header>
        <h2 className="text-xl font-bold">{name || t('card.untitled')}</h2>
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
    </article>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
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
