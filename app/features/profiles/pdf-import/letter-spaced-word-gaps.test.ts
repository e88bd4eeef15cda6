// CSS letter-spacing read back by geometry (pdf-text-worker.mjs keepLetterSpacedWordGaps): a word gap is
// a gap clearly wider than the run's own letter gap. Made-up titles, drawn glyph by glyph.
import { describe, expect, it } from 'vitest';
import { keepLetterSpacedWordGaps } from './pdf-text-worker.mjs';

type Glyph = { x0: number; x1: number; y: number; size: number; ch: string };

/** Glyphs of `words` from x = 50 on baseline 600, each letter 6 wide, spread by `track`, a space 2.5 wide. */
function drawn(words: string[], track: number, size = 10): Glyph[] {
  const glyphs: Glyph[] = [];
  let x = 50;
  words.forEach((word, w) => {
    if (w > 0) {
      glyphs.push({ x0: x, x1: x + 2.5, y: 600, size, ch: ' ' });
      x += 2.5 + track;
    }
    for (const ch of word) {
      glyphs.push({ x0: x, x1: x + 6, y: 600, size, ch });
      x += 6 + track;
    }
  });
  return glyphs;
}

const run = (text: string, glyphs: Glyph[]) => ({
  text,
  x: 50,
  y: 600,
  width: glyphs[glyphs.length - 1].x1 - 50,
  size: 10,
});

describe('letter-spaced runs keep their word gaps by geometry', () => {
  it('writes a tracked two-word title with its word space ("O R B I T A L M E C H A N I C S")', () => {
    const glyphs = drawn(['ORBITAL', 'MECHANICS'], 1.6);
    const runs = [run('O R B I T A L M E C H A N I C S', glyphs)];
    keepLetterSpacedWordGaps(runs, glyphs);
    expect(runs[0].text).toBe('ORBITAL MECHANICS');
  });

  it('keeps three words of a wider tracking, a kerned pair read joined among them', () => {
    const glyphs = drawn(['WATER', 'QUALITY', 'LAB'], 2);
    const runs = [run('W AT E R Q U A L I T Y L A B', glyphs)];
    keepLetterSpacedWordGaps(runs, glyphs);
    expect(runs[0].text).toBe('WATER QUALITY LAB');
  });

  it('reads a kerned triple left joined among the single glyphs ("L AVA F I E L D S")', () => {
    const glyphs = drawn(['LAVA', 'FIELDS'], 1.4);
    const runs = [run('L AVA F I E L D S', glyphs)];
    keepLetterSpacedWordGaps(runs, glyphs);
    expect(runs[0].text).toBe('LAVA FIELDS');
  });

  it('leaves a run of words that are not one glyph each, even over a wide gap', () => {
    const glyphs = drawn(['Map', 'the', 'dunes', 'at', 'dawn'], 1.4);
    const runs = [run('Map the dunes at dawn', glyphs)];
    keepLetterSpacedWordGaps(runs, glyphs);
    expect(runs[0].text).toBe('Map the dunes at dawn');
  });

  it('leaves a one-word tracked title as it is (no gap wider than the others)', () => {
    const glyphs = drawn(['HARBOUR'], 1.6);
    const runs = [run('H A R B O U R', glyphs)];
    keepLetterSpacedWordGaps(runs, glyphs);
    expect(runs[0].text).toBe('H A R B O U R');
  });

  it('leaves a run whose drawn glyphs do not match its letters', () => {
    const glyphs = drawn(['ORBITAL', 'MECHANICS'], 1.6).slice(0, 10);
    const runs = [run('O R B I T A L M E C H A N I C S', drawn(['ORBITAL', 'MECHANICS'], 1.6))];
    keepLetterSpacedWordGaps(runs, glyphs);
    expect(runs[0].text).toBe('O R B I T A L M E C H A N I C S');
  });

  it('leaves untracked text alone, words and single letters alike', () => {
    const glyphs = drawn(['A', 'B', 'C', 'D', 'E'], 0);
    const runs = [run('A B C D E', glyphs), run('Field notes in the dry season', drawn(['Field'], 0))];
    keepLetterSpacedWordGaps(runs, glyphs);
    expect(runs.map((r) => r.text)).toEqual(['A B C D E', 'Field notes in the dry season']);
  });
});
