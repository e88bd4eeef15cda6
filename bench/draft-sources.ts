// npm run bench:draft-sources: how many of the fields an imported draft fills get the file's line beside
// them in review (issue 37 item 4, ADR 0043), per fixture set: our own PDFs, the third-party layouts and
// the held-apart sets, each printed to PDF, read and parsed as an upload is, fitted, then located with
// sourceLines. Counts only (a field located / filled); `-- --verbose` lists the fields left without a
// source for the development sets. The locator was written on the unit tests' lines, never tuned on
// these sets. Not part of npm test.
import fs from 'node:fs';
import path from 'node:path';
import { sourceKeys, sourceLines } from '../app/features/profiles/draft-sources';
import { fitDraft } from '../app/features/profiles/import-fit';
import { extractPdfText } from '../app/features/profiles/pdf-import/extract.server';
import { parseResumeText } from '../app/features/profiles/pdf-import/parse';
import { prepareLines } from '../app/features/profiles/pdf-import/text';
import { renderResumePdf, type ResumeLang } from '../app/integrations/pdf/resume-pdf.server';
import { htmlFilesToPdf } from './html-to-pdf';

const verbose = process.argv.includes('--verbose');
const SETS: [string, string][] = [
  ['third-party', 'tests/fixtures/resumes-third-party'],
  ['held-out', 'tests/fixtures/resumes-held-out'],
  ['held-out-2', 'tests/fixtures/resumes-held-out-2'],
  ['held-out-3', 'tests/fixtures/resumes-held-out-3'],
  ['held-out-4', 'tests/fixtures/resumes-held-out-4'],
];
const jsonFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

type Count = { filled: number; located: number; missing: string[] };

async function count(pdf: Uint8Array): Promise<Count> {
  const text = await extractPdfText(pdf);
  const draft = fitDraft(parseResumeText(text));
  const sources = sourceLines(draft, prepareLines(text));
  const keys = sourceKeys(draft);
  return {
    filled: keys.length,
    located: keys.filter((k) => sources[k]).length,
    missing: keys.filter((k) => !sources[k]),
  };
}

function report(set: string, counts: [string, Count][]) {
  const filled = counts.reduce((n, [, c]) => n + c.filled, 0);
  const located = counts.reduce((n, [, c]) => n + c.located, 0);
  console.log(
    `${set}: ${located}/${filled} filled fields with a source line (${((100 * located) / Math.max(1, filled)).toFixed(1)} %), ${counts.length} files`,
  );
  if (verbose && !set.startsWith('held-out'))
    for (const [file, c] of counts) if (c.missing.length) console.log(`  ${file}: ${c.missing.join(', ')}`);
}

async function main() {
  const own: [string, Count][] = [];
  for (const file of jsonFiles('tests/fixtures/resumes')) {
    const fixture = JSON.parse(fs.readFileSync(path.join('tests/fixtures/resumes', file), 'utf8'));
    const pdf = await renderResumePdf(fixture, { lang: fixture.lang as ResumeLang, layout: fixture.layout });
    own.push([file, await count(new Uint8Array(pdf))]);
  }
  report('ours', own);
  for (const [set, dir] of SETS) {
    const files = jsonFiles(dir);
    if (files.length === 0) continue;
    // A layout committed as its PDF (a Word document exported by LibreOffice) is read as it is.
    const committed = (f: string) => path.resolve(dir, f.replace(/\.json$/, '.pdf'));
    const printed = files.filter((f) => !fs.existsSync(committed(f)));
    const pdfs = await htmlFilesToPdf(printed.map((f) => path.resolve(dir, f.replace(/\.json$/, '.html'))));
    const counts: [string, Count][] = [];
    for (const f of files) {
      const i = printed.indexOf(f);
      counts.push([f, await count(new Uint8Array(i >= 0 ? pdfs[i] : fs.readFileSync(committed(f))))]);
    }
    report(set, counts);
  }
  process.exit(0);
}

void main();
