import { Form } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { MAX_EDIT } from '../constants';
import { countText, type LimitType, type TextCounts } from '../counting';
import { LetterCounts } from './LetterCounts';

/** The letter's edit form: the counts are the server's at first, then follow the text as it is typed. */
export function LetterEditor({
  id,
  content,
  counts,
  max,
  limitType,
}: {
  id: number;
  content: string;
  counts: TextCounts;
  max: number;
  limitType: LimitType;
}) {
  const { t } = useTranslation('coverletters');
  const [live, setLive] = useState<TextCounts>(counts);
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
        onInput={(e) => setLive(countText(e.currentTarget.value))}
        className="block w-full rounded-lg border border-gray-300 p-2 text-sm"
      />
      <LetterCounts counts={live} max={max} limitType={limitType} testId="editor-counts" />
      <button type="submit" name="intent" value="edit" className="btn-primary px-3 py-1.5">
        {t('letters.save')}
      </button>
    </Form>
  );
}
