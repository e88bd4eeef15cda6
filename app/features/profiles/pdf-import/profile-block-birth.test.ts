import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

const resume = (contact: string[], languages: string[]) =>
  [
    '강나래',
    '간호사',
    '',
    'CONTACT',
    ...contact,
    '',
    'LANGUAGES',
    ...languages,
    '',
    'CAREER',
    '충남대학교병원\t2020.03 - 현재',
    '중환자실 간호사',
    '',
    'LICENSE',
    '2016.02\t간호사 면허 (보건복지부)',
  ].join('\n');

describe('a sidebar profile block and the introduction after its last list', () => {
  it('reads a date alone beside the phone as the birth date, and leaves a paragraph after the languages out', () => {
    const { person, languages, certifications } = parseResumeText(
      resume(
        ['1993.04.27', '010-3392-5810', 'narae.kang@example.com'],
        [
          '영어',
          '중급 · OPIc IM3',
          '',
          '중환자실에서 6년 동안 중증 환자를 돌본 간호사입니다. 인공호흡기 환자 간호에 익숙하며',
          '신규 간호사 프리셉터로 열한 명을 가르치며 병동의 교육 업무를 함께 맡고 있습니다.',
        ],
      ),
    ).sections;
    expect([person.birthYear, person.birthMonth]).toEqual(['1993', '4']);
    expect(languages.map((l) => [l.languageName, l.languageLevel, l.languageDetail])).toEqual([
      ['영어', 'intermediate', 'OPIc IM3'],
    ]);
    expect(certifications.map((c) => c.certificationName)).toEqual(['간호사 면허']);
  });

  it('leaves a date with no phone beside it, and a short line after the languages, alone', () => {
    const { person, languages } = parseResumeText(
      resume(['1993.04.27', 'narae.kang@example.com'], ['영어', '중급 · OPIc IM3', '', '일본어']),
    ).sections;
    expect(person.birthYear).toBe('');
    expect(languages.map((l) => l.languageName)).toEqual(['영어', '일본어']);
  });
});
