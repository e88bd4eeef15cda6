// A form's caption column written two syllables a line ("인적 / 사항", "외국 / 어"): one title above its grid,
// like a caption of one syllable a line; a column of two-syllable labels a row apart is no caption.
import { describe, expect, it } from 'vitest';
import { pageToLines } from './layout';
import type { TextRun } from './runs';
import { withSideLabels } from './side-labels';

const run = (y: number, x: number, t: string, size = 9, width = t.length * size * 0.9): TextRun => ({
  text: t,
  x,
  y,
  width,
  size,
});

describe('a caption written two syllables a line down a grid’s left edge', () => {
  const grid = [
    run(700, 80, '입학'),
    run(700, 140, '학교명'),
    run(700, 240, '전공'),
    run(690, 42, '학력'),
    run(679, 42, '사항'),
    run(682, 80, '2010.03', 9, 30),
    run(682, 140, '한국외국어대학교'),
    run(682, 240, '통계학과'),
    run(664, 80, '2007.03', 9, 30),
    run(664, 140, '서문여자고등학교'),
  ];

  it('reads as one title line above the grid’s header row', () => {
    const lines = pageToLines(grid, 595);
    expect(lines[0]).toBe('학력사항');
    expect(lines.find((l) => l.startsWith('2010.03'))).toBe('2010.03\t한국외국어대학교\t통계학과');
  });

  it('joins pieces of two syllables and one ("외국 / 어") when they spell a title', () => {
    const out = withSideLabels([
      run(700, 42, '외국'),
      run(689, 42, '어'),
      run(694, 80, '영어'),
      run(694, 140, 'OPIc'),
    ]);
    expect(out.some((r) => r.text === '외국어')).toBe(true);
  });

  it('leaves a column of two-syllable labels, a row apart each, alone', () => {
    const labels = [
      run(700, 42, '성명'),
      run(700, 90, '채다은'),
      run(684, 42, '주소'),
      run(684, 90, '서울특별시 마포구'),
      run(668, 42, '학교'),
      run(668, 90, '한양대학교'),
    ];
    expect(withSideLabels(labels)).toEqual(labels);
    // Two lines of one cell that spell no title ("부모 / 형제") stay as they are.
    const words = [run(700, 42, '부모'), run(689, 42, '형제'), run(694, 80, '4명')];
    expect(withSideLabels(words)).toEqual(words);
  });
});
