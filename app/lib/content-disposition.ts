// Content-Disposition for a download whose name people see (a company's name, Hangul and all): the exact
// name as RFC 5987/6266 `filename*` (UTF-8, percent-encoded), which every current browser uses, and a
// plain-ASCII `filename` for clients that know only that one.

/** What no file system or header may carry in a name: control characters and / \ : * ? " < > |. */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNSAFE = /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]+/g;
const MAX_NAME = 100;

/** RFC 5987 `value-chars`: encodeURIComponent leaves ' ( ) * as they are, which the grammar does not allow. */
const rfc5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A file's base name people can keep: unsafe characters gone, spaces collapsed, at most 100 characters. */
export function safeFileBase(name: string): string {
  const cleaned = name.normalize('NFC').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  return Array.from(cleaned).slice(0, MAX_NAME).join('').trim();
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` for `base` + `.ext`. The plain `filename` is the name
 * when it is all ASCII, else `fallback` (a Hangul name would come out as half a name); `%` and `;` are
 * left out of it, as some browsers read a `%xx` there as an escape.
 */
export function attachmentDisposition(base: string, ext: string, fallback = 'download'): string {
  const name = safeFileBase(base) || fallback;
  const ascii = /^[\x20-\x7e]+$/.test(name) ? name.replace(/[%;]/g, '').trim() : '';
  const plain = /[A-Za-z0-9]/.test(ascii) ? ascii : fallback;
  return `attachment; filename="${plain}.${ext}"; filename*=UTF-8''${rfc5987(`${name}.${ext}`)}`;
}
