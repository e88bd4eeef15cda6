import { useEffect, useRef, useState, type FormEvent } from 'react';
import { countText } from '../counting';

/**
 * A textarea's counts by the product's one counting rule (../counting). At first they are those of its
 * initial value, so the server renders the right number into the page and a counter is right without
 * JavaScript. Once the page runs they are read from the textarea itself, which also catches a value the
 * browser put back (restored form state fires no input event), and then follow every keystroke. A new
 * initial value (the form answered again) is read again the same way.
 */
export function useLiveCounts(initial: string) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [counts, setCounts] = useState(() => countText(initial));
  useEffect(() => {
    setCounts(countText(ref.current?.value ?? initial));
  }, [initial]);
  return {
    counts,
    ref,
    onInput: (event: FormEvent<HTMLTextAreaElement>) => setCounts(countText(event.currentTarget.value)),
  };
}
