import { parseWithZod } from '@conform-to/zod/v4';
import {
  data,
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
} from '@remix-run/node';
import type { z, ZodType } from 'zod';
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

/**
 * The value of a form whose every field the page sets itself (hidden ids, the pressed button's intent):
 * one that does not parse was not typed by a person, so it answers the error page (400 unless the
 * caller names another status, e.g. 404 for an id that names nothing) instead of a message by a field.
 */
export function parseOrThrow<Schema extends ZodType>(form: FormData, schema: Schema, status = 400) {
  const submission = parseSubmission(form, { schema });
  if (submission.status !== 'success') throw httpError(status);
  return submission.value;
}

/**
 * A form a service saves: parsed with its schema (conform's reply, status 400, when it does not parse),
 * handed to `save`, whose refusal of one field (a code taken, an institution not found) is the reply
 * with that field's message (400) so the page shows it by the field; else `done`'s answer.
 */
export async function saveForm<Schema extends ZodType>(
  form: FormData,
  schema: Schema,
  save: (value: z.output<Schema>) => Promise<{ field: string; key: string } | null | undefined>,
  done: () => Response | Promise<Response>,
) {
  const submission = parseSubmission(form, { schema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const problem = await save(submission.value);
  if (problem)
    return data(submission.reply({ fieldErrors: { [problem.field]: [problem.key] } }), { status: 400 });
  return done();
}
