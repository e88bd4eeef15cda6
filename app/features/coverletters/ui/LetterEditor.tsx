import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { MAX_EDIT } from '../constants';
import type { LimitType } from '../counting';
import { LetterCounts } from './LetterCounts';
import { useLiveCounts } from './useLiveCounts';

/** The letter's edit form: the counts are the server's at first, then follow the text as it is typed. */
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
  return (
    <Form method="post" preventScrollReset className="mt-2 space-y-2">
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
        className="block w-full rounded-lg border border-gray-300 p-2 text-sm"
      />
      <LetterCounts counts={counts} max={max} limitType={limitType} testId="editor-counts" />
      <button type="submit" name="intent" value="edit" className="btn-primary px-3 py-1.5">
        {t('letters.save')}
      </button>
    </Form>
  );
}
