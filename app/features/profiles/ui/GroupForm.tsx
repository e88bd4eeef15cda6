import { Form } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
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

export type GroupFormErrors = Record<string, string[] | null> | undefined;

/**
 * Create or edit a group: name (required), memo, colour. A plain form: without JavaScript the native
 * `required` guards the name and the server answers with the same message.
 */
export function GroupForm({
  intent,
  group,
  errors,
  idPrefix,
}: {
  intent: 'create-group' | 'edit-group';
  group?: { id: number; name: string; memo: string; color: string };
  errors?: GroupFormErrors;
  idPrefix: string;
}) {
  const { t } = useTranslation('profiles');
  const hydrated = useHydrated();
  const [name, setName] = useState(group?.name ?? '');
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
  const nameError = errors?.name?.[0] ?? (blank && name !== (group?.name ?? '') ? 'blank' : undefined);
  return (
    <Form method="post" className="space-y-3" data-testid={`${intent}-form`}>
      {group ? <input type="hidden" name="groupId" value={group.id} /> : null}
      <div>
        <label htmlFor={`${idPrefix}-name`} className="block text-sm font-medium">
          {t('group.name')}
        </label>
        <input
          id={`${idPrefix}-name`}
          name="name"
          required
          maxLength={50}
          ref={field}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={nameError ? true : undefined}
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 aria-[invalid]:border-red-500"
        />
        <p
          className={`mt-1 text-xs ${nameError ? 'text-red-600' : 'text-gray-500'}`}
          role={nameError ? 'alert' : undefined}
        >
          {t('group.nameHint')}
        </p>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-memo`} className="block text-sm font-medium">
          {t('group.memo')}
        </label>
        <textarea
          id={`${idPrefix}-memo`}
          name="memo"
          maxLength={500}
          rows={2}
          defaultValue={group?.memo}
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2"
        />
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
                defaultChecked={(group?.color ?? 'VIOLET') === c}
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
