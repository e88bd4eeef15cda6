import { parseWithZod } from '@conform-to/zod/v4';
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
} from '@remix-run/node';
import type { ZodType } from 'zod';
import { formProblem } from './form-bounds';
import { httpError } from './http.server';

/**
 * The posted form, or a 400 page when the body is not a form or is out of bounds (too many fields, a
 * list index or a value too large, a control character): never a 500, and never handed to conform.
 */
export async function readFormData(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw httpError(400);
  }
  return withinBounds(form);
}

/**
 * A multipart form with files of at most `maxFileBytes` each, held in memory, checked like any form
 * (400 when out of bounds). A larger file or a body that is not multipart is named for the caller to
 * explain.
 */
export async function readUploadFormData(
  request: Request,
  maxFileBytes: number,
): Promise<FormData | 'too-large' | 'unreadable'> {
  let form: FormData;
  try {
    form = await parseMultipartFormData(request, createMemoryUploadHandler({ maxPartSize: maxFileBytes }));
  } catch (error) {
    return error instanceof MaxPartSizeExceededError ? 'too-large' : 'unreadable';
  }
  return withinBounds(form);
}

function withinBounds(form: FormData): FormData {
  if (formProblem(form)) throw httpError(400);
  return form;
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
