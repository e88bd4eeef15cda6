// npm run data:import -- companies <file.csv|file.json>
// Loads an operator's companies. Every row is validated first; any bad row is reported with its line
// number and nothing is loaded. Good files are upserted by (name, country) in one transaction.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { companies } from './schema';
import { CULTURE_TAGS } from '../app/features/culture/tags';
import { openDatabase, type Db } from '../app/lib/db.server';
import { env } from '../app/lib/env.server';

const dim = z.coerce.number().min(0).max(10);
/** A list: a JSON array, or a CSV cell with values separated by `|`. */
const toList = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.map(String)
    : String(v ?? '')
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean);

export const companyRowSchema = z.object({
  name: z.string().trim().min(1).max(120),
  country: z.enum(['KR', 'ID']),
  classification: z.enum(['GROUP', 'PUBLIC', 'STARTUP', 'GLOBAL']),
  sectors: z.preprocess((v) => toList(v).map(Number), z.array(z.number().int().positive())),
  address: z.string().trim().min(1).max(200),
  homepage: z.union([z.literal(''), z.string().url().max(200)]).optional(),
  cultureTags: z.preprocess(toList, z.array(z.enum(CULTURE_TAGS))),
  recruitCount: z.coerce.number().int().min(0).default(0),
  aggressive: dim,
  initiative: dim,
  responsible: dim,
  individual: dim,
  communication: dim,
  horizontal: dim,
  salary: dim,
  welfare: dim,
  group: dim,
  startup: dim,
  global: dim,
  government: dim,
});
export type CompanyRow = z.infer<typeof companyRowSchema>;

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

/** Rows of a CSV (header row first) or a JSON array, each with the line it came from. */
export function readRows(file: string, text: string): { line: number; data: Record<string, unknown> }[] {
  if (file.endsWith('.json')) {
    const parsed = JSON.parse(text);
    if (!Array.isArray(parsed)) throw new Error('JSON file must hold an array of companies');
    return parsed.map((data, i) => ({ line: i + 1, data }));
  }
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) return [];
  return rows.map((r) => ({
    line: r.line,
    data: Object.fromEntries(header.values.map((h, i) => [h.trim(), r.values[i] ?? ''])),
  }));
}

export function validateRows(rows: { line: number; data: Record<string, unknown> }[]) {
  const good: CompanyRow[] = [];
  const problems: string[] = [];
  for (const row of rows) {
    const parsed = companyRowSchema.safeParse(row.data);
    if (parsed.success) good.push(parsed.data);
    else
      problems.push(
        `line ${row.line}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'row'} ${i.message}`).join('; ')}`,
      );
  }
  return { good, problems };
}

export async function importCompanies(db: Db, rows: CompanyRow[]) {
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const values = { ...row, homepage: row.homepage || null };
      await tx
        .insert(companies)
        .values(values)
        .onConflictDoUpdate({
          target: [companies.name, companies.country],
          set: { ...values, name: sql`excluded.name` },
        });
    }
  });
}

async function main() {
  const [kind, file] = process.argv.slice(2);
  if (kind !== 'companies' || !file) {
    console.error('usage: npm run data:import -- companies <file.csv|file.json>');
    process.exit(2);
  }
  const { good, problems } = validateRows(readRows(file, fs.readFileSync(file, 'utf8')));
  if (problems.length) {
    console.error(`Nothing loaded: ${problems.length} bad row(s).\n${problems.join('\n')}`);
    process.exit(1);
  }
  const config = env();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    await importCompanies(database.db, good);
    console.log(`Loaded ${good.length} companies.`);
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('import.ts')) await main();
