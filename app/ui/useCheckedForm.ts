import { useState, type FormEvent } from 'react';
import { useHydrated } from '~/ui/useHydrated';
import { useLazyValidation } from '~/ui/useLazyValidation';

type Errors = Record<string, string[] | null | undefined>;

/** An action's reply as the page reads it (`submission.reply()`; `form` names which form of a page sent it). */
export type FormReply = {
  form?: string;
  error?: Record<string, string[] | null> | null;
  initialValue?: Record<string, unknown> | null;
};

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
 * The form's props, its errors by field name, and what was typed (`typed`): without JavaScript the page
 * after a refused post is drawn anew, so each field takes its value back from the reply.
 */
export type CheckedForm = ReturnType<typeof useCheckedForm>;

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
  /** What was typed in a field, as the refused post brought it back; else `fallback`. */
  const typed = (name: string, fallback = '') => {
    const value = (lastResult as FormReply | undefined)?.initialValue?.[name];
    return typeof value === 'string' ? value : fallback;
  };
  /** The fields' values: `stored` (what the page shows before a post) with what was typed over it. */
  const values = <T extends Record<string, unknown>>(stored: T): T => {
    const back = (lastResult as FormReply | undefined)?.initialValue ?? {};
    const typedBack = Object.entries(back).filter(([, v]) => typeof v === 'string');
    return { ...stored, ...Object.fromEntries(typedBack) };
  };
  return { props: { onSubmit, noValidate: hydrated }, errors, typed, values };
}
