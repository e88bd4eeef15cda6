import { describe, expect, it } from 'vitest';
import { isAppliedFieldRow } from './applied-field-label';
import { parseResumeText } from './parse';

describe("a form's row for the job applied for, under its title", () => {
  it('is never the name (ko, en, id)', () => {
    const parsed = parseResumeText(
      [
        '입 사 지 원 서',
        '지원부문\t물류관리',
        '성명\t오다은\t생년월일\t1995. 07. 21.',
        '',
        '경력사항',
        '2020.03 ~ 현재\t(주)한빛',
      ].join('\n'),
    );
    expect(parsed.name).toBe('오다은');
    expect(isAppliedFieldRow('Position applied for\tLogistics Analyst')).toBe(true);
    expect(isAppliedFieldRow('Posisi yang dilamar\tStaf Gudang')).toBe(true);
    // A public institution's form: "채용분야 | 환경(수질) | 채용구분 | 경력".
    expect(isAppliedFieldRow('채용분야\t환경(수질)\t채용구분\t경력')).toBe(true);
  });

  it('leaves a label alone, a name, and a field of work that is no label as they were', () => {
    expect(isAppliedFieldRow('지원분야')).toBe(false);
    expect(isAppliedFieldRow('오다은\t물류관리')).toBe(false);
    expect(isAppliedFieldRow('지원 업무 자동화\t2021.03 ~ 2022.02')).toBe(false);
    expect(
      parseResumeText(['오다은', '물류관리 담당자', '', '경력', '2020.03 ~ 현재\t(주)한빛'].join('\n')).name,
    ).toBe('오다은');
  });
});
