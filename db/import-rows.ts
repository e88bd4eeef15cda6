// The parts every `npm run data:import` kind shares: reading a CSV (csv-parse, strict) or JSON file into
// rows that know their line, validating each row with a zod schema, and the line-numbered report of bad
// rows.
import { CsvError, parse } from 'csv-parse/sync';
import type { z } from 'zod';

/**
 * One row of an import file: its fields and the line it starts on (JSON: its position, from 1). A CSV
 * row whose number of fields differs from the header's carries that problem instead of being trusted.
 */
export type SourceRow = { line: number; data: Record<string, unknown>; problem?: string };
export type Validated<T> = { good: T[]; problems: string[] };

/** A file that cannot be read as rows at all (a stray quote, an unclosed quote, a bad header). */
export class ImportFileError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

const CSV_REASONS: Record<string, string> = {
  INVALID_OPENING_QUOTE:
    'a quote inside an unquoted field (quote the whole field and double the quote: "ab""c")',
  CSV_INVALID_CLOSING_QUOTE:
    'text after a closing quote (quote the whole field and double the quote inside it)',
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
};

/** The line a record starts on: the line it ends on less the line breaks inside it. */
function startLine(endLine: number, raw: string) {
  const body = raw.replace(/^(\r?\n)+/, '').replace(/\r?\n$/, '');
  return endLine - (body.match(/\n/g)?.length ?? 0);
}

type CsvRecord = { record: string[]; info: { lines: number }; raw: string };

/**
 * RFC 4180 CSV through csv-parse: the first row is the header. A stray or unclosed quote refuses the
 * whole file (naming the line, since everything after it would be misread); a row with more or fewer
 * fields than the header is kept with its problem, so every such line is named.
 */
export function parseCsv(text: string, columns?: readonly string[]): SourceRow[] {
  let lastEnd = 0;
  let records: CsvRecord[];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
      on_record: (record, context) => {
        lastEnd = context.lines;
        return record;
      },
    }) as unknown as CsvRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // Name the line the broken record starts on; a quote that runs on also names where it stopped.
    const at = (error as CsvError & { lines: number }).lines;
    const start = error.code === 'INVALID_OPENING_QUOTE' ? at : Math.min(at, lastEnd + 1);
    const runsOn = at > start ? ` (the quoted field opened on line ${start} runs on to line ${at})` : '';
    throw new ImportFileError([`line ${start}: ${CSV_REASONS[error.code] ?? error.message}${runsOn}`]);
  }
  const [header, ...rows] = records;
  if (!header) return [];
  const names = header.record.map((h) => h.trim());
  const headerProblems = names.flatMap((name, i) =>
    !name
      ? [`line 1: column ${i + 1} has no name`]
      : names.indexOf(name) !== i
        ? [`line 1: column "${name}" appears twice`]
        : columns && !columns.includes(name)
          ? [`line 1: unknown column "${name}" (expected ${columns.join(', ')})`]
          : [],
  );
  if (headerProblems.length) throw new ImportFileError(headerProblems);
  return rows.map(({ record, info, raw }) => {
    const line = startLine(info.lines, raw);
    const data = Object.fromEntries(names.map((name, i) => [name, record[i] ?? '']));
    return record.length === names.length
      ? { line, data }
      : { line, data, problem: `${record.length} fields where the header has ${names.length}` };
  });
}

/** Rows of a CSV (header row first) or a JSON array (`.json`), each with the line it came from. */
export function readRows(
  file: string,
  text: string,
  noun = 'rows',
  columns?: readonly string[],
): SourceRow[] {
  if (file.endsWith('.json')) {
    const parsed = JSON.parse(text);
    if (!Array.isArray(parsed)) throw new Error(`JSON file must hold an array of ${noun}`);
    return parsed.map((data, i) => ({ line: i + 1, data }));
  }
  return parseCsv(text, columns);
}

/** Every row through `schema`: the parsed good ones, and one problem line per bad row. */
export function validateWith<S extends z.ZodType>(schema: S, rows: SourceRow[]): Validated<z.output<S>> {
  const good: z.output<S>[] = [];
  const problems: string[] = [];
  for (const row of rows) {
    if (row.problem) {
      problems.push(`line ${row.line}: ${row.problem}`);
      continue;
    }
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
