import { z } from 'zod';

// The one rule for ids that come from a request (URL, query, form). Rows are keyed by PostgreSQL
// `serial`/`integer` (int4) or `uuid`; anything outside those can never name a row, so it must be
// answered as "not found" before it reaches SQL (where it would be an error, i.e. a 500).

/** The largest int4, the largest id a `serial` column can hold. */
export const MAX_ROW_ID = 2_147_483_647;

const DIGITS = /^\d{1,10}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A positive int4 id. */
export function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ROW_ID;
}

/**
 * The row id a request value names, or null: plain decimal digits only (no `1e3`, `0x10`, spaces or
 * signs), within int4.
 */
export function parseRowId(raw: unknown): number | null {
  if (typeof raw === 'number') return isRowId(raw) ? raw : null;
  if (typeof raw !== 'string' || !DIGITS.test(raw)) return null;
  const id = Number(raw);
  return isRowId(id) ? id : null;
}

/** A UUID in its canonical text form (any version, as PostgreSQL's `uuid` type reads it). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The same rule as a zod schema for form fields (conform posts strings); `error` is the message key. */
export const rowIdSchema = (error?: string) =>
  z.string(error ? { error } : undefined).transform((raw, ctx) => {
    const id = parseRowId(raw.trim());
    if (id === null) ctx.addIssue({ code: 'custom', message: error ?? 'Invalid id' });
    return id ?? z.NEVER;
  });

export const uuidSchema = (error?: string) =>
  z.string(error ? { error } : undefined).refine(isUuid, error ? { message: error } : 'Invalid id');
