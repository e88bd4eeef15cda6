import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe("a school table's place or remark column is no field of the school", () => {
  it('소재지 is neither the major nor the school', () => {
    const { sections } = parseResumeText(
      [
        '2. 학력사항',
        '구분\t재학기간\t학교명\t전공\t학점\t졸업구분\t소재지',
        '고등학교\t2005.03 ~ 2008.02\t광주동신고등학교\t-\t-\t졸업\t광주',
        '대학교(4년)\t2008.03 ~ 2015.02\t전남대학교\t전기공학과\t3.45/4.5\t졸업\t광주',
      ].join('\n'),
    );
    expect(sections.educations.map((e) => [e.school, e.major, e.gpa])).toEqual([
      ['광주동신고등학교', '', ''],
      ['전남대학교', '전기공학과', '3.45/4.5'],
    ]);
  });
});
