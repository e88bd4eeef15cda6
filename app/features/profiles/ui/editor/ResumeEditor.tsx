import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import type { getZodConstraint } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '~/ui/SubmitButton';
import { useHydrated } from '~/ui/useHydrated';
import { useLazyValidation } from '~/ui/useLazyValidation';
import {
  GRAD_LEVELS,
  LANGUAGE_LEVELS,
  MAX_LONG_TEXT,
  RESUME_COUNTRIES,
  firstInvalidField,
} from '../../constants';
import type { ResumeSections } from '../../../../../db/schema/profiles';
import { EntryCard } from './EntryCard';
import { Checkbox, FirstInvalid, Grid, LongText, Problem, Select, Text } from './fields';

const loadValidation = () => import('../../validation').then((m) => m.validateResume);

export type EditorTarget = { profileId: number | null; groupId: number | null; draftId: string | null };

const PERIOD = '\\d{4}\\.(0[1-9]|1[0-2])';
const period = (s: string, e: string) => (s || e ? `${s} ~ ${e}` : '');

export function ResumeEditor({
  defaults,
  target,
  readOnly,
  years,
  constraint,
  lastResult,
}: {
  defaults: { name: string } & ResumeSections;
  target: EditorTarget;
  readOnly: boolean;
  years: number[];
  constraint: ReturnType<typeof getZodConstraint>;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation('profiles');
  const [form, fields] = useForm({
    id: 'resume',
    lastResult,
    defaultValue: defaults,
    constraint,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onBlur',
    onValidate: useLazyValidation(loadValidation),
  });
  const person = fields.person.getFieldset();
  const first = firstInvalidField(form.allErrors);
  const hydrated = useHydrated();
  const months = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  const remove = (name: string, index: number) => ({
    ...form.remove.getButtonProps({ name, index }),
    formNoValidate: true,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list item of any section
  const add = (name: string, defaultValue?: any) => ({
    ...form.insert.getButtonProps({ name, defaultValue }),
    formNoValidate: true,
  });

  return (
    <FirstInvalid.Provider value={first}>
      <Form method="post" {...getFormProps(form)} className="space-y-8" data-testid="resume-editor">
        {target.profileId ? <input type="hidden" name="profileId" value={target.profileId} /> : null}
        {target.groupId ? <input type="hidden" name="groupId" value={target.groupId} /> : null}
        {target.draftId ? <input type="hidden" name="draftId" value={target.draftId} /> : null}
        {form.errors?.length ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {t(form.errors[0])}
          </p>
        ) : null}
        <fieldset disabled={readOnly} className="space-y-8">
          <Section title={t('editor.titleSection')}>
            <Text field={fields.name} label={t('editor.title')} />
          </Section>

          <Section title={t('editor.basic')}>
            <Grid>
              <Select
                field={person.country}
                label={t('editor.country')}
                placeholder={t('editor.choose')}
                options={RESUME_COUNTRIES.map((c) => ({ value: c, label: t(`countries.${c}`) }))}
              />
              <Text field={person.region} label={t('editor.region')} />
              <Text field={person.address} label={t('editor.address')} />
              <div className="grid grid-cols-2 gap-3">
                <Select
                  field={person.birthYear}
                  label={t('editor.birthYear')}
                  placeholder={t('editor.choose')}
                  options={years.map((y) => ({ value: String(y), label: String(y) }))}
                />
                <Select
                  field={person.birthMonth}
                  label={t('editor.birthMonth')}
                  placeholder={t('editor.choose')}
                  options={months}
                />
              </div>
            </Grid>
          </Section>

          <Section
            title={t('editor.educations')}
            addButton={readOnly ? null : add(fields.educations.name, { gradLevel: '', graduated: false })}
            addLabel={t('editor.addEducation')}
            problem={<Problem field={fields.educations} />}
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
                    <Text
                      field={e.start}
                      label={t('editor.start')}
                      placeholder="YYYY.MM"
                      pattern={PERIOD}
                      inputMode="decimal"
                    />
                    <Text
                      field={e.end}
                      label={t('editor.end')}
                      placeholder="YYYY.MM"
                      pattern={PERIOD}
                      inputMode="decimal"
                    />
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
                    </>
                  }
                >
                  <Grid>
                    <Text field={w.company} label={t('editor.company')} />
                    <Text field={w.position} label={t('editor.position')} />
                    <Text
                      field={w.start}
                      label={t('editor.start')}
                      placeholder="YYYY.MM"
                      pattern={PERIOD}
                      inputMode="decimal"
                    />
                    <Text
                      field={w.end}
                      label={t('editor.end')}
                      placeholder="YYYY.MM"
                      pattern={PERIOD}
                      inputMode="decimal"
                    />
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
                const props = getInputProps(skill, { type: 'text' });
                return (
                  <li
                    key={skill.key}
                    className="flex items-center gap-1 rounded-full border border-gray-300 py-1 pl-3 pr-1"
                  >
                    <input
                      {...props}
                      key={props.key}
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
            {readOnly || !hydrated ? null : (
              <input
                aria-label={t('editor.newSkill')}
                placeholder={t('editor.newSkillHint')}
                className="mt-2 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
                onKeyDown={(e) => {
                  if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
                  e.preventDefault();
                  const value = e.currentTarget.value.trim();
                  if (value) form.insert({ name: fields.skills.name, defaultValue: value });
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
                    <p>
                      {[
                        c.certificationName.initialValue,
                        c.certificationIssuedBy.initialValue,
                        c.issueDate.initialValue,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
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
                    <p>
                      {[
                        l.languageName.initialValue,
                        l.languageLevel.initialValue
                          ? t(`languageLevels.${l.languageLevel.initialValue}`)
                          : '',
                        l.languageDetail.initialValue,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
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
                  summary={<p className="font-semibold">{String(p.projectName.initialValue ?? '')}</p>}
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
                    <p>
                      {[a.awardName.initialValue, a.awardIssuedBy.initialValue, a.awardYear.initialValue]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
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
        </fieldset>

        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 py-3 backdrop-blur">
          <div className="container-page flex justify-end gap-2">
            <SubmitButton intent="save" className="btn-secondary" disabled={readOnly}>
              {t('editor.save')}
            </SubmitButton>
            <SubmitButton intent="next" className="btn-primary" disabled={readOnly}>
              {t('editor.next')}
            </SubmitButton>
          </div>
        </div>
      </Form>
    </FirstInvalid.Provider>
  );
}

function Section({
  title,
  children,
  addButton,
  addLabel,
  problem,
}: {
  title: string;
  children: ReactNode;
  addButton?: ButtonHTMLAttributes<HTMLButtonElement> | null;
  addLabel?: string;
  problem?: ReactNode;
}) {
  return (
    <section className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">{title}</h2>
        {addButton ? (
          <button {...addButton} className="btn-secondary px-3 py-1.5">
            + {addLabel}
          </button>
        ) : null}
      </div>
      {problem}
      {children}
    </section>
  );
}
