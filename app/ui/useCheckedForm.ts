import { useState, type FormEvent } from 'react';
import { useHydrated } from '~/ui/useHydrated';
import { useLazyValidation } from '~/ui/useLazyValidation';

type Errors = Record<string, string[] | null | undefined>;

/** The messages by field name, the fields without one left out. */
const byField = (errors: Errors | null | undefined): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(errors ?? {}).filter((e): e is [string, string[]] => Boolean(e[1]?.length)),
  );
/** What a feature's validator (validation.ts, `validateWith(schema)`) answers: conform's submission. */
type Validate = (context: { formData: FormData }) => { status?: string; error?: Errors | null };

/**
 * A form checked as its action checks it: `lastResult` is the action's reply (`submission.reply()`: the
 * page after a post shows its errors by field, as without JavaScript), and once the page runs the
 * action's own schema (`load`, imported lazily) answers on submit with the same messages before anything
 * is posted. Until then, and without JavaScript, the fields' native constraints stand guard. No form
 * library runs in the browser: the schema's module brings what it needs when it loads.
 * The form's props and its errors by field name.
 */
export function useCheckedForm(lastResult: unknown, load: () => Promise<Validate>) {
  const hydrated = useHydrated();
  const validate = useLazyValidation(load);
  // The page's own check, as long as no newer reply has come from the server.
  const [checked, setChecked] = useState<{ reply: unknown; errors: Errors } | null>(null);
  const errors = byField(
    checked && checked.reply === lastResult
      ? checked.errors
      : (lastResult as { error?: Errors | null } | undefined)?.error,
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!validate) return;
    const formData = new FormData(event.currentTarget);
    // The button that sent it (its name and value, e.g. the intent), as the browser would post it.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name)
      formData.append(submitter.name, submitter.value);
    const result = validate({ formData });
    const failed = result.status !== 'success';
    if (failed) event.preventDefault();
    setChecked({ reply: lastResult, errors: failed ? (result.error ?? {}) : {} });
  };
  return { props: { onSubmit, noValidate: hydrated }, errors };
}
