import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { GRAD_LEVELS, LANGUAGE_LEVELS, MAX_LONG_TEXT } from '../../constants';
import { EntryCard } from './EntryCard';
import { FieldSource } from './FieldSource';
import { textProps } from './control-props';
import { Checkbox, Grid, LongText, PeriodFields, Problem, Select, Text } from './fields';
import { Section } from './Section';
import type { ResumeFields } from './resume-fields';

const period = (s: string, e: string) => (s || e ? `${s} ~ ${e}` : '');

type Button = ButtonHTMLAttributes<HTMLButtonElement>;

/** The editor's list sections: educations, works, skills, certifications, languages, projects, awards. */
export function ListSections({
  fields,
  readOnly,
  hydrated,
  remove,
  add,
  insertSkill,
}: {
  fields: ResumeFields;
  readOnly: boolean;
  hydrated: boolean;
  remove: (name: string, index: number) => Button;
  add: (name: string, defaultValue?: unknown) => Button;
  insertSkill: (value: string) => void;
}) {
  const { t } = useTranslation('profiles');
  return (
    <>
      <Section
        title={t('editor.educations')}
        addButton={readOnly ? null : add(fields.educations.name, { gradLevel: '', graduated: false })}
        addLabel={t('editor.addEducation')}
        problem={<Problem field={fields.educations} focusWhenFirst />}
      >
        {fields.educations.getFieldList().map((item, index) => {
          const e = item.getFieldset();
          return (
            <EntryCard
              key={item.key}
              testId="education-card"
              readOnly={readOnly}
              fresh={!e.school.initialValue}
              invalid={!!item.allErrors && Object.keys(item.allErrors).length > 0}
              removeButton={remove(fields.educations.name, index)}
              summary={
                <>
                  <p className="font-semibold">{String(e.school.initialValue ?? '')}</p>
                  <p className="text-gray-600">
                    {[
                      e.gradLevel.initialValue ? t(`gradLevels.${e.gradLevel.initialValue}`) : '',
                      e.major.initialValue,
                      period(String(e.start.initialValue ?? ''), String(e.end.initialValue ?? '')),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <FieldSource field={e.school} summary />
                </>
              }
            >
              <Grid>
                <Select
                  field={e.gradLevel}
                  label={t('editor.gradLevel')}
                  placeholder={t('editor.choose')}
                  options={GRAD_LEVELS.map((l) => ({ value: l, label: t(`gradLevels.${l}`) }))}
                />
                <Checkbox field={e.graduated} label={t('editor.graduated')} />
                <Text field={e.school} label={t('editor.school')} />
                <Text field={e.major} label={t('editor.major')} />
                <Text field={e.gpa} label={t('editor.gpa')} placeholder="3.8/4.5" />
                <Text field={e.thesis} label={t('editor.thesis')} />
                <PeriodFields start={e.start} end={e.end} />
              </Grid>
            </EntryCard>
          );
        })}
      </Section>

      <Section
        title={t('editor.works')}
        addButton={readOnly ? null : add(fields.works.name)}
        addLabel={t('editor.addWork')}
      >
        {fields.works.getFieldList().map((item, index) => {
          const w = item.getFieldset();
          return (
            <EntryCard
              key={item.key}
              testId="work-card"
              readOnly={readOnly}
              fresh={!w.company.initialValue}
              invalid={!!item.allErrors && Object.keys(item.allErrors).length > 0}
              removeButton={remove(fields.works.name, index)}
              summary={
                <>
                  <p className="font-semibold">{String(w.company.initialValue ?? '')}</p>
                  <p className="text-gray-600">
                    {[
                      w.position.initialValue,
                      period(String(w.start.initialValue ?? ''), String(w.end.initialValue ?? '')),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <FieldSource field={w.company} summary />
                </>
              }
            >
              <Grid>
                <Text field={w.company} label={t('editor.company')} />
                <Text field={w.position} label={t('editor.position')} />
                <PeriodFields start={w.start} end={w.end} />
              </Grid>
              <LongText field={w.achievements} label={t('editor.achievements')} max={MAX_LONG_TEXT} />
            </EntryCard>
          );
        })}
      </Section>

      <Section
        title={t('editor.skills')}
        addButton={readOnly ? null : add(fields.skills.name, '')}
        addLabel={t('editor.addSkill')}
      >
        <ul className="flex flex-wrap gap-2" data-testid="skills">
          {fields.skills.getFieldList().map((skill, index) => {
            const props = textProps(skill);
            return (
              <li
                key={skill.key}
                className="flex items-center gap-1 rounded-full border border-gray-300 py-1 pl-3 pr-1"
              >
                <input
                  {...props}
                  aria-label={t('editor.skill')}
                  size={Math.max(6, String(skill.initialValue ?? '').length)}
                  className="bg-transparent text-sm outline-none"
                />
                {readOnly ? null : (
                  <button
                    {...remove(fields.skills.name, index)}
                    className="rounded-full px-1.5 text-gray-500 hover:bg-gray-100"
                    aria-label={t('editor.removeSkill')}
                  >
                    ×
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        <FieldSource field={fields.skills} />
        {readOnly || !hydrated ? null : (
          <input
            aria-label={t('editor.newSkill')}
            placeholder={t('editor.newSkillHint')}
            className="mt-2 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
              e.preventDefault();
              const value = e.currentTarget.value.trim();
              if (value) insertSkill(value);
              e.currentTarget.value = '';
            }}
          />
        )}
      </Section>

      <Section
        title={t('editor.certifications')}
        addButton={readOnly ? null : add(fields.certifications.name)}
        addLabel={t('editor.addCertification')}
      >
        {fields.certifications.getFieldList().map((item, index) => {
          const c = item.getFieldset();
          return (
            <EntryCard
              key={item.key}
              testId="certification-card"
              readOnly={readOnly}
              fresh={!c.certificationName.initialValue}
              invalid={!!item.allErrors && Object.keys(item.allErrors).length > 0}
              removeButton={remove(fields.certifications.name, index)}
              summary={
                <>
                  <p>
                    {[
                      c.certificationName.initialValue,
                      c.certificationIssuedBy.initialValue,
                      c.issueDate.initialValue,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <FieldSource field={c.certificationName} summary />
                </>
              }
            >
              <Grid>
                <Text field={c.certificationName} label={t('editor.certificationName')} />
                <Text field={c.certificationIssuedBy} label={t('editor.issuer')} />
                <Text field={c.issueDate} label={t('editor.issueDate')} placeholder="YYYY-MM-DD" />
              </Grid>
            </EntryCard>
          );
        })}
      </Section>

      <Section
        title={t('editor.languages')}
        addButton={readOnly ? null : add(fields.languages.name, { languageLevel: 'beginner' })}
        addLabel={t('editor.addLanguage')}
      >
        {fields.languages.getFieldList().map((item, index) => {
          const l = item.getFieldset();
          return (
            <EntryCard
              key={item.key}
              testId="language-card"
              readOnly={readOnly}
              fresh={!l.languageName.initialValue}
              invalid={!!item.allErrors && Object.keys(item.allErrors).length > 0}
              removeButton={remove(fields.languages.name, index)}
              summary={
                <>
                  <p>
                    {[
                      l.languageName.initialValue,
                      l.languageLevel.initialValue ? t(`languageLevels.${l.languageLevel.initialValue}`) : '',
                      l.languageDetail.initialValue,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <FieldSource field={l.languageName} summary />
                </>
              }
            >
              <Grid>
                <Text field={l.languageName} label={t('editor.languageName')} />
                <Select
                  field={l.languageLevel}
                  label={t('editor.languageLevel')}
                  placeholder={t('editor.choose')}
                  options={LANGUAGE_LEVELS.map((v) => ({ value: v, label: t(`languageLevels.${v}`) }))}
                />
                <Text field={l.languageDetail} label={t('editor.languageDetail')} />
              </Grid>
            </EntryCard>
          );
        })}
      </Section>

      <Section
        title={t('editor.projects')}
        addButton={readOnly ? null : add(fields.projects.name)}
        addLabel={t('editor.addProject')}
      >
        {fields.projects.getFieldList().map((item, index) => {
          const p = item.getFieldset();
          return (
            <EntryCard
              key={item.key}
              testId="project-card"
              readOnly={readOnly}
              fresh={!p.projectName.initialValue}
              invalid={!!item.allErrors && Object.keys(item.allErrors).length > 0}
              removeButton={remove(fields.projects.name, index)}
              summary={
                <>
                  <p className="font-semibold">{String(p.projectName.initialValue ?? '')}</p>
                  <FieldSource field={p.projectName} summary />
                </>
              }
            >
              <Text field={p.projectName} label={t('editor.projectName')} />
              <LongText
                field={p.projectDescription}
                label={t('editor.projectDescription')}
                max={MAX_LONG_TEXT}
              />
              <Text field={p.technologiesUsed} label={t('editor.technologies')} />
            </EntryCard>
          );
        })}
      </Section>

      <Section
        title={t('editor.awards')}
        addButton={readOnly ? null : add(fields.awards.name)}
        addLabel={t('editor.addAward')}
      >
        {fields.awards.getFieldList().map((item, index) => {
          const a = item.getFieldset();
          return (
            <EntryCard
              key={item.key}
              testId="award-card"
              readOnly={readOnly}
              fresh={!a.awardName.initialValue}
              invalid={!!item.allErrors && Object.keys(item.allErrors).length > 0}
              removeButton={remove(fields.awards.name, index)}
              summary={
                <>
                  <p>
                    {[a.awardName.initialValue, a.awardIssuedBy.initialValue, a.awardYear.initialValue]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <FieldSource field={a.awardName} summary />
                </>
              }
            >
              <Grid>
                <Text field={a.awardName} label={t('editor.awardName')} />
                <Text field={a.awardIssuedBy} label={t('editor.issuer')} />
                <Text
                  field={a.awardYear}
                  label={t('editor.awardYear')}
                  inputMode="numeric"
                  placeholder="YYYY"
                />
              </Grid>
            </EntryCard>
          );
        })}
      </Section>
    </>
  );
}
