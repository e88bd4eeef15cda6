// Where a PDF upload that could not be imported goes back to: the group screen, in the group the
// upload was made from, with the reason in the address (`?group=12&import=too-large`). The upload
// card shows the reason's message from there, with or without JavaScript, whether the app refused
// the file or the host refused the body before the app saw it (server/request-bounds.ts).
import { parseRowId } from '~/lib/ids';
import { PDF_MAX_BYTES } from './constants';

export const IMPORT_FAILURES = [
  'too-large',
  'no-file',
  'not-pdf',
  'unsupported',
  'hwp',
  'oversized',
  'encrypted',
  'broken',
  'empty',
  'not-resume',
  'busy',
  'group-not-found',
] as const;
export type ImportFailure = (typeof IMPORT_FAILURES)[number];

export function isImportFailure(value: unknown): value is ImportFailure {
  return (IMPORT_FAILURES as readonly unknown[]).includes(value);
}

/** True when a chosen file is over the upload limit (checked in the browser before sending, and again on the server). */
export function isTooLarge(file: { size: number } | null | undefined): boolean {
  return !!file && file.size > PDF_MAX_BYTES;
}

const IMPORT_PATH = /^(\/[A-Za-z0-9_-]+)\/profile\/import(?:\.data)?(?:[?#]|$)/;

/**
 * The group screen for an upload posted to `importUrl` (a path or a full URL under a tenant) that
 * failed for `reason`, in the upload's group (`?group=` of the upload's address, else `groupId`).
 * Null when the address is not the import path.
 */
export function importFailureLocation(
  importUrl: string,
  reason: ImportFailure,
  groupId: number | null = null,
): string | null {
  const url = new URL(importUrl, 'http://local');
  const tenant = IMPORT_PATH.exec(url.pathname)?.[1];
  return tenant ? groupScreen(tenant, reason, url.searchParams.get('group') ?? groupId) : null;
}

/** `<tenant>/profile/group?group=<id>&import=<reason>`; a group value that is not a row id is left out. */
export function groupScreen(tenant: string, reason: ImportFailure, group: unknown): string {
  const id = parseRowId(group);
  const query = new URLSearchParams();
  if (id) query.set('group', String(id));
  query.set('import', reason);
  return `${tenant}/profile/group?${query}`;
}
