// Thin routes and small files (issue 34): no route module over 200 lines, no source file in app/, server/
// or db/ over 450 (test fixtures and db/schema aside). A file over its limit is usually two rooms; a route
// over it holds logic or a page that belongs in its feature (`*.server.ts`, `ui/*.tsx`).
// The files still over today are listed below with their length now: each may only shrink, a new file
// over the limit fails, and a listed file that fits must leave the list, so the list only gets shorter.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTE_LIMIT = 200;
const SOURCE_LIMIT = 450;

/**
 * Over the limit today, with the lines they have now: split them, then take them off this list (empty:
 * every route is within 200 lines and every other source within 450).
 */
const STILL_OVER: Record<string, number> = {};

const SOURCE_ROOTS = ['app', 'server', 'db'];

/** Fixtures are data, and the schema is one table file per area: neither is held to the limit. */
const exempt = (file: string) =>
  /(^|\/)(__fixtures__|fixtures)\//.test(file) || file.startsWith('db/schema/');

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const lineCount = (file: string) => {
  const text = fs.readFileSync(file, 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
};

type Offender = { file: string; lines: number; limit: number };

/** Files over their limit (routes 200, other sources 450) that are not allowed their present length. */
function fileSizeProblems(
  files: { file: string; lines: number }[],
  stillOver: Record<string, number>,
): { over: Offender[]; grew: Offender[]; fitsNow: string[] } {
  const limitOf = (file: string) => (file.startsWith('app/routes/') ? ROUTE_LIMIT : SOURCE_LIMIT);
  const over: Offender[] = [];
  const grew: Offender[] = [];
  for (const { file, lines } of files) {
    const limit = limitOf(file);
    if (lines <= limit) continue;
    const allowed = stillOver[file];
    if (allowed === undefined) over.push({ file, lines, limit });
    else if (lines > allowed) grew.push({ file, lines, limit: allowed });
  }
  const sizes = new Map(files.map((f) => [f.file, f.lines]));
  const fitsNow = Object.keys(stillOver).filter((file) => (sizes.get(file) ?? 0) <= limitOf(file));
  return { over, grew, fitsNow };
}

const describeOffenders = (list: Offender[]) =>
  list.map((o) => `${o.file}: ${o.lines} lines (limit ${o.limit})`);

describe('file sizes', () => {
  const files = SOURCE_ROOTS.flatMap(sourceFiles)
    .filter((file) => !exempt(file))
    .map((file) => ({ file, lines: lineCount(file) }));
  const problems = fileSizeProblems(files, STILL_OVER);

  it('reads the route modules and the sources', () => {
    expect(files.filter((f) => f.file.startsWith('app/routes/')).length).toBeGreaterThan(50);
    expect(files.some((f) => f.file.startsWith('server/'))).toBe(true);
  });

  it('no route module over 200 lines and no source file over 450', () => {
    expect(describeOffenders(problems.over)).toEqual([]);
  });

  it('no file still over its limit has grown', () => {
    expect(describeOffenders(problems.grew)).toEqual([]);
  });

  it('a file that fits now leaves the list of those still over', () => {
    expect(problems.fitsNow).toEqual([]);
  });

  it('names each offender: a new route over 200, a new source over 450, a listed file that grew', () => {
    const planted = fileSizeProblems(
      [
        { file: 'app/routes/($domain).planted.tsx', lines: 201 },
        { file: 'app/routes/($domain).fine.tsx', lines: 200 },
        { file: 'app/features/planted/big.server.ts', lines: 451 },
        { file: 'app/features/planted/fine.server.ts', lines: 450 },
        { file: 'app/features/planted/listed.ts', lines: 500 },
        { file: 'app/features/planted/shrunk.ts', lines: 300 },
      ],
      { 'app/features/planted/listed.ts': 480, 'app/features/planted/shrunk.ts': 600 },
    );
    expect(describeOffenders(planted.over)).toEqual([
      'app/routes/($domain).planted.tsx: 201 lines (limit 200)',
      'app/features/planted/big.server.ts: 451 lines (limit 450)',
    ]);
    expect(describeOffenders(planted.grew)).toEqual([
      'app/features/planted/listed.ts: 500 lines (limit 480)',
    ]);
    expect(planted.fitsNow).toEqual(['app/features/planted/shrunk.ts']);
  });
});
