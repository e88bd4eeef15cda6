import { describe, expect, it } from 'vitest';
import { formLabelledName } from './form-labelled-name';
import { parseResumeText } from './parse';

describe("a Korean form's 성명 cell", () => {
  it('names the applicant, not the subtitle under the title', () => {
    const parsed = parseResumeText(
      [
        '입\t사\t지\t원\t서',
        '한국남부전력기술 2026년도 제2차 블라인드 공개채용\t접수번호\t(기재 금지)',
        '1\t인적사항',
        '성 명\t한도윤\t휴대전화\t010-5821-4460',
      ].join('\n'),
    );
    expect(parsed.name).toBe('한도윤');
  });

  it('decides nothing without a form title or a Hangul name', () => {
    expect(formLabelledName(['김민준', '데이터 엔지니어'], '김민준')).toBeNull();
    expect(formLabelledName(['이력서'], 'Budi Santoso')).toBeNull();
    expect(formLabelledName(['이력서'], null)).toBeNull();
    expect(formLabelledName(['이 력 서'], '오 하 늘')).toBe('오하늘');
  });
});
