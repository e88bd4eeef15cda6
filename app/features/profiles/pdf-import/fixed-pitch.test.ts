import { describe, expect, it } from 'vitest';
import { pageToLines, type TextRun } from './layout';

// A plain-text resume in a fixed-pitch font: every character 0.6 em wide, each word its own run.
const SIZE = 10;
const ADVANCE = 0.6 * SIZE;
/** The words of one line typed from column `col` (in characters), each its own run, as Chromium prints them. */
function typed(line: string, y: number, font = 'Mono'): TextRun[] {
  const runs: TextRun[] = [];
  for (const m of line.matchAll(/\S+/g))
    runs.push({ text: m[0], x: 40 + (m.index ?? 0) * ADVANCE, y, width: m[0].length * ADVANCE, size: SIZE, font });
  return runs;
}

describe('a fixed-pitch font: one advance between words is their space', () => {
  const page = [
    'Platform Engineer, Toss Bank                Aug 2021 - Present',
    '  - Split the card-ledger monolith into 6 services.',
    'Pusan National University                          2014 - 2018',
  ].flatMap((line, i) => typed(line, 700 - i * 14));

  it('keeps the words of a line in one cell and the padded period in its own', () => {
    expect(pageToLines(page, 595)).toEqual([
      'Platform Engineer, Toss Bank\tAug 2021 - Present',
      '- Split the card-ledger monolith into 6 services.',
      'Pusan National University\t2014 - 2018',
    ]);
  });

  it('leaves a proportional font as it was: its words vary in width per character', () => {
    const proportional = [
      { text: 'Illinois', x: 40, y: 700, width: 28, size: SIZE, font: 'Sans' },
      { text: 'Museum', x: 74.5, y: 700, width: 38, size: SIZE, font: 'Sans' },
      { text: 'ill', x: 119, y: 700, width: 8, size: SIZE, font: 'Sans' },
      { text: 'MMM', x: 133.5, y: 700, width: 27, size: SIZE, font: 'Sans' },
    ];
    expect(pageToLines(proportional, 595)).toEqual(['Illinois\tMuseum\till\tMMM']);
  });
});
