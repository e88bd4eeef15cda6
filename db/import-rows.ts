// The parts every `npm run data:import` kind shares: reading a CSV or JSON file into rows that know
// their line, validating each row with a zod schema, and the line-numbered report of bad rows.
import type { z } from 'zod';

/** One row of an import file: its fields and the line it starts on (JSON: its position, from 1). */
export type SourceRow = { line: number; data: Record<string, unknown> };
export type Validated<T> = { good: T[]; problems: string[] };

/** Minimal RFC 4180 CSV: quoted fields, doubled quotes, commas and newlines inside quotes. */
export function parseCsv(text: string): { line: number; values: string[] }[] {
  const rows: { line: number; values: string[] }[] = [];
  let field = '';
  let values: string[] = [];
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      values.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      values.push(field);
      if (values.some((v) => v !== '')) rows.push({ line: rowLine, values });
      values = [];
      field = '';
      line++;
      rowLine = line;
    } else field += c;
  }
  values.push(field);
  if (values.some((v) => v !== '')) rows.push({ line: rowLine, values });
  return rows;
}

/** Rows of a CSV (header row first) or a JSON array (`.json`), each with the line it came from. */
export function readRows(file: string, text: string, noun = 'rows'): SourceRow[] {
  if (file.endsWith('.json')) {
    const parsed = JSON.parse(text);
    if (!Array.isArray(parsed)) throw new Error(`JSON file must hold an array of ${noun}`);
    return parsed.map((data, i) => ({ line: i + 1, data }));
  }
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) return [];
  return rows.map((r) => ({
    line: r.line,
    data: Object.fromEntries(header.values.map((h, i) => [h.trim(), r.values[i] ?? ''])),
  }));
}

/** Every row through `schema`: the parsed good ones, and one problem line per bad row. */
export function validateWith<S extends z.ZodType>(schema: S, rows: SourceRow[]): Validated<z.output<S>> {
  const good: z.output<S>[] = [];
  const problems: string[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row.data);
    if (parsed.success) good.push(parsed.data);
    else
      problems.push(
        `line ${row.line}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'row'} ${i.message}`).join('; ')}`,
      );
  }
  return { good, problems };
}

/** What the CLI prints when a file is refused. */
export const refusal = (problems: string[]) =>
  `Nothing loaded: ${problems.length} bad row(s).\n${problems.join('\n')}`;

/** A list: a JSON array, or a CSV cell with values separated by `|`. */
export const toList = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.map(String)
    : String(v ?? '')
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean);
