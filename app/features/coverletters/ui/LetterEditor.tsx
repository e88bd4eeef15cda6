import { Form } from '@remix-run/react';
import { BlindSwitches, CheckReport, type CheckReply } from '~/features/checks';
import { useTranslation } from '~/lib/i18n-react';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { MAX_EDIT } from '../constants';
import type { LimitType } from '../counting';
import { LetterCounts } from './LetterCounts';
import { useLiveCounts } from './useLiveCounts';

const loadValidation = () => import('../validation').then((m) => m.validateEdit);

/**
 * A letter's one form for editing and checking it (issue 36, issue 39): the letter's text is in the page
 * once as a field, and two buttons post it — Save (`intent=edit`) stores it, Check (`intent=check-letter`,
 * with the blind-hiring switches) shows the check panel's findings for the text as it stands, stored or
 * not; the text comes back in the field after a check, so a member edits, checks and saves, with or
 * without JavaScript. A suggestion's button posts the same form with `apply` and checks again.
 * The counts are the server's at first (those of the text in the field), then follow the typing. Once
 * the page runs, the edit action's schema checks the text on either button (a blank letter is refused
 * in place, ADR 0034); without JavaScript the textarea's own limits guard it and the server says the same.
 */
export function LetterEditor({
  id,
  content,
  max,
  limitType,
  blindApp,
  blindQuestion,
  hasApplication,
  reply,
}: {
  id: number;
  content: string;
  max: number;
  limitType: LimitType;
  /** The check's blind-hiring switches (the letter's application's box, its question's own). */
  blindApp: boolean;
  blindQuestion: boolean | null;
  /** Without an application the box counts for one check. */
  hasApplication: boolean;
  /** This letter's last check, when the page answers one. */
  reply?: CheckReply;
}) {
  const { t } = useTranslation('coverletters');
  const { t: tc } = useTranslation('checks');
  const text = reply?.content ?? content;
  const { counts, ref, onInput } = useLiveCounts(text);
  const formId = `letter-edit-${id}`;
  const form = useCheckedForm(undefined, loadValidation, { id: formId });
  const error = form.errors.content?.[0];
  const errorId = `letter-${id}-error`;
  return (
    <section
      className="mt-2 rounded-xl border border-indigo-200 bg-indigo-50/40 p-3"
      data-testid="check-panel"
      aria-labelledby={`${formId}-title`}
    >
      <h4 id={`${formId}-title`} className="text-sm font-semibold">
        {tc('title')}
      </h4>
      <CheckReport formId={formId} reply={reply} />
      <Form method="post" preventScrollReset className="mt-3 space-y-2" {...form.props}>
        <input type="hidden" name="letterId" value={id} />
        <label className="block text-sm font-medium" htmlFor={`letter-${id}`}>
          {t('letters.text')}
        </label>
        <textarea
          id={`letter-${id}`}
          name="content"
          required
          maxLength={MAX_EDIT}
          rows={8}
          defaultValue={text}
          key={text}
          ref={ref}
          onInput={onInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="block w-full rounded-lg border border-gray-300 bg-white p-2 text-sm aria-[invalid]:border-red-500"
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-600">
            {t(error)}
          </p>
        ) : null}
        <LetterCounts counts={counts} max={max} limitType={limitType} testId="editor-counts" />
        <BlindSwitches
          blindApp={blindApp}
          blindQuestion={blindQuestion}
          once={!hasApplication}
          reply={reply}
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="check-letter"
            className="btn-secondary min-h-9 px-3 text-sm"
            data-testid="check-submit"
          >
            {tc('check')}
          </button>
          <button type="submit" name="intent" value="edit" className="btn-primary min-h-9 px-3 text-sm">
            {t('letters.save')}
          </button>
        </div>
      </Form>
    </section>
  );
}
