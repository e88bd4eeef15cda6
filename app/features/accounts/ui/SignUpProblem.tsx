import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { Alert } from '~/ui/Alert';
import { MessageDialog } from '~/ui/Dialog';
import type { CheckedForm } from '~/ui/useCheckedForm';
import { useHydrated } from '~/ui/useHydrated';
import { firstProblem } from '../constants';

/** Where a problem's field is not an input of its own: the input to fix it in. */
const PROBLEM_FOCUS: Record<string, string> = { authId: 'email', terms: 'userAgeCheck' };

/** The sign-up's fields: a message under a field only from leaving it; a refusal's is SignUpProblem's. */
export const fieldsForLeaving = (form: CheckedForm) => (name: string) =>
  form.checkedOnLeaving(name) ? form.field(name) : { ...form.field(name), errors: undefined };

/**
 * The first failure of a refused sign-up, in the spec's order, shown once (spec §5: "each failure
 * shows a modal message"): with JavaScript a dialog, opened anew at each refusal, whose button gives
 * the focus to the field to fix; without it the same message at the top of the form, linking to that
 * field. The fields themselves repeat nothing (messages under a field are only for leaving it).
 */
export function SignUpProblem({
  form,
  translate,
}: {
  form: CheckedForm;
  translate: (key: string) => string;
}) {
  const { t } = useTranslation('accounts');
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(-1);
  const problem = form.refused ? firstProblem(form.errors) : null;
  const fieldId = problem ? form.field(PROBLEM_FOCUS[problem.field] ?? problem.field).id : '';
  const refusals = form.refusals;
  // After the dialog has left the page (the page behind it is inert while it is open).
  useEffect(() => {
    if (closed >= 0 && fieldId) document.getElementById(fieldId)?.focus();
  }, [closed, fieldId]);
  if (!problem) return null;
  const message = translate(problem.message);
  if (!hydrated)
    return (
      <Alert testId="signup-problem">
        <a href={`#${fieldId}`}>{message}</a>
      </Alert>
    );
  if (closed === refusals) return null;
  const close = () => setClosed(refusals);
  return (
    <MessageDialog
      id="signup-problem"
      title={t('signUp.problemTitle')}
      message={message}
      testId="signup-problem-dialog"
      messageTestId="signup-problem"
      onDismiss={close}
    >
      <button type="button" className="btn-primary" data-dialog-dismiss onClick={close}>
        {t('common:actions.confirm')}
      </button>
    </MessageDialog>
  );
}
