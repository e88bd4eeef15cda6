import { useCallback, useRef, useState } from 'react';

/**
 * A form's client validator, imported when the person first reaches the form (focus, a tap or a click in
 * it: `request`), not when the page loads, so a page that is only read never downloads the validators
 * (zod, about 28 KB) after hydration. Until it arrives (and without JavaScript) the native constraints or
 * the server's own validation stand guard; `request` returns the validator, loading it once.
 */
export function useLazyValidation<V>(load: () => Promise<V>): {
  validate: V | undefined;
  request: () => Promise<V>;
  /** The validator once loaded, read synchronously (a submit re-sent in the same tick as its arrival). */
  loaded: () => V | undefined;
} {
  const [validate, setValidate] = useState<V>();
  const pending = useRef<Promise<V> | null>(null);
  const current = useRef<V | undefined>(undefined);
  const request = useCallback(() => {
    pending.current ??= load().then((fn) => {
      current.current = fn;
      setValidate(() => fn);
      return fn;
    });
    return pending.current;
  }, [load]);
  const loaded = useCallback(() => current.current, []);
  return { validate, request, loaded };
}
