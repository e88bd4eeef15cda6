import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { headingOf } from './sections';
import { syllableCellsWord } from './syllable-cells-heading';

describe('a title whose syllables read back as cells', () => {
  it('is the heading it spells, and an attached essay under it no award', () => {
    expect(syllableCellsWord('경\t력\t사\t항')).toBe('경력사항');
    expect(headingOf('자\t기\t소\t개\t서')).toMatchObject({ kind: 'intro' });
    const { sections } = parseResumeText(
      [
        '정소율',
        '수상',
        '2021. 05\t고객만족 우수상 (한결병원)',
        '자\t기\t소\t개\t서',
        '1. 지원동기',
        '환자 곁에서 오래 일하고 싶어 지원했습니다. 병동 간호 3년 동안 낙상 예방 활동으로 원장 표창을 받았습니다.',
      ].join('\n'),
    );
    expect(sections.awards.map((a) => a.awardName)).toEqual(['고객만족 우수상']);
  });

  it('leaves one-syllable cells that spell no heading, and a row of words, alone', () => {
    expect(headingOf('부\t모\t처')).toBeNull();
    expect(syllableCellsWord('영어\t중\tOPIc')).toBeNull();
  });
});
