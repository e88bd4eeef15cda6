import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

// A form's "컴퓨터 활용" row ("컴퓨터 활용 | SAP, 엑셀, 한글") under "수상 및 기타": the programs the member uses,
// read as an award named "컴퓨터 활용" with the programs as its issuer. The label names the skills.
const read = (lines: string[]) => parseResumeText(['구하람', '', ...lines].join('\n')).sections;

describe('a "컴퓨터 활용" row', () => {
  it('lists skills, never an award', () => {
    const { skills, awards } = read([
      '수상 및 기타',
      '2020.06\t우수사원 표창\t(주)미래물산',
      '컴퓨터 활용\tSAP, 엑셀, 한글',
    ]);
    expect(skills).toEqual(['SAP', '엑셀', '한글']);
    expect(awards.map((a) => a.awardName)).toEqual(['우수사원 표창']);
  });

  it('leaves the 컴퓨터활용능력 certificate and a duty naming it alone', () => {
    const { certifications, works } = read([
      '자격증',
      '2016.08\t컴퓨터활용능력 1급\t대한상공회의소',
      '',
      '경력',
      '2018.03 ~ 2020.02\t(주)미래물산\t주임',
      '컴퓨터 활용 교육 강사로 사내 교육을 맡았습니다.',
    ]);
    expect(certifications.map((c) => c.certificationName)).toEqual(['컴퓨터활용능력 1급']);
    expect(works[0].achievements).toContain('컴퓨터 활용 교육');
  });

  it('reads a form\'s "OA · 보유기술" row after a language table as skills, no language', () => {
    const { skills, languages } = read([
      '어학',
      '언 어\t시 험 명\t점 수\t취 득 일',
      '',
      '영어\tTOEIC\t705점\t2018.06',
      '',
      'OA · 보유기술\tAutoCAD, 한글, MS Excel',
    ]);
    expect(skills).toEqual(['AutoCAD', '한글', 'MS Excel']);
    expect(languages.map((l) => l.languageName)).toEqual(['영어']);
  });

  it('leaves "OA" alone as no heading', () => {
    expect(read(['기술', 'OA', 'Photoshop']).skills).toContain('Photoshop');
  });
});
