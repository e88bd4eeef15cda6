import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { MAX_EDIT } from '../constants';
import type { LimitType } from '../counting';
import { LetterCounts } from './LetterCounts';
import { useLiveCounts } from './useLiveCounts';

const loadValidation = () => import('../validation').then((m) => m.validateEdit);

/**
 * The letter's edit form: the counts are the server's at first, then follow the text as it is typed.
 * Once the page runs, the edit action's schema checks the text on Save (a blank letter is refused in
 * place, ADR 0034); without JavaScript the textarea's own limits guard it and the server says the same.
 */
export function LetterEditor({
  id,
  content,
  max,
  limitType,
}: {
  id: number;
  content: string;
  max: number;
  limitType: LimitType;
}) {
  const { t } = useTranslation('coverletters');
  const { counts, ref, onInput } = useLiveCounts(content);
  const form = useCheckedForm(undefined, loadValidation, { id: `letter-edit-${id}` });
  const error = form.errors.content?.[0];
  const errorId = `letter-${id}-error`;
  return (
    <Form method="post" preventScrollReset className="mt-2 space-y-2" {...form.props}>
      <input type="hidden" name="letterId" value={id} />
      <label className="sr-only" htmlFor={`letter-${id}`}>
        {t('letters.edit')}
      </label>
      <textarea
        id={`letter-${id}`}
        name="content"
        required
        maxLength={MAX_EDIT}
        rows={8}
        defaultValue={content}
        ref={ref}
        onInput={onInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block w-full rounded-lg border border-gray-300 p-2 text-sm aria-[invalid]:border-red-500"
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {t(error)}
        </p>
      ) : null}
      <LetterCounts counts={counts} max={max} limitType={limitType} testId="editor-counts" />
      <button type="submit" name="intent" value="edit" className="btn-primary px-3 py-1.5">
        {t('letters.save')}
      </button>
    </Form>
  );
}
