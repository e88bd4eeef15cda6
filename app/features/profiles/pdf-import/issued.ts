// Certifications and awards: a name, who issued it, and when ("정보처리기사  한국산업인력공단  2018-11-16",
// or a name over "Issuer · 2019-08-20", the name possibly wrapped over two lines).
import { joinWrappedLines } from './glued-dash-wrap';
import { issuersUnderNames } from './issuer-under-name';
import { withoutStatusWord } from './issuer-status-word';
import type { Award, Certification } from '#db/schema/profiles';
import { stripContacts } from './contacts';
import { cut, findDates, issueDate, type DateToken } from './dates';
import { cells, isBlank, labelled, parts, tidy } from './text';
import { isHeaderRow } from './table';
import { ISSUED_LABELS } from './vocabulary';
import { withGradeJoined } from './certificate-grade-cell';
import { withoutNumberCell } from './certificate-number-cell';
import { issuedCard } from './issued-card';
import { datedCardIssuer } from './dated-card-issuer';
import { bracketedIssuerDate } from './bracketed-issuer-date';
import { trailingIssuerDate } from './trailing-issuer-date';

type Issued = { name: string; issuer: string; date: DateToken | null };

export function parseCertifications(lines: string[]): Certification[] {
  return issuedEntries(lines).map((entry) => {
    const { name, issuer, date } = parseEntry(entry);
    // "유통관리사 2급 취득": the word for having passed is no part of the name.
    const certificationName = name.replace(/\s+(?:최종\s*)?(?:취득|합격)$/u, '');
    return { certificationName, certificationIssuedBy: issuer, issueDate: date ? issueDate(date) : '' };
  });
}

export function parseAwards(lines: string[]): Award[] {
  return issuedEntries(lines).map((entry) => {
    const { name, issuer, date } = parseEntry(entry);
    return { awardName: name, awardIssuedBy: issuer, awardYear: date?.year ?? '' };
  });
}

const plain = (line: string) => stripContacts(line).text;

/** A line that is only a date or a year ("2023", "2021.05"). */
function dateAlone(line: string): boolean {
  const text = plain(line);
  const dates = findDates(text);
  return dates.length === 1 && !/[\p{L}\p{N}]/u.test(cut(text, dates[0].index, dates[0].length));
}

/**
 * An entry ends with its dated line, with a table row, or at a blank line. In a list with no dates
 * at all, every line is an entry.
 */
function issuedEntries(all: string[]): string[][] {
  // "Name | Mei 2023" over "ASCM": the issuer under each dated name (issuer-under-name.ts).
  const under = issuersUnderNames(all);
  if (under) return under.map((l) => [l]);
  // "컴퓨터활용능력 | 2급 | …": a grade cell after the name goes with it (certificate-grade-cell.ts).
  // "간호사 면허 | 제 412873 호 | …": a register number is no issuer (certificate-number-cell.ts).
  const lines = all.filter((l) => !isHeaderRow(l)).map((l) => withGradeJoined(withoutNumberCell(l)));
  const filled = lines.filter((l) => !isBlank(l));
  if (!filled.some((l) => findDates(plain(l)).length > 0)) return filled.map((l) => [l]);
  const entries: string[][] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length > 0) entries.push(current);
    current = [];
  };
  // A list whose first line is a date alone sets the date over each entry (a timeline: "2022" over
  // "KCC Best Paper Award" over its issuer): each such date opens an entry.
  const dateFirst = dateAlone(filled[0]);
  for (const line of lines) {
    if (isBlank(line)) {
      close();
      continue;
    }
    if (dateFirst && dateAlone(line)) {
      close();
      current.push(line);
      continue;
    }
    current.push(line);
    const text = plain(line);
    if (findDates(text).length > 0 || cells(text).length >= 2) close();
  }
  close();
  return entries;
}

function parseEntry(entry: string[]): Issued {
  // The date over the entry (a timeline) is its date; the lines under it are read as they would be.
  const over = entry.length >= 2 && dateAlone(entry[0]) ? findDates(plain(entry[0]))[0] : null;
  const lines = joinDangling(over ? entry.slice(1) : entry);
  // Name over issuer over "Issued Oct 2022 · Expires Oct 2027" (a portal's card, issued-card.ts).
  const card = over ? null : issuedCard(lines.map(plain));
  if (card) return { ...card, issuer: withoutStatusWord(card.issuer) };
  // Name over an organisation over a date alone (a portal's award card, dated-card-issuer.ts).
  const dated = over ? null : datedCardIssuer(lines.map(plain));
  if (dated) return dated;
  let name = '';
  let issuer = '';
  let date: DateToken | null = over;
  // A name (maybe wrapped) over a last line with the issuer and the date.
  const stacked = lines.length >= 2 && lines.slice(0, -1).every((l) => parts(plain(l)).length === 1);
  // "Certified Veterinary Technician" / "(CVT)" / "Oregon Veterinary Medical" / "Examining Board · 2012": a
  // name closed by its initials in brackets; the lines after them are the issuer's, wrapped in a narrow column.
  const closed = stacked ? lines.slice(0, -2).findIndex((l) => INITIALS_CLOSE.test(plain(l))) : -1;
  const nameEnd = closed >= 0 ? closed + 1 : lines.length - 1;
  // "Penerjemah Tersumpah Inggris–" over "Indonesia": no space after a glued dash (glued-dash-wrap.ts).
  if (stacked) name = tidy(joinWrappedLines(lines.slice(0, nameEnd)));
  const last = stacked ? [lines.slice(nameEnd).map(plain).join(' ')] : [];
  const pieces: string[] = [];
  for (const line of stacked ? last : lines) {
    for (const piece of parts(plain(line))) {
      const pair = labelled(piece, ISSUED_LABELS);
      if (pair?.label === 'issuer') issuer ||= tidy(pair.value);
      else if (pair?.label === 'name') name ||= tidy(pair.value);
      else if (pair?.label === 'date') date ??= findDates(pair.value)[0] ?? null;
      else pieces.push(piece);
    }
  }
  // "우수사원상 (현대글로비스(주), 2022. 12.)": an issuer with its own brackets (bracketed-issuer-date.ts).
  // "SAP … Associate - Financial Accounting (SAP, 2021. 08.)": the dash is the name's (trailing-issuer-date.ts).
  const nested =
    pieces.length === 1 ? (bracketedIssuerDate(pieces[0]) ?? trailingIssuerDate(pieces[0])) : null;
  if (nested) pieces.splice(0, 1, ...nested);
  // "Name, Issuer, 2021" on one line: commas separate the fields.
  if (pieces.length === 1 && /,\s*[^,]+,\s*[^,]*\d{4}[^,]*$/.test(pieces[0]))
    pieces.splice(0, 1, ...pieces[0].split(/\s*,\s*/));
  // "Name – Issuer, 2022" on one line: a spaced dash before the issuer and the date.
  const dashed = pieces.length === 1 ? pieces[0].match(/^(.+)\s+[–—-]\s+([^–—]+)$/) : null;
  const undated = dashed && findDates(dashed[2]).length > 0 ? cut(dashed[2], ...dateSpan(dashed[2])) : '';
  // "Name – Part, Issuer (Oct 2022)": the dash is the name's own when a comma sets the issuer apart after it.
  const named = undated.match(/^([^,]*\p{L}[^,]*),\s*(\p{L}[^,]*?)[\s(（]*$/u);
  if (dashed && named)
    pieces.splice(0, 1, `${dashed[1]} – ${tidy(named[1])}`, dashed[2].slice(named[1].length + 1));
  else if (dashed && /\p{L}/u.test(undated)) pieces.splice(0, 1, dashed[1], dashed[2]);
  date ??= takeDate(pieces, !name);
  const rest = pieces.map(tidy).filter(Boolean);
  // One piece left and no issuer yet: "Name (Issuer)" or "Name, Issuer".
  if (rest.length === 1 && !issuer && !(stacked && name)) rest.splice(0, 1, ...nameAndIssuer(rest[0]));
  name ||= rest.shift() ?? '';
  issuer ||= (rest.shift() ?? '').replace(/^(?:issued by|by|oleh)\s+/i, '');
  return { name, issuer: withoutStatusWord(issuer), date };
}

/** A certificate's initials in brackets closing its name: "(CVT)", "(CCC-A)", "(PMP)". */
const INITIALS_CLOSE = /\([A-Z][A-Z0-9-]{1,9}\)\s*$/u;

/** The level a certificate's name ends with after a dash ("Associate", "Specialty", "Professional"). */
const CERTIFICATE_LEVEL =
  /^(?:associate|professional|specialty|foundation|foundational|expert|practitioner|fundamentals|advanced|intermediate|beginner|level\s*\d)\b/i;

/**
 * "정보처리기사 (한국산업인력공단)", "Certified Quality Auditor, ASQ" and "Juara 1 – Universitas X" name the
 * issuer after the name;
 * "Chartered Accountant (CA)" or "TOPIK (6급)" keep their brackets (an abbreviation or a grade).
 */
function nameAndIssuer(piece: string): string[] {
  const bracket = piece.match(/^(.+?)\s*[(（]([^()（）]{2,40})[)）]$/);
  if (bracket && !abbreviates(bracket[2], bracket[1]) && !/\d/.test(bracket[2]))
    return [tidy(bracket[1]), tidy(bracket[2])];
  const comma = piece.match(/^([^,]{2,80}),\s*([^,]{2,50})$/);
  if (comma) return [tidy(comma[1]), tidy(comma[2])];
  // "Juara 1 Lomba … – Universitas …": a spaced en dash before the issuer, as the em dash splits pieces;
  // in plain text a spaced hyphen stands for it ("Tableau Desktop Specialist - Tableau"), unless what
  // follows is the certificate's own level ("… Solutions Architect - Associate").
  const dashed = piece.match(/^(.{2,80}?)\s+[–-]\s+([^–—]{2,60})$/);
  return dashed && !/\d/.test(dashed[2]) && !CERTIFICATE_LEVEL.test(dashed[2])
    ? [tidy(dashed[1]), tidy(dashed[2])]
    : [piece];
}

/**
 * "(CA)" after "Chartered Accountant", "(PMP)" after "Project Management Professional": capitals that
 * are the name's own initials, in order, abbreviate it. "(APICS)" after "Certified Supply Chain
 * Professional" does not: that is who issued it.
 */
function abbreviates(bracket: string, name: string): boolean {
  const letters = bracket.replace(/[\s.&-]/g, '');
  if (!/^[A-Z0-9]{1,6}$/.test(letters)) return false;
  const initials = name
    .split(/[\s-]+/)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();
  let at = 0;
  for (const ch of initials) if (ch === letters[at]) at++;
  return at === letters.length;
}

/** A line that ends with a separator ("Issuer ·") goes on in the next line. */
function joinDangling(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out.length - 1;
    if (last >= 0 && /[·|,•]\s*$/.test(out[last])) out[last] = `${out[last].trimEnd()} ${line.trim()}`;
    else out.push(line);
  }
  return out;
}

/** Takes the date out of the pieces: a piece that is only a date, else the last date not in the name. */
function takeDate(pieces: string[], nameFirst: boolean): DateToken | null {
  const only = pieces.findIndex((p) => {
    const found = findDates(p);
    return found.length === 1 && tidy(cut(p, found[0].index, found[0].length)).replace(/[()]/g, '') === '';
  });
  if (only >= 0) return findDates(pieces.splice(only, 1)[0])[0];
  for (let i = pieces.length - 1; i >= (nameFirst && pieces.length > 1 ? 1 : 0); i--) {
    const found = findDates(pieces[i]);
    const last = found[found.length - 1];
    if (last) {
      pieces[i] = cut(pieces[i], last.index, last.length);
      return last;
    }
  }
  // Only the name has a year in it ("Juara 1 Hackathon 2020"): that is the year, and it stays in the name.
  const inName = findDates(pieces[0] ?? '');
  return inName[inName.length - 1] ?? null;
}

/** Where the last date of a text is, as [index, length]. */
function dateSpan(text: string): [number, number] {
  const last = findDates(text).pop();
  return last ? [last.index, last.length] : [0, 0];
}
