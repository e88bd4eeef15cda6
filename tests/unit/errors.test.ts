import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CODES, errorMessageKey, statusKey, toErrorBody } from '~/lib/errors';

describe('error mapping', () => {
  it('titles pages by the statuses the spec names, and anything else generically', () => {
    expect([400, 401, 403, 404, 500].map(statusKey)).toEqual([400, 401, 403, 404, 500]);
    expect(statusKey(418)).toBe('generic');
    expect(statusKey(503)).toBe('generic');
  });

  it('maps a known code to its message and an unknown one to its status message', () => {
    expect(errorMessageKey(20000, 400)).toBe('errors:code.20000');
    expect(errorMessageKey(99999, 404)).toBe('errors:status.404.message');
    expect(errorMessageKey(undefined, 502)).toBe('errors:status.generic.message');
  });

  it('builds the spec error body from an AppError', () => {
    const body = toErrorBody(new AppError(ERROR_CODES.EMAIL_DUPLICATE, 409), (k) => `t(${k})`);
    expect(body).toEqual({ status: 409, code: 20000, error: 'AppError', message: 't(errors:code.20000)' });
  });
});
