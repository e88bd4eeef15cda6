// Round twenty-five (ADR 0039): correctly spelt trade and dress words by family — Indonesian trade loanwords
// KBBI lists (hidrolik, hidran, toren, paranet, pakcoy), kos and religious dress words; English tree-surgery,
// hire-yard and window-frame words and a head covering — each both ways on made-up sentences: the word
// passes, a slip of the same word is still asked of the dictionary.
import { describe, expect, it } from 'vitest';
import { wordsToSpell } from './spelling';

describe('round twenty-five: trade and dress words', () => {
  it('Indonesian: trade loanwords, kos and dress words pass; slips of them are asked', () => {
    const text =
      "Saya merawat pompa hidrolik dan hidran, membersihkan toren, memasang paranet di atas pakcoy, mengelola kos, dan menjual gamis syar'i untuk muslimah.";
    const asked = wordsToSpell(text, 'id', []);
    for (const w of [
      'hidrolik',
      'hidran',
      'toren',
      'paranet',
      'pakcoy',
      'kos',
      'gamis',
      "syar'i",
      'muslimah',
    ])
      expect(asked, w).not.toContain(w);
    expect(wordsToSpell('Saya merawat pompa hidrollik dan paranett.', 'id', [])).toEqual(
      expect.arrayContaining(['hidrollik', 'paranett']),
    );
  });

  it('English: arboricultural, hirer, uPVC and patka pass; slips of them are asked', () => {
    const asked = wordsToSpell(
      'I wrote arboricultural reports, briefed each hirer, fitted uPVC frames and a helmet over a patka.',
      'en',
      [],
    );
    for (const w of ['arboricultural', 'hirer', 'uPVC', 'patka']) expect(asked, w).not.toContain(w);
    expect(wordsToSpell('I wrote arboriculturel reports for each hirrer.', 'en', [])).toEqual(
      expect.arrayContaining(['arboriculturel', 'hirrer']),
    );
  });
});

describe('round twenty-five: Korean trade and duration words', () => {
  it('청능사 and 달간 pass with a particle; slips of them are asked', () => {
    const asked = wordsToSpell('청능사로 일하며 석 달간 상담 기록을 모았습니다.', 'ko', []);
    for (const w of ['청능사로', '달간']) expect(asked, w).not.toContain(w);
    expect(wordsToSpell('청능싸로 일하며 석 달깐 상담했습니다.', 'ko', [])).toEqual(
      expect.arrayContaining(['청능싸로', '달깐']),
    );
  });
});
