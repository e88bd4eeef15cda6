import { describe, expect, it } from 'vitest';
import { boxedSectionCaption } from './boxed-section-number';
import { parseResumeText } from './parse';

describe("a form's section number in a box of its own before the caption", () => {
  it('opens the section its caption names', () => {
    const parsed = parseResumeText(
      [
        '입사지원서',
        '1\t인적사항',
        '성 명\t한도윤\t휴대전화\t010-5821-4460',
        '',
        '2\t자격사항',
        '자격증명\t발급기관\t취득일자',
        '전기기사\t한국산업인력공단\t2013.06.21',
        '',
        '3\t경력사항',
        '근무기간\t기관명\t직위\t담당업무',
        '2018.09.03 ~ 현재\t(주)동일전력기술\t차장\t변전소 설계 검토',
      ].join('\n'),
    );
    expect(parsed.sections.certifications.map((c) => c.certificationName)).toEqual(['전기기사']);
    expect(parsed.sections.works.map((w) => [w.company, w.position, w.start])).toEqual([
      ['(주)동일전력기술', '차장', '2018.09'],
    ]);
    expect(boxedSectionCaption('4\t경력사항')).toBe('경력사항');
  });

  it('leaves a numbered table row and a number glued to its text alone', () => {
    expect(boxedSectionCaption('1\t경력\t3년')).toBeNull();
    expect(boxedSectionCaption('2019\t경력')).toBeNull();
    expect(boxedSectionCaption('1 인적사항')).toBeNull();
    // A ranked row of two cells whose text names no section stays in its section.
    const parsed = parseResumeText(
      [
        '김하늘',
        '',
        '수상',
        '1\t교내 창업경진대회 대상 (2019)',
        '2\t전국 대학생 논문 공모전 우수상 (2020)',
      ].join('\n'),
    );
    expect(parsed.sections.awards.length).toBe(2);
  });
});
