import { data } from '@remix-run/node';
import { AppError } from './errors';

/** What an error response carries to the route error page: the spec's code when there is one. */
export type ErrorPayload = { code: number | null };

/** A response to throw from a loader or action: the error page shows the status's title. */
export function httpError(status: number, code: number | null = null) {
  return data<ErrorPayload>({ code }, { status });
}

/** Turns an AppError into the response to throw; anything else is rethrown as it is (a 500). */
export function rethrowAsResponse(error: unknown): never {
  if (error instanceof AppError) throw httpError(error.status, error.code);
  throw error;
}
