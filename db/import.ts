// npm run data:import -- companies|postings <file.csv|file.json>
// Loads an operator's companies or job postings. Every row is validated first; any bad row is reported
// with its line number and nothing is loaded. Good files are upserted in one transaction: companies by
// (name, country), postings by (company, title) (see import-postings.ts).
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { companies } from './schema';
import { COMPANY_CLASSIFICATIONS, COUNTRIES, CULTURE_TAGS } from './schema/enums';
import { env, openDatabase, type Database } from './services';
import type { Db } from './database';
import {
  ImportFileError,
  readRows,
  refusal,
  toList,
  validateWith,
  type SourceRow,
  type Validated,
} from './import-rows';
import { importPostings, POSTING_COLUMNS, validatePostingRows, type PostingRecord } from './import-postings';

export { parseCsv, readRows } from './import-rows';

const dim = z.coerce.number().min(0).max(10);
export const companyRowSchema = z.object({
  name: z.string().trim().min(1).max(120),
  /** Optional: the company's English name, for English and Indonesian texts (else its name romanised). */
  nameEn: z.string().trim().max(120).optional(),
  country: z.enum(COUNTRIES),
  classification: z.enum(COMPANY_CLASSIFICATIONS),
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

export function validateRows(rows: SourceRow[]): Validated<CompanyRow> {
  return validateWith(companyRowSchema, rows);
}

export async function importCompanies(db: Db, rows: CompanyRow[]) {
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const values = { ...row, nameEn: row.nameEn || null, homepage: row.homepage || null };
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

/** One kind of import: its columns, how its rows are checked (opening the database only if it must) and loaded. */
type Importer<T> = {
  columns: readonly string[];
  validate(rows: SourceRow[], open: () => Promise<Db>): Validated<T> | Promise<Validated<T>>;
  load(db: Db, rows: T[]): Promise<void>;
};

const IMPORTERS = {
  companies: {
    columns: Object.keys(companyRowSchema.shape),
    validate: (rows) => validateRows(rows),
    load: importCompanies,
  } satisfies Importer<CompanyRow>,
  postings: {
    columns: POSTING_COLUMNS,
    validate: async (rows, open) => validatePostingRows(await open(), rows),
    load: importPostings,
  } satisfies Importer<PostingRecord>,
};
export type ImportKind = keyof typeof IMPORTERS;
export const isImportKind = (kind: string | undefined): kind is ImportKind =>
  kind !== undefined && Object.hasOwn(IMPORTERS, kind);

async function runImporter<T>(importer: Importer<T>, file: string, text: string, open: () => Promise<Db>) {
  let rows: SourceRow[];
  try {
    rows = readRows(file, text, 'rows', importer.columns);
  } catch (error) {
    if (error instanceof ImportFileError) return { loaded: 0, problems: error.problems };
    throw error;
  }
  const { good, problems } = await importer.validate(rows, open);
  if (problems.length) return { loaded: 0, problems };
  await importer.load(await open(), good);
  return { loaded: good.length, problems };
}

/**
 * A whole file of one kind: loads every row, or none and says which lines are bad (a file that cannot
 * be read as rows at all, e.g. a stray quote, is refused naming its line).
 */
export function importFile(kind: ImportKind, file: string, text: string, open: () => Promise<Db>) {
  return kind === 'companies'
    ? runImporter(IMPORTERS.companies, file, text, open)
    : runImporter(IMPORTERS.postings, file, text, open);
}

async function main() {
  const [kind, file] = process.argv.slice(2);
  if (!isImportKind(kind) || !file) {
    console.error('usage: npm run data:import -- companies|postings <file.csv|file.json>');
    process.exit(2);
  }
  const text = fs.readFileSync(file, 'utf8');
  let database: Database | undefined;
  const open = async () => {
    if (!database) {
      const config = env();
      database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
      await database.migrate();
    }
    return database.db;
  };
  try {
    const { loaded, problems } = await importFile(kind, file, text, open);
    if (problems.length) {
      console.error(refusal(problems));
      process.exitCode = 1;
    } else console.log(`Loaded ${loaded} ${kind}.`);
  } finally {
    await database?.close();
  }
}

if (process.argv[1]?.endsWith('import.ts')) await main();
