import { describe, expect, it } from 'vitest';
import { parseLanguages } from './languages';
import { joinTestScores } from './test-score-cells';

const read = (lines: string[]) =>
  parseLanguages(lines).map((l) => [l.languageName, l.languageLevel, l.languageDetail]);

describe('a test and its result in cells of their own, no header row', () => {
  it('are one detail, and the level follows the score (ko, en)', () => {
    expect(read(['일본어\tJLPT\tN1\t2020.12'])).toEqual([['일본어', 'advanced', 'JLPT N1']]);
    expect(read(['영어\tTOEIC\t640점\t2018.03'])).toEqual([['영어', 'intermediate', 'TOEIC 640점']]);
    expect(read(['English\tIELTS\t6.5'])).toEqual([['English', 'intermediate', 'IELTS 6.5']]);
  });

  it('leaves a test with its score, a level word and two tests as they were', () => {
    expect(joinTestScores(['TOEIC 900점', '2021.05'])).toEqual(['TOEIC 900점', '2021.05']);
    expect(joinTestScores(['TOEIC', '상'])).toEqual(['TOEIC', '상']);
    expect(joinTestScores(['OPIc IH', 'TOEIC 850'])).toEqual(['OPIc IH', 'TOEIC 850']);
    expect(joinTestScores(['Business letters', '3'])).toEqual(['Business letters', '3']);
  });
});
