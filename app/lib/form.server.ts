import { parseWithZod } from '@conform-to/zod/v4';
import type { ZodType } from 'zod';
import { httpError } from './http.server';

/** The posted form, or a 400 page when the body is not a form (never a 500). */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw httpError(400);
  }
}

/**
 * conform's server parse, where a forged intent (`__intent__` that is not conform's JSON) answers 400
 * instead of throwing: bad input never becomes a 500.
 */
export function parseSubmission<Schema extends ZodType>(form: FormData, options: { schema: Schema }) {
  try {
    return parseWithZod(form, options);
  } catch {
    throw httpError(400);
  }
}
