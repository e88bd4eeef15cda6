import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import type { getZodConstraint } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { SubmitButton } from '~/ui/SubmitButton';
import { useHydrated } from '~/ui/useHydrated';
import { useLazyValidation } from '~/ui/useLazyValidation';
import { RESUME_COUNTRIES, firstInvalidField } from '../../constants';
import type { DraftSources } from '#db/schema/profiles';
import { EpisodesSection } from './EpisodesSection';
import { DraftSourcesContext } from './FieldSource';
import { ListSections } from './ListSections';
import { Section } from './Section';
import { FirstInvalid, Grid, Select, Text } from './fields';
import type { ResumeValue } from './resume-fields';

const loadValidation = () => import('../../validation').then((m) => m.validateResume);

const NO_SOURCES: DraftSources = {};

export type EditorTarget = { profileId: number | null; groupId: number | null; draftId: string | null };

export function ResumeEditor({
  defaults,
  target,
  readOnly,
  years,
  constraint,
  lastResult,
  sources = NO_SOURCES,
}: {
  defaults: ResumeValue;
  target: EditorTarget;
  readOnly: boolean;
  years: number[];
  constraint: ReturnType<typeof getZodConstraint>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** An imported draft's fields beside the lines of the file they came from. */
  sources?: DraftSources;
}) {
  const { t } = useTranslation('profiles');
  const validation = useLazyValidation(loadValidation);
  const [form, fields] = useForm<ResumeValue>({
    id: 'resume',
    lastResult,
    defaultValue: defaults,
    constraint,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onBlur',
    onValidate: validation.validate,
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
    <DraftSourcesContext.Provider value={sources}>
      <FirstInvalid.Provider value={first}>
        <Form
          method="post"
          {...getFormProps(form)}
          // The validator loads when the form is first reached; posted before, the server checks it.
          onFocus={() => void validation.request()}
          onPointerDown={() => void validation.request()}
          className="space-y-8"
          data-testid="resume-editor"
        >
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

            <ListSections
              fields={fields}
              readOnly={readOnly}
              remove={remove}
              add={add}
              hydrated={hydrated}
              insertSkill={(value) => form.insert({ name: fields.skills.name, defaultValue: value })}
            />
            <EpisodesSection fields={fields} readOnly={readOnly} remove={remove} add={add} />
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
    </DraftSourcesContext.Provider>
  );
}
