import { formatDateTime } from '~/lib/format';
import type { operatorLog } from '#db/schema';

type OperatorLogEntry = typeof operatorLog.$inferSelect;

/** One field of a logged row as an operator reads it: `value` null when the row had none. */
export type SnapshotField = { key: string; value: string | null };
/** A logged row (`before`/`after`) field by field; null when there was no row (a creation's `before`). */
export type SnapshotView = SnapshotField[] | null;

export type OperatorLogLine = {
  id: number;
  when: string;
  who: string;
  what: string;
  before: SnapshotView;
  after: SnapshotView;
};

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A logged value as text: moments in Korean time, nested values as compact JSON, nothing as null. */
function fieldText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function snapshotView(value: unknown): SnapshotView {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return [{ key: '', value: fieldText(value) }];
  return Object.entries(value as Record<string, unknown>).map(([key, v]) => ({ key, value: fieldText(v) }));
}

/**
 * The operator log rows of a console page, as people read them: the time in Korean time
 * (YYYY.MM.DD HH:mm:ss), the operator's e-mail, the action, and each logged row field by field (a field
 * the row did not have is null, which the page shows in words, never as the text "null").
 */
export function operatorLogLines(
  rows: {
    entry: Pick<OperatorLogEntry, 'id' | 'createdAt' | 'action' | 'before' | 'after'>;
    admin: string | null;
  }[],
): OperatorLogLine[] {
  return rows.map(({ entry, admin }) => ({
    id: entry.id,
    when: formatDateTime(entry.createdAt),
    who: admin ?? '',
    what: entry.action,
    before: snapshotView(entry.before),
    after: snapshotView(entry.after),
  }));
}
