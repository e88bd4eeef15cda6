import { useEffect, useState } from 'react';

/**
 * A form's client validator, imported once the page is interactive. Until it arrives (and without
 * JavaScript) the native constraints and the server's own validation stand guard.
 */
export function useLazyValidation<V>(load: () => Promise<V>): V | undefined {
  const [validate, setValidate] = useState<V>();
  useEffect(() => {
    let live = true;
    void load().then((fn) => {
      if (live) setValidate(() => fn);
    });
    return () => {
      live = false;
    };
  }, [load]);
  return validate;
}
