import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

// Round thirty: the place or the parent's work said after the older rules' frame is part of the finding
// (blind-life-events.ts, blind-phrasings.ts, blind-lists.ts), so the finding shows what a reader infers.
describe('the place or the work said after a childhood or parent frame', () => {
  it('is in the finding', () => {
    expect(found('어릴 적 살던 동네가 부산 영도라 배에 익숙합니다.', 'ko')).toEqual([
      ['어릴 적 살던 동네가 부산 영도', 'blind.hometown'],
    ]);
    expect(found('Masa kecil saya habiskan di Pangkal Pinang.', 'id')).toEqual([
      ['Masa kecil saya habiskan di Pangkal Pinang', 'blind.hometown'],
    ]);
    expect(found('Orang tua saya hanya nelayan kecil.', 'id')).toEqual([
      ['Orang tua saya hanya nelayan kecil', 'blind.family'],
    ]);
  });

  it('leaves what follows the frame when it is no place or work', () => {
    expect(found('Orang tua saya tinggal dekat kantor dan saya sering berkunjung.', 'id')).toEqual([
      ['Orang tua saya', 'blind.family'],
    ]);
    expect(found('어릴 적 살던 청주는 조용했습니다.', 'ko')).toEqual([
      ['어릴 적 살던 청주는', 'blind.hometown'],
    ]);
  });
});
