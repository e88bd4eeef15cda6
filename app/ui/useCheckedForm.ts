import { getFormProps, useForm, type Submission, type SubmissionResult } from '@conform-to/react';
import { useHydrated } from '~/ui/useHydrated';
import { useLazyValidation } from '~/ui/useLazyValidation';

type Validate = (context: { formData: FormData }) => Submission<unknown>;

/**
 * A form checked as its action checks it, with conform: `lastResult` is the action's reply
 * (the page after a post shows its errors by field, as without JavaScript), and once the page runs the
 * action's own schema (`load`, imported lazily) answers on submit with the same messages before
 * anything is posted. Until then, and without JavaScript, the fields' native constraints stand guard.
 * The form's props and its errors by field name.
 */
export function useCheckedForm(lastResult: unknown, load: () => Promise<Validate>) {
  const hydrated = useHydrated();
  const [form] = useForm({
    lastResult: lastResult as SubmissionResult<string[]> | undefined,
    shouldValidate: 'onSubmit',
    onValidate: useLazyValidation(load),
  });
  return { props: { ...getFormProps(form), noValidate: hydrated }, errors: form.allErrors };
}
