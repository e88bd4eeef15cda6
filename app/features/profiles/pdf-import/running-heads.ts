// A running header or footer: the line a word processor prints at the top or foot of every page, or a
// browser prints once for a fixed element ("Daniel Okafor | daniel.okafor@example.com", Chromium sets it
// at the foot of the first page). Read in order it would stand in the middle of a section (between two
// jobs), so a line at a page's top or foot that repeats the first page's name or one of its contacts, or
// is a page number, is left out; the first page's own top lines stay.

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const PHONE = /\+?\d[\d\s().-]{7,}\d/g;
/** A page number set at the top ("2", "- 2 -", "Page 2 of 3", "2 / 3"). */
const PAGE_NUMBER =
  /^(?:[-–]\s*)?(?:page\s+|halaman\s+)?\d{1,2}(?:\s*(?:\/|of|dari)\s*\d{1,2})?(?:\s*[-–])?(?:\s*쪽|\s*페이지)?$/iu;

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The first page's name line and the addresses and numbers written near its top. */
function headOf(first: string[]) {
  const top = first.filter((l) => l.trim()).slice(0, 6);
  const name = norm(top[0]?.split('\t')[0] ?? '');
  const text = top.join(' ');
  const contacts = new Set([...(text.match(EMAIL) ?? []), ...(text.match(PHONE) ?? []).map(norm)]);
  return { name, contacts };
}

/** True when the line repeats the first page's name or one of its contacts: a running header. */
function isRunningHead(line: string, head: ReturnType<typeof headOf>): boolean {
  const text = norm(line.replace(/\t/g, ' '));
  if (!text || text.length > 160) return false;
  if (PAGE_NUMBER.test(text)) return true;
  const named = head.name.length >= 3 && (text === head.name || text.startsWith(`${head.name} `));
  const contact = [...(text.match(EMAIL) ?? []), ...(text.match(PHONE) ?? []).map(norm)].some((c) =>
    head.contacts.has(c),
  );
  return named || contact;
}

/** Pages' lines without their running headers and footers (and page numbers). */
export function withoutRunningHeads(pages: string[][]): string[][] {
  if (pages.length < 2) return pages;
  const head = headOf(pages[0]);
  return pages.map((lines, n) => {
    const out = [...lines];
    const text = () => out.flatMap((l, i) => (l.trim() ? [i] : []));
    // At most two lines at each end: a header or footer and a page number. The first page's top lines
    // (its name and contacts) are its own.
    for (let k = 0; n > 0 && k < 2; k++) {
      const at = text()[0];
      if (at === undefined || !isRunningHead(out[at], head)) break;
      out.splice(0, at + 1);
    }
    for (let k = 0; k < 2; k++) {
      const lines = text();
      const at = lines[lines.length - 1];
      if (at === undefined || (n === 0 && lines.length <= 6) || !isRunningHead(out[at], head)) break;
      out.splice(at);
    }
    return out;
  });
}
