// Where each field of an imported draft stands in the file: the line(s) of the file's text that hold
// its value, found after reading (whatever read it: the parser or the model), so the member can check
// a value against the file at a glance while reviewing the draft. Pure. Values are matched on their
// letters and digits alone (spaces, punctuation, bullets and case aside), since a PDF's spacing and a
// field's tidying differ; dates by their year, month and day as any layout writes them; a value
// wrapped over lines by the lines it spans. An entry's fields are looked for near its main field (the
// school, the company, …), and entries in file order, so that a date or a name written twice is
// found where its entry is. A value found nowhere has no source (nothing is invented).
import type { DraftSource, DraftSources, ResumeSections } from '#db/schema/profiles';
import { draftSourceValue } from './constants';
import { findDates, parseDate } from './pdf-import/dates';
import { stripBullet } from './pdf-import/text';

type Draft = { name: string | null; sections: ResumeSections };

/** Lines kept per field (a long description spans many), and characters shown of each. */
export const MAX_SOURCE_LINES = 6;
export const MAX_SOURCE_CHARS = 120;

type Line = { shown: string; norm: string; at: number[]; dates: ReturnType<typeof findDates> };
/** Lines `from`..`to` hold the value; `start`/`end` is where it stands in line `from`'s shown text. */
type Hit = { from: number; to: number; start: number; end: number };

/** Letters and digits, lower-cased, with where each stood in the text (for cutting around a match). */
function normalise(text: string): { norm: string; at: number[] } {
  let norm = '';
  const at: number[] = [];
  let i = 0;
  for (const ch of text.normalize('NFC')) {
    if (/[\p{L}\p{N}]/u.test(ch)) {
      const low = ch.toLowerCase();
      norm += low;
      for (let k = 0; k < low.length; k++) at.push(i);
    }
    i += ch.length;
  }
  at.push(i);
  return { norm, at };
}

const normOf = (text: string) => normalise(text).norm;

function prepare(lines: string[]): Line[] {
  return lines.map((raw) => {
    const shown = raw.normalize('NFC').replace(/\t+/g, ' · ').trim();
    return { shown, ...normalise(shown), dates: findDates(shown) };
  });
}

/** The candidate nearest `near` (after it rather than before it); the first when there is no `near`. */
function nearest(candidates: Hit[], near: number | null, forward = false): Hit | null {
  if (candidates.length === 0) return null;
  if (near === null) return candidates[0];
  const pool =
    forward && candidates.some((c) => c.from >= near) ? candidates.filter((c) => c.from >= near) : candidates;
  const score = (c: Hit) => Math.abs(c.from - near) + (c.from < near ? 0.5 : 0);
  return pool.reduce((best, c) => (score(c) < score(best) ? c : best));
}

/** Where a line's normalised text at `index`..`index + length` stands in its shown text. */
function span(line: Line, index: number, length: number) {
  return { start: line.at[index], end: line.at[Math.min(index + length, line.at.length - 1)] };
}

/** Every place a text value stands: in one line, else over 2 to 4 consecutive lines. */
function textHits(value: string, lines: Line[]): Hit[] {
  const v = normOf(value);
  if (!v) return [];
  const hits: Hit[] = [];
  lines.forEach((line, i) => {
    const index = line.norm.indexOf(v);
    if (index >= 0) hits.push({ from: i, to: i, ...span(line, index, v.length) });
  });
  if (hits.length > 0) return hits;
  for (let size = 2; size <= 4 && hits.length === 0; size++) {
    for (let i = 0; i + size <= lines.length; i++) {
      const joined = lines
        .slice(i, i + size)
        .map((l) => l.norm)
        .join('');
      const index = joined.indexOf(v);
      // The value must begin in the first line and end in the last, or a smaller span holds it.
      if (index < 0 || index >= lines[i].norm.length) continue;
      if (index + v.length <= joined.length - lines[i + size - 1].norm.length) continue;
      hits.push({ from: i, to: i + size - 1, ...span(lines[i], index, lines[i].norm.length - index) });
    }
  }
  return hits;
}

/** A date value ("2018.03", "2020-05-12", "2019") wherever a line writes that date, in any format. */
function dateHits(value: string, lines: Line[]): Hit[] {
  const want = parseDate(value);
  if (!want) return [];
  const hits: Hit[] = [];
  lines.forEach((line, i) => {
    for (const date of line.dates) {
      if (date.year !== want.year) continue;
      // A year alone in the file becomes its January in the draft (import-fit).
      const month = !want.month || date.month === want.month || (want.month === 1 && date.month === 0);
      const day = !want.day || !date.day || date.day === want.day;
      if (month && day) {
        hits.push({ from: i, to: i, start: date.index, end: date.index + date.length });
        break;
      }
    }
  });
  return hits;
}

const isDate = (value: string) => /^(?:19|20)\d{2}(?:[.-]\d{1,2}){0,2}$/.test(value.trim());

/** A long value (a paragraph wrapped over many lines): from the line of its start to that of its end. */
function paragraphHits(value: string, lines: Line[]): Hit[] {
  const v = normOf(value);
  if (v.length < 40) return [];
  const head = v.slice(0, 16);
  const tail = v.slice(-16);
  const hits: Hit[] = [];
  lines.forEach((line, i) => {
    const index = line.norm.indexOf(head);
    if (index < 0) return;
    for (let j = i + 1; j < Math.min(lines.length, i + 16); j++) {
      if (lines[j].norm.includes(tail)) {
        hits.push({ from: i, to: j, ...span(line, index, line.norm.length - index) });
        return;
      }
    }
  });
  return hits;
}

function locate(value: string, lines: Line[], near: number | null, forward = false): Hit | null {
  const text = value.trim();
  if (!text) return null;
  if (isDate(text)) return nearest(dateHits(text, lines), near, forward);
  return nearest(textHits(text, lines), near, forward) ?? nearest(paragraphHits(text, lines), near, forward);
}

/** A line cut to `max` characters around `start`..`end`, at word breaks where it can, marked with "…". */
export function excerpt(line: string, start = 0, end = start, max = MAX_SOURCE_CHARS): string {
  if (line.length <= max) return line;
  const room = max - 2;
  let from = Math.max(
    0,
    Math.min(start - Math.floor(Math.max(0, room - (end - start)) / 2), line.length - room),
  );
  if (from > start) from = start;
  let to = Math.min(line.length, from + room);
  if (from > 0) {
    const space = line.indexOf(' ', from);
    if (space >= 0 && space < Math.min(start, from + 15)) from = space + 1;
  }
  if (to < line.length) {
    const space = line.lastIndexOf(' ', to);
    if (space > Math.max(end, to - 15)) to = space;
  }
  return `${from > 0 ? '…' : ''}${line.slice(from, to).trim()}${to < line.length ? '…' : ''}`;
}

function sourceOf(value: string, hits: Hit[], lines: Line[]): DraftSource | null {
  if (hits.length === 0) return null;
  const seen = new Set<number>();
  const shown: string[] = [];
  for (const hit of [...hits].sort((a, b) => a.from - b.from)) {
    for (let i = hit.from; i <= hit.to; i++) {
      if (seen.has(i)) continue;
      seen.add(i);
      const own = i === hit.from && hit.from === hit.to;
      shown.push(excerpt(lines[i].shown, own ? hit.start : 0, own ? hit.end : 0));
    }
  }
  return { value, lines: shown.slice(0, MAX_SOURCE_LINES) };
}

/** A value of many lines (achievements, a description): each of its lines found near the last. */
function multiline(value: string, lines: Line[], near: number | null): Hit[] {
  const hits: Hit[] = [];
  let at = near;
  for (const part of value.split('\n')) {
    const hit = locate(stripBullet(part.trim()), lines, at, true);
    if (!hit) continue;
    hits.push(hit);
    at = hit.to;
  }
  return hits;
}

type Entry = Record<string, unknown>;
const ENTRY_SECTIONS: { section: keyof ResumeSections; main: string; fields: string[]; long?: string[] }[] = [
  { section: 'educations', main: 'school', fields: ['major', 'gpa', 'thesis', 'start', 'end'] },
  {
    section: 'works',
    main: 'company',
    fields: ['position', 'start', 'end', 'achievements'],
    long: ['achievements'],
  },
  { section: 'certifications', main: 'certificationName', fields: ['certificationIssuedBy', 'issueDate'] },
  { section: 'languages', main: 'languageName', fields: ['languageDetail'] },
  {
    section: 'projects',
    main: 'projectName',
    fields: ['projectDescription', 'technologiesUsed'],
    long: ['projectDescription'],
  },
  { section: 'awards', main: 'awardName', fields: ['awardIssuedBy', 'awardYear'] },
];

/** The fields of a draft that `sourceLines` looks for (the filled ones), by the editor's field name. */
export function sourceKeys(draft: Draft): string[] {
  const keys: string[] = [];
  if (draft.name) keys.push('name');
  const person = draft.sections.person;
  for (const field of ['region', 'address', 'birthYear'] as const)
    if (person[field]) keys.push(`person.${field}`);
  if (draft.sections.skills.length > 0) keys.push('skills');
  for (const { section, main, fields } of ENTRY_SECTIONS) {
    (draft.sections[section] as Entry[]).forEach((entry, index) => {
      for (const field of [main, ...fields]) {
        const value = entry[field];
        if (typeof value === 'string' && value.trim()) keys.push(`${section}[${index}].${field}`);
      }
    });
  }
  return keys;
}

/**
 * The source line(s) of each field the draft fills, keyed by the editor's field name. `lines` are the
 * file's text lines as the readers give them (table cells split by tabs).
 */
export function sourceLines(draft: Draft, rawLines: string[]): DraftSources {
  const lines = prepare(rawLines);
  const out: DraftSources = {};
  const put = (key: string, value: string, hits: (Hit | null)[]) => {
    const source = sourceOf(
      value,
      hits.filter((h): h is Hit => h !== null),
      lines,
    );
    if (source) out[key] = source;
  };

  if (draft.name) put('name', draft.name, [locate(draft.name, lines, 0, true)]);
  const person = draft.sections.person;
  for (const field of ['region', 'address'] as const) {
    if (person[field]) put(`person.${field}`, person[field], [locate(person[field], lines, 0, true)]);
  }
  if (person.birthYear) {
    const month = person.birthMonth ? `.${person.birthMonth.padStart(2, '0')}` : '';
    put('person.birthYear', person.birthYear, [locate(`${person.birthYear}${month}`, lines, 0, true)]);
  }

  for (const { section, main, fields, long = [] } of ENTRY_SECTIONS) {
    let cursor: number | null = null;
    (draft.sections[section] as Entry[]).forEach((entry, index) => {
      const key = (field: string) => `${section}[${index}].${field}`;
      const text = (field: string) => (typeof entry[field] === 'string' ? (entry[field] as string) : '');
      const mainHit = locate(text(main), lines, cursor, true);
      if (mainHit) put(key(main), text(main), [mainHit]);
      let anchor = mainHit?.from ?? cursor;
      for (const field of fields) {
        const value = text(field);
        if (!value.trim()) continue;
        const hits = long.includes(field) ? multiline(value, lines, anchor) : [locate(value, lines, anchor)];
        put(key(field), value, hits);
        anchor ??= hits.find(Boolean)?.from ?? null;
      }
      if (anchor !== null) cursor = anchor;
    });
  }

  const skills = draft.sections.skills.filter((skill) => skill.trim());
  if (skills.length > 0) put('skills', draftSourceValue(skills), skillHits(skills, lines));
  return out;
}

/**
 * The skills as one field: for each skill, of the lines that hold it, the one that holds the most
 * skills (the skills line or a sidebar's list, not a project's "Technologies: Python" line before it).
 */
function skillHits(skills: string[], lines: Line[]): Hit[] {
  const each = skills.map((skill) => textHits(skill.trim(), lines));
  const count = new Map<number, number>();
  for (const hits of each)
    for (const line of new Set(hits.map((h) => h.from))) count.set(line, (count.get(line) ?? 0) + 1);
  return each.flatMap((hits) =>
    hits.length === 0
      ? []
      : [hits.reduce((best, h) => ((count.get(h.from) ?? 0) > (count.get(best.from) ?? 0) ? h : best))],
  );
}

/**
 * A JSON Resume's sources: the JSON path each field was read from (`paths`, by field name), for the
 * fields the fitted draft fills. The file's text would only repeat the value.
 */
export function jsonSources(draft: Draft, paths: Record<string, string>): DraftSources {
  const out: DraftSources = {};
  const value = (key: string): string => {
    const at = key.match(/^(\w+)(?:\[(\d+)\])?(?:\.(\w+))?$/);
    if (!at) return '';
    const [, head, index, field] = at;
    if (head === 'name' && !index && !field) return draft.name ?? '';
    const root =
      head === 'person' ? draft.sections.person : (draft.sections as Record<string, unknown>)[head];
    const item = index === undefined ? root : Array.isArray(root) ? root[Number(index)] : undefined;
    if (!field && Array.isArray(item)) return draftSourceValue(item);
    const v =
      field && item && typeof item === 'object' ? (item as Record<string, unknown>)[field] : undefined;
    return typeof v === 'string' ? v : '';
  };
  for (const [key, json] of Object.entries(paths)) {
    const v = value(key);
    if (v.trim()) out[key] = { value: v, json };
  }
  return out;
}
