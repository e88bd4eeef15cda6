import { describe, expect, it } from 'vitest';
import { rewriteHistoryTable } from './history-table';
import { parseResumeText } from './parse';
import { prepareLines } from './text';

// A traditional 이력서 form's one table, as the geometry reads it: group rows spelled out a syllable a
// cell, a year cell spanning two rows alone on a line beside them, a 구분 cell on one row of its group.
const FORM = [
  '이력서',
  '성 명\t최민준',
  '년\t월\t학력및경력사항\t비 고',
  '학\t력\t사\t항',
  '2009\t02\t고양 백석고등학교 졸업',
  '2009\t03\t중앙대학교 전자전기공학부 입학',
  '02\t중앙대학교 전자전기공학부 졸업\t학점 3.62/4.5',
  '2015',
  '03\t성균관대학교 일반대학원 전자전기컴퓨터공학과 석사과정 입학',
  '2017\t02\t성균관대학교 일반대학원 전자전기컴퓨터공학과 석사 졸업',
  '경\t력\t사\t항',
  '2017\t03\t삼성전기(주) 입사 (기판공정기술팀 사원)\t수원사업장',
  '11\t삼성전기(주) 퇴사\t이직',
  '2020',
  '12\tLG이노텍(주) 입사 (광학솔루션연구소 선임연구원)\t현재 재직 중',
  '자격\t2014\t08\t전기기사\t한국산업인력공단',
  '2023\t04\t영어 TOEIC 870점\t한국TOEIC위원회',
  '2019\t12\t공정혁신 우수상\t삼성전기(주)',
  '보유 기술\tMATLAB, Python',
];

describe('a history table with year and month columns', () => {
  it('dates each row, a spanning year to the rows beside it, under the heading of its kind', () => {
    expect(rewriteHistoryTable(FORM).slice(2, 16)).toEqual([
      '학력사항',
      '2009.02\t고양 백석고등학교 졸업',
      '2009.03\t중앙대학교 전자전기공학부 입학',
      '2015.02\t중앙대학교 전자전기공학부 졸업 (학점 3.62/4.5)',
      '2015.03\t성균관대학교 일반대학원 전자전기컴퓨터공학과 석사과정 입학',
      '2017.02\t성균관대학교 일반대학원 전자전기컴퓨터공학과 석사 졸업',
      '경력사항',
      '2017.03\t삼성전기(주) 입사 (기판공정기술팀 사원)',
      '2020.11\t삼성전기(주) 퇴사',
      '2020.12\tLG이노텍(주) 입사 (광학솔루션연구소 선임연구원)',
      '자격증',
      '2014.08\t전기기사\t한국산업인력공단',
      '어학',
      '2023.04\t영어\tTOEIC 870점',
    ]);
  });

  it('keeps a month beside a spanning year, never taken for a row number', () => {
    expect(prepareLines(FORM.join('\n'))).toContain('2015.02\t중앙대학교 전자전기공학부 졸업 (학점 3.62/4.5)');
  });

  it('makes each 입학/졸업 and 입사/퇴사 pair one entry with its period', () => {
    const { sections } = parseResumeText(FORM.join('\n'));
    expect(sections.educations.map((e) => [e.school, e.major, e.start, e.end, e.gpa])).toEqual([
      ['고양 백석고등학교', '', '', '2009.02', ''],
      ['중앙대학교', '전자전기공학부', '2009.03', '2015.02', '3.62/4.5'],
      ['성균관대학교 일반대학원', '전자전기컴퓨터공학과', '2015.03', '2017.02', ''],
    ]);
    expect(sections.works.map((w) => [w.company, w.position, w.start, w.end])).toEqual([
      ['삼성전기(주)', '기판공정기술팀 사원', '2017.03', '2020.11'],
      ['LG이노텍(주)', '광학솔루션연구소 선임연구원', '2020.12', ''],
    ]);
    expect(sections.certifications.map((c) => c.certificationName)).toEqual(['전기기사']);
    expect(sections.languages.map((l) => [l.languageName, l.languageDetail])).toEqual([['영어', 'TOEIC 870점']]);
    expect(sections.awards.map((a) => [a.awardName, a.awardIssuedBy, a.awardYear])).toEqual([
      ['공정혁신 우수상', '삼성전기(주)', '2019'],
    ]);
    expect(sections.skills).toEqual(['MATLAB', 'Python']);
  });

  it('leaves lines with no 년 | 월 header as they are', () => {
    const lines = ['학력', '2009\t02\t고양 백석고등학교 졸업', '2009\t03\t중앙대학교 입학'];
    expect(rewriteHistoryTable(lines)).toBe(lines);
  });
});
