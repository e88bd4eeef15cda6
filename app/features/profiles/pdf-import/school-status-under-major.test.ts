// A school row shorter than its header: its empty 전공 and 평점 cells are not printed, and the 비고 column's
// "졸업" moves left under 전공. It is the school's status, no major; a real major under 전공 stays.
import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

const HEADER = '입학년월\t졸업년월\t학교명\t전공\t학점\t비고';
const parseEducations = (rows: string[]) =>
  parseResumeText(['이력서', '학력사항', ...rows].join('\n')).sections.educations;

describe('a status alone in the 전공 column', () => {
  it('is the status, not the major', () => {
    const [school] = parseEducations([HEADER, '2005년 3월\t2008년 2월\t청주중앙여자고등학교\t졸업']);
    expect(school).toMatchObject({ school: '청주중앙여자고등학교', major: '', graduated: true });
    const [left] = parseEducations([HEADER, '2019년 3월\t2021년 2월\t인천과학고등학교\t중퇴']);
    expect(left).toMatchObject({ major: '', graduated: false });
  });

  it('leaves a major under 전공 as it is', () => {
    const [school] = parseEducations([
      HEADER,
      '2012년 3월\t2016년 2월\t강원대학교\t산림경영학과\t3.4/4.5\t졸업',
    ]);
    expect(school).toMatchObject({
      school: '강원대학교',
      major: '산림경영학과',
      gpa: '3.4/4.5',
      graduated: true,
    });
  });
});
