import { describe, expect, it } from 'vitest';
import { repetitionWithin } from './repetition';
import { retoldEpisodes } from './repetition-retold-episode';
import { sentences } from './text';

const retold = (text: string) => [...retoldEpisodes(text, sentences(text)).entries()];

describe('an episode told again after a retelling marker, with no figure', () => {
  it('flags it in English, Indonesian and Korean, at the retelling', () => {
    const en =
      'I moved the night stock count onto handheld scanners linked to the warehouse dashboard. The team was wary at first. Once again, moving the stock count onto handheld scanners linked to the dashboard is what changed the night shift.';
    expect(retold(en)).toEqual([[2, 0]]);
    expect(repetitionWithin(en).map((f) => f.message)).toContain('repetition.sentence');
    const id =
      'Saya memindahkan pencatatan stok malam ke pemindai genggam yang terhubung ke dasbor gudang. Tim awalnya ragu. Saya ulangi, pencatatan stok lewat pemindai genggam yang terhubung ke dasbor itulah yang mengubah shift malam.';
    expect(retold(id)).toEqual([[2, 0]]);
    const ko =
      '저는 야간 재고 조사를 창고 대시보드와 연결된 휴대용 스캐너로 바꿨습니다. 처음에는 팀이 망설였습니다. 다시 한번 말씀드리면, 재고 조사를 대시보드와 연결된 휴대용 스캐너로 바꾼 일이 야간 근무를 바꿨습니다.';
    expect(retold(ko)).toEqual([[2, 0]]);
  });

  it('flags an episode told over two earlier sentences', () => {
    const en =
      'I rewrote the supplier onboarding checklist. Every supplier now uploads certificates through the portal before delivery. As I said, rewriting the onboarding checklist so suppliers upload certificates through the portal was the turning point.';
    expect(retold(en).map(([j]) => j)).toEqual([2]);
  });

  it('leaves a marker over something new, and shared words without a marker', () => {
    expect(
      retold(
        'I moved the night stock count onto handheld scanners. The team was wary at first. In short, I learned to bring people along before changing their tools.',
      ),
    ).toEqual([]);
    expect(
      retold(
        'I moved the night stock count onto handheld scanners linked to the dashboard. Later the day shift also moved its stock count onto handheld scanners linked to the dashboard.',
      ),
    ).toEqual([]);
    expect(
      retold(
        'Saya memindahkan pencatatan stok malam ke pemindai genggam. Tim awalnya ragu. Sekali lagi, saya belajar mengajak orang sebelum mengubah alat kerja mereka.',
      ),
    ).toEqual([]);
    expect(
      retold(
        '저는 야간 재고 조사를 휴대용 스캐너로 바꿨습니다. 처음에는 팀이 망설였습니다. 다시 말씀드리면, 저는 사람을 먼저 설득하는 법을 배웠습니다.',
      ),
    ).toEqual([]);
  });
});

describe('round thirty-two: a marker closed by a colon, and plurals', () => {
  it('flags the retelling a member sees, with its span', () => {
    const id =
      'Saya memasang sensor getar pada pompa pendingin di lantai dua. Tim awalnya ragu. Saya ulangi: sensor getar pada pompa pendingin itulah yang mencegah banjir oli.';
    const f = repetitionWithin(id).find((x) => x.message === 'repetition.sentence');
    expect(f && id.slice(...f.range)).toBe(
      'Saya ulangi: sensor getar pada pompa pendingin itulah yang mencegah banjir oli.',
    );
    // "valves" before and "valve" after are one word; the episode was told over two sentences.
    const en =
      'We traced the pressure drops to two sticking valves. I replaced the valves on the chiller loop myself. As I noted earlier, replacing the sticking valve on the chiller loop ended the pressure drop.';
    expect(retold(en).map(([j]) => j)).toEqual([2]);
  });

  it('leaves a colon marker over something new', () => {
    expect(
      retold(
        'Saya memasang sensor getar pada pompa pendingin. Tim awalnya ragu. Saya ulangi: saya belajar meyakinkan orang sebelum mengubah cara kerja mereka.',
      ),
    ).toEqual([]);
    expect(
      retold(
        'We traced the pressure drops to two sticking valves. As I noted earlier, I learned to ask the night crew first.',
      ),
    ).toEqual([]);
  });
});
