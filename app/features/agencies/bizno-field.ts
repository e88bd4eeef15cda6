import { z } from 'zod';
import { bizNoDigits } from './bizno';

/**
 * A business registration number as people type it (dashes, spaces): its digits are what the form
 * reads, at least one (`required`), then the form's own check of them (`check`, e.g. its length or
 * check digit).
 */
export function bizNoField(
  required: string,
  check: (digits: z.ZodString) => z.ZodType<string, string> = (d) => d,
) {
  return z
    .string({ error: required })
    .transform(bizNoDigits)
    .pipe(check(z.string({ error: required }).min(1, required)));
}
