import { describe, expect, it } from 'vitest';
import { departmentAndPosition } from './department-position-pair';
import { parseResumeText } from './parse';

describe('one label for the department and the position, "부서/직위 : 팀 / 직위"', () => {
  it("reads the department and the position in the label's order", () => {
    expect(departmentAndPosition('부서/직위: 배관설계팀 / 과장')).toEqual({
      department: '배관설계팀',
      position: '과장',
    });
    expect(departmentAndPosition('Department / Title: Payments Platform / Lead Engineer')).toEqual({
      department: 'Payments Platform',
      position: 'Lead Engineer',
    });
    expect(departmentAndPosition('Bagian/Jabatan: Keuangan / Staf Akuntansi')).toEqual({
      department: 'Keuangan',
      position: 'Staf Akuntansi',
    });
  });

  it('leaves alone other labels and values without two slash-separated parts', () => {
    expect(departmentAndPosition('부서/직위: 배관설계팀 과장')).toBeNull();
    expect(departmentAndPosition('입사/퇴사: 2019. 3. / 2022. 8.')).toBeNull();
    expect(departmentAndPosition('직위: 과장 / 팀장')).toBeNull();
  });

  it('gives the job its department and position, not its duties', () => {
    const { sections } = parseResumeText(
      [
        '경력사항',
        '한국전력기술(주)',
        '근무기간: 2016. 7. ~ 2019. 12.',
        '부서/직위: 배관설계팀 / 과장',
        '담당업무: 발전소 배관 응력 해석',
      ].join('\n'),
    );
    expect(sections.works[0].position).toBe('배관설계팀 과장');
    expect(sections.works[0].achievements).toBe('발전소 배관 응력 해석');
  });
});
