// When the Korean analyser cannot load (its dictionary cannot be unpacked: no writable temporary
// directory), Korean answers are still checked, by Hunspell alone: nothing fails, misspellings are found.
import { afterAll, describe, expect, it } from 'vitest';
import { spellInThread } from './speller-worker';

const tmp = process.env.TMPDIR;
afterAll(() => {
  if (tmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmp;
});

describe('the speller without the Korean analyser', () => {
  it('checks Korean by Hunspell alone', async () => {
    process.env.TMPDIR = '/dev/null/no-such-dir';
    const { unknown } = await spellInThread({ lang: 'ko', words: ['회사', '역활을', '됬을'] });
    expect(Object.keys(unknown).sort()).toEqual(['됬을', '역활을']);
  }, 180_000);
});
