import { describe, expect, it } from 'vitest';
import { awardKindLines } from './award-kind-lines';
import { levelWord } from './language-level-phrases';
import { parseResumeText } from './parse';
import { predicateStems } from './korean-level-predicate';

const resume = (other: string[], languages: string[] = []) =>
  [
    '한지우',
    'jiwoo.han@example.com',
    '',
    '경력',
    '2020.03 - 현재\t누리소프트',
    '개발팀 · 백엔드 개발자',
    '',
    '수상 및 기타',
    ...other,
    ...(languages.length > 0 ? ['', '외국어', ...languages] : []),
  ].join('\n');

describe('"수상 · 기관" / "자격증 · 기관" under each item of a mixed section', () => {
  it('gives each certificate to the certificates and each award its issuer', () => {
    const { awards, certifications } = parseResumeText(
      resume([
        '2022.09\t공공데이터 활용 경진대회 우수상',
        '수상 · 행정안전부',
        '',
        '2020.11\t정보처리기사',
        '자격증 · 한국산업인력공단',
      ]),
    ).sections;
    expect(awards).toEqual([
      { awardName: '공공데이터 활용 경진대회 우수상', awardIssuedBy: '행정안전부', awardYear: '2022' },
    ]);
    expect(certifications).toEqual([
      { certificationName: '정보처리기사', certificationIssuedBy: '한국산업인력공단', issueDate: '2020.11' },
    ]);
  });

  it('leaves a section with no kind line, and a dot line of other words, alone', () => {
    const plain = ['2022.09\t공공데이터 활용 경진대회 우수상', '디자인 · 브랜딩'];
    expect(awardKindLines(plain)).toEqual({ awards: plain, certifications: [] });
  });
});

describe('a Korean level written as a predicate', () => {
  it('names the level of the word it is made on', () => {
    expect(levelWord('유창함')).toBe('advanced');
    expect(levelWord('기초 회화 가능')).toBe('beginner');
    expect(levelWord('일상 회화 가능')).toBe('intermediate');
    const { languages } = parseResumeText(
      resume(['2022.09\t우수상'], ['영어\t유창함', 'OPIc IH · 2024.02', '', '중국어\t기초 회화 가능']),
    ).sections;
    expect(languages.map((l) => [l.languageName, l.languageLevel, l.languageDetail])).toEqual([
      ['영어', 'advanced', 'OPIc IH'],
      ['중국어', 'beginner', ''],
    ]);
  });

  it('names none when the word before the ending is no level', () => {
    expect(levelWord('통역 가능')).toBeNull();
    expect(levelWord('운전 가능함')).toBeNull();
    expect(predicateStems('Fluent')).toEqual([]);
    expect(predicateStems('가능')).toEqual([]);
  });
});
