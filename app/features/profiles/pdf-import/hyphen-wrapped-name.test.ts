import { describe, expect, it } from 'vitest';
import { cellJoiner } from './cell-words';

const piece = (x: number, right: number, text: string) => ({ x, right, text, size: 9 });

describe('a hyphenated name wrapped at its hyphen in a cell', () => {
  it('joins the rest on without a space', () => {
    expect(cellJoiner(piece(40, 300, 'Royal Ear-Nose-'), piece(40, 120, 'Throat Society'), [])).toBe('');
    expect(cellJoiner(piece(40, 300, 'Baden-'), piece(40, 120, 'Württemberg Chamber'), [])).toBe('');
  });

  it('keeps the space after a spaced dash, and before a word in lower case', () => {
    expect(cellJoiner(piece(40, 300, 'Audiology Board -'), piece(40, 120, 'Midwest Region'), [])).toBe(' ');
    expect(cellJoiner(piece(40, 300, 'pre- and post-'), piece(40, 120, 'operative care'), [])).toBe(' ');
  });
});
