import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useHydrated } from '~/ui/useHydrated';
import { useLazyValidation } from '~/ui/useLazyValidation';

type Errors = Record<string, string[] | null | undefined>;

/** An action's reply as the page reads it (`submission.reply()`; `form` names which form of a page sent it). */
export type FormReply = {
  form?: string;
  status?: string;
  error?: Record<string, string[] | null> | null;
  initialValue?: Record<string, unknown> | null;
};

/** A field's native constraints, as the schema gives them (`getZodConstraint`, sent by the loader). */
export type Constraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  pattern?: string;
};

/** What a form's input needs to draw itself: its ids, its value, its constraints and its messages. */
export type FieldState = Constraint & {
  id: string;
  name: string;
  errorId: string;
  /** The value the input starts from: what was typed before a refused post, else the stored value. */
  initialValue?: string;
  errors?: string[];
};

/** The messages by field name, the fields without one left out. */
const byField = (errors: Errors | null | undefined): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(errors ?? {}).filter((e): e is [string, string[]] => Boolean(e[1]?.length)),
  );
/** What a feature's validator (validation.ts, `validateWith(schema)`) answers: conform's submission. */
type Validate = (context: { formData: FormData }) => { status?: string; error?: Errors | null };

/** The first control of the form that has a message, in the form's order. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, string[]>) {
  for (const element of Array.from(form?.elements ?? [])) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] && element instanceof HTMLElement && !(element as HTMLInputElement).hidden) {
      if ((element as HTMLInputElement).type === 'hidden') continue;
      element.focus();
      return;
    }
  }
}

/**
 * Every form's page-side check (ADR 0034; the resume editor alone uses conform's `useForm`, for its lists).
 * `lastResult` is the action's reply (`submission.reply()`: the page after a post shows its errors by
 * field, as without JavaScript), and once the page runs the action's own schema (`load`, imported
 * when the form is first reached — a field focused, a tap in it — or held for on submit) answers on
 * submit — and, with `validateOnBlur`, when a field is left — with the same messages before anything is
 * posted; the first field with a message takes the focus. Without JavaScript the fields' native
 * constraints (`constraint`) stand guard. No form library runs in the browser: the schema's module
 * brings what it needs when it loads, and a page that is only read never loads it.
 * The form's props, its errors by field name, `field(name)` for an input, and what was typed (`typed`,
 * `values`): without JavaScript the page after a refused post is drawn anew, so each field takes its
 * value back from the reply.
 */
export type CheckedForm = ReturnType<typeof useCheckedForm>;

export function useCheckedForm(
  lastResult: unknown,
  load: () => Promise<Validate>,
  options: {
    id?: string;
    constraint?: Record<string, Constraint>;
    defaultValue?: Record<string, unknown>;
    validateOnBlur?: boolean;
    /**
     * Never the browser's bubbles, even without JavaScript: the server's messages (in the order the
     * spec gives) answer instead. Otherwise the native constraints guard until the schema arrives.
     */
    noValidate?: boolean;
  } = {},
) {
  const { request, loaded } = useLazyValidation(load);
  const hydrated = useHydrated();
  const generatedId = useId();
  const formId = options.id ?? generatedId;
  const reply = lastResult as FormReply | undefined;
  // The page's own check since the server's last reply: its messages, and the fields it speaks for
  // (`all` after a submit; the fields left so far when checking on blur). The reply speaks for the rest.
  const [checked, setChecked] = useState<{
    reply: unknown;
    errors: Errors;
    fields: Set<string> | 'all';
  } | null>(null);
  const own = checked && checked.reply === lastResult ? checked : null;
  const ownFor = (name: string) => Boolean(own && (own.fields === 'all' || own.fields.has(name)));
  const errors = byField(
    Object.fromEntries(
      [...new Set([...Object.keys(reply?.error ?? {}), ...Object.keys(own?.errors ?? {})])].map((name) => [
        name,
        ownFor(name) ? own!.errors[name] : reply?.error?.[name],
      ]),
    ),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // A refusal (the page's own or the server's, once the page runs) puts the focus on its first field.
  useEffect(() => {
    if (focusRequest) focusFirstInvalid(formRef.current, errors);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a refusal arrives
  }, [focusRequest]);
  useEffect(() => {
    if (reply?.status === 'error') setFocusRequest((n) => n + 1);
  }, [reply]);

  const check = (validate: Validate, form: HTMLFormElement, submitter?: Element | null) => {
    const formData = new FormData(form);
    // The button that sent it (its name and value, e.g. the intent), as the browser would post it.
    if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name)
      formData.append(submitter.name, submitter.value);
    const result = validate({ formData });
    return { failed: result.status !== 'success', errors: result.error ?? {} };
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const validate = loaded();
    if (!validate) {
      // Sent before the validator arrived (it loads when the form is first reached): hold the post,
      // check it once the validator is here, then send it again with the same button.
      event.preventDefault();
      void request().then((fn) => {
        const result = check(fn, form, submitter);
        if (!result.failed) {
          const button =
            (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
            submitter.form === form
              ? submitter
              : null;
          form.requestSubmit(button);
          return;
        }
        setFocusRequest((n) => n + 1);
        setChecked({ reply: lastResult, errors: result.errors, fields: 'all' });
      });
      return;
    }
    const result = check(validate, form, submitter);
    if (result.failed) {
      event.preventDefault();
      setFocusRequest((n) => n + 1);
    }
    setChecked({ reply: lastResult, errors: result.failed ? result.errors : {}, fields: 'all' });
  };
  /**
   * With `validateOnBlur`: a field is checked when it is left, and as it is typed in once it shows a
   * message or has been checked.
   */
  const recheck = (event: FocusEvent<HTMLFormElement> | FormEvent<HTMLFormElement>, left: boolean) => {
    // A field the person fills in (not a button, whose leaving is the form being sent).
    const target: EventTarget = event.target;
    const field =
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLInputElement && !['submit', 'button', 'reset', 'hidden'].includes(target.type));
    const name = field ? (target as HTMLInputElement).name : '';
    const validate = loaded();
    if (!validate || !options.validateOnBlur || !name) return;
    if (!left && !ownFor(name) && !errors[name]) return;
    const result = check(validate, event.currentTarget);
    const fields = own?.fields === 'all' ? 'all' : new Set([...(own?.fields ?? []), name]);
    setChecked({ reply: lastResult, errors: result.errors, fields });
  };

  /** What was typed in a field, as the refused post brought it back; else `fallback`. */
  const typed = (name: string, fallback = '') => {
    const value = reply?.initialValue?.[name];
    return typeof value === 'string' ? value : fallback;
  };
  /** The fields' values: `stored` (what the page shows before a post) with what was typed over it. */
  const values = <T extends Record<string, unknown>>(stored: T): T => {
    const back = reply?.initialValue ?? {};
    const typedBack = Object.entries(back).filter(([, v]) => typeof v === 'string');
    return { ...stored, ...Object.fromEntries(typedBack) };
  };
  /** One input's state: ids, starting value, constraints, messages. */
  const field = (name: string): FieldState => {
    const stored = options.defaultValue?.[name];
    return {
      ...options.constraint?.[name],
      id: `${formId}-${name}`,
      name,
      errorId: `${formId}-${name}-error`,
      initialValue: typed(name, stored == null ? undefined : String(stored)) || undefined,
      errors: errors[name],
    };
  };
  return {
    /**
     * Whether the messages answer the form being sent (the page's own check on submit, or the server's
     * reply), rather than fields being left; `refusals` counts the refusals, so a page can announce each.
     */
    refused: Object.keys(errors).length > 0 && (own ? own.fields === 'all' : reply?.status === 'error'),
    refusals: focusRequest,
    /** Whether a field's message comes from leaving it (validateOnBlur), not from the form being sent. */
    checkedOnLeaving: (name: string) => Boolean(own && own.fields !== 'all' && own.fields.has(name)),
    props: {
      id: formId,
      ref: formRef,
      onSubmit,
      onBlur: (event: FocusEvent<HTMLFormElement>) => recheck(event, true),
      onInput: (event: FormEvent<HTMLFormElement>) => recheck(event, false),
      // The validator loads when the form is first reached (a field focused, a tap or click in it).
      onFocus: () => void request(),
      onPointerDown: () => void request(),
      // Once the page runs, the schema answers (loaded on submit if need be) instead of the browser's
      // bubbles; without JavaScript the native constraints guard (unless never wanted).
      noValidate: options.noValidate || hydrated,
    },
    errors,
    field,
    typed,
    values,
  };
}
