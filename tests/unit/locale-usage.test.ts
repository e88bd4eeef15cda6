// Every literal message key the app passes to t() exists in the locale files, so no page shows a raw key
// (the three languages are checked against each other in locales.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };

const LOCALES = path.resolve('app/locales/en');
const namespaces: Record<string, Messages> = Object.fromEntries(
  fs
    .readdirSync(LOCALES)
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(LOCALES, f), 'utf8'))]),
);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'locales' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !e.name.includes('.test.') ? [p] : [];
  });
}

/** A key is there as a message, or as i18next's plural forms of it. */
function exists(messages: Messages, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: string | Messages | undefined = messages;
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return false;
  return last in node || `${last}_one` in node || `${last}_other` in node;
}

describe('message keys used in the code', () => {
  const used = sourceFiles(path.resolve('app')).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.:-]+)'/g)]
      .map((m) => m[1])
      .filter((key) => key.includes('.') || key.includes(':'))
      .map((key) => ({ file: path.relative(process.cwd(), file), key })),
  );

  it('finds the keys it checks', () => {
    expect(used.length).toBeGreaterThan(500);
  });

  it('are all in the locale files', () => {
    const missing = used.filter(({ key }) => {
      const [ns, rest] = key.includes(':') ? key.split(':') : [null, key];
      const candidates = ns ? [namespaces[ns]].filter(Boolean) : Object.values(namespaces);
      return !candidates.some((messages) => exists(messages, rest));
    });
    expect(missing.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });
});
