import { Form } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { useCheckedForm, type FormReply } from '~/ui/useCheckedForm';
import { useHydrated } from '~/ui/useHydrated';
import { GROUP_COLORS } from '../constants';
import { SubmitButton } from '~/ui/SubmitButton';

export const COLOR_CLASSES: Record<string, string> = {
  VIOLET: 'bg-violet-500',
  FOREST: 'bg-emerald-700',
  YELLOW: 'bg-yellow-400',
  PINK: 'bg-pink-400',
  MINT: 'bg-teal-300',
  SKY: 'bg-sky-400',
  NEUTRAL: 'bg-gray-400',
};

/** The action's reply to this form (`submission.reply()`), or nothing when it answered another form. */
export type GroupReply = FormReply | undefined;

const loadValidation = () => import('../validation').then((m) => m.validateGroup);

/**
 * Create or edit a group: name (required), memo, colour. Checked by `useCheckedForm` with the action's
 * schema (on submit: the message under its field, the focus on it, nothing posted); a blank name also
 * disables Save and turns the hint red as it is typed (spec). Without JavaScript the native `required`
 * guards the name and the server answers with the same message, the typed values kept.
 */
export function GroupForm({
  intent,
  group,
  lastResult,
  idPrefix,
}: {
  intent: 'create-group' | 'edit-group';
  group?: { id: number; name: string; memo: string; color: string };
  lastResult?: GroupReply;
  idPrefix: string;
}) {
  const { t } = useTranslation('profiles');
  const hydrated = useHydrated();
  const form = useCheckedForm(lastResult, loadValidation, { id: idPrefix });
  const stored = group?.name ?? '';
  const [name, setName] = useState(form.typed('name', stored));
  // A name typed before the page ran (a slow phone) is kept: the field is controlled once the page runs,
  // and its state starts from what the field holds then, not from the empty value it was drawn with.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== name) setName(typed);
    // Only once, when the page starts running.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Blank name: Save is disabled and the hint turns red (with JavaScript); the server says the same.
  const blank = hydrated && !name.trim();
  const nameError = form.errors.name?.[0] ?? (blank && name !== stored ? 'validation.groupName' : undefined);
  const memoError = form.errors.memo?.[0];
  const name$ = form.field('name');
  const memo$ = form.field('memo');
  return (
    <Form method="post" className="space-y-3" data-testid={`${intent}-form`} {...form.props}>
      {group ? <input type="hidden" name="groupId" value={group.id} /> : null}
      <div>
        <label htmlFor={name$.id} className="block text-sm font-medium">
          {t('group.name')}
        </label>
        <input
          id={name$.id}
          name="name"
          required
          maxLength={50}
          ref={field}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={name$.errorId}
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 aria-[invalid]:border-red-500"
        />
        <p
          id={name$.errorId}
          className={`mt-1 text-xs ${nameError ? 'text-red-600' : 'text-gray-500'}`}
          role={nameError ? 'alert' : undefined}
        >
          {nameError ? t(nameError) : t('group.nameHint')}
        </p>
      </div>
      <div>
        <label htmlFor={memo$.id} className="block text-sm font-medium">
          {t('group.memo')}
        </label>
        <textarea
          id={memo$.id}
          name="memo"
          maxLength={500}
          rows={2}
          defaultValue={form.typed('memo', group?.memo ?? '')}
          aria-invalid={memoError ? true : undefined}
          aria-describedby={memoError ? memo$.errorId : undefined}
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2"
        />
        {memoError ? (
          <p id={memo$.errorId} className="mt-1 text-xs text-red-600" role="alert">
            {t(memoError)}
          </p>
        ) : null}
      </div>
      <fieldset>
        <legend className="text-sm font-medium">{t('group.color')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {GROUP_COLORS.map((c) => (
            <label key={c} className="cursor-pointer">
              <input
                type="radio"
                name="color"
                value={c}
                defaultChecked={form.typed('color', group?.color ?? 'VIOLET') === c}
                className="peer sr-only"
              />
              <span
                className={`block size-7 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-gray-800 peer-focus-visible:ring-2 peer-focus-visible:ring-primary-600 ${COLOR_CLASSES[c]}`}
                title={t(`colors.${c}`)}
              />
              <span className="sr-only">{t(`colors.${c}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitButton intent={intent} className="btn-primary" disabled={blank}>
        {t(intent === 'create-group' ? 'group.create' : 'group.save')}
      </SubmitButton>
    </Form>
  );
}
