import { describe, expect, it } from 'vitest';
import { numberedSyllableCaption } from './numbered-syllable-caption';
import { parseResumeText } from './parse';
import { headingOf } from './sections';

describe('a numbered caption letter-spaced cell by cell', () => {
  it('is the heading it spells, whatever the numbering', () => {
    expect(numberedSyllableCaption('3 .\t경\t력\t사\t항')).toBe('경력사항');
    expect(numberedSyllableCaption('Ⅱ.\t학\t력')).toBe('학력');
    expect(numberedSyllableCaption('나 .\t자\t격\t·\t면\t허')).toBe('자격·면허');
    expect(headingOf('2 .\t학\t력\t사\t항')).toMatchObject({ kind: 'educations' });
    expect(headingOf('Ⅴ .\t수\t상\t경\t력')).toMatchObject({ kind: 'awards' });
  });

  it('opens each section of a form, so its rows are read under their own caption', () => {
    const { sections } = parseResumeText(
      [
        '지 원 서',
        '1 .\t인\t적\t사\t항',
        '성 명\t한 솔 이\t생년월일\t1993. 4. 9.',
        '2 .\t경\t력\t사\t항',
        '근무기간\t근무처\t부 서\t직 위\t담당업무',
        '2019. 5. ~ 현재\t동해물류(주)\t운영팀\t대리\t수출입 통관 서류 관리',
        '3 .\t자\t격\t·\t면\t허',
        '자격·면허명\t발급기관\t취득일',
        '물류관리사\t한국산업인력공단\t2018. 7. 6.',
      ].join('\n'),
    );
    expect(sections.works.map((w) => w.company)).toEqual(['동해물류(주)']);
    expect(sections.certifications.map((c) => c.certificationName)).toEqual(['물류관리사']);
  });

  it('leaves a numbered table row, a number before words and a bare joiner alone', () => {
    expect(numberedSyllableCaption('1\t김\t철\t수')).toBeNull();
    expect(numberedSyllableCaption('1 .\t영어\t중')).toBeNull();
    expect(numberedSyllableCaption('1 .\t학')).toBeNull();
    expect(numberedSyllableCaption('2 .\t·\t학\t력')).toBeNull();
    expect(numberedSyllableCaption('2021 .\t학\t력')).toBeNull();
    expect(headingOf('4 .\t부\t모\t처')).toBeNull();
  });
});
