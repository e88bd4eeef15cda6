import { describe, expect, it } from 'vitest';
import { labelPieces } from './department-strip';
import { parseResumeText } from './parse';

const known = (label: string) => ['부서', '직급', '소속', '직위'].includes(label);

describe('a job\'s strip of labels without colons, "부서 품질팀 | 직급 대리"', () => {
  it('reads each piece as its label and value, a colon piece as before', () => {
    expect(labelPieces(['부서 품질보증팀', '직급 대리'], known)).toEqual([
      { label: '부서', value: '품질보증팀' },
      { label: '직급', value: '대리' },
    ]);
    expect(labelPieces(['소속: 물류기획팀', '직위 과장'], known)).toBeNull();
    expect(labelPieces(['소속: 물류기획팀', '직위: 과장'], known)).toEqual([
      { label: '소속', value: '물류기획팀' },
      { label: '직위', value: '과장' },
    ]);
  });

  it('leaves alone one piece, unknown first words and sentences', () => {
    expect(labelPieces(['부서 이동 후 재무 담당'], known)).toBeNull();
    expect(labelPieces(['팀원 5명', '예산 3억'], known)).toBeNull();
    expect(labelPieces(['부서 이전을 맡았다', '직급 체계를 정비했다'], known)).toBeNull();
  });

  it("gives the job its department and position from the strip under the company's band", () => {
    const { sections } = parseResumeText(
      [
        '이서진',
        '경력',
        '(주)다온바이오	2018.02 – 2023.06',
        '부서 품질보증팀	직급 대리',
        '• GMP 문서 관리',
      ].join('\n'),
    );
    expect(sections.works[0]).toMatchObject({ company: '(주)다온바이오', position: '품질보증팀 대리' });
  });
});
