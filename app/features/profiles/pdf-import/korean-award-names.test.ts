import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { namesKoreanAward } from './korean-award-names';

const read = (lines: string[]) => parseResumeText(['차은결', '', '자격증 및 수상', ...lines].join('\n')).sections;

describe('a Korean award among certificates', () => {
  it('is an award, with its issuer and its year', () => {
    expect(namesKoreanAward('전국 대학생 광고 공모전 장려상')).toBe(true);
    expect(namesKoreanAward('부산 국제 사진전 입선 (일반부)')).toBe(true);
    const { certifications, awards } = read([
      '정보처리기사\t한국산업인력공단\t2017.05',
      '전국 대학생 광고 공모전 장려상\t한국광고학회\t2016.11',
    ]);
    expect(certifications.map((c) => c.certificationName)).toEqual(['정보처리기사']);
    expect(awards[0]).toMatchObject({ awardName: '전국 대학생 광고 공모전 장려상', awardIssuedBy: '한국광고학회', awardYear: '2016' });
  });

  it('leaves certificates alone, a grade or an award word inside the name', () => {
    for (const name of ['정보처리기사', '컴퓨터활용능력 1급', '대상포진 예방 교육 이수증', '금상첨화 한자 2급', '상공회의소 한자 3급'])
      expect(namesKoreanAward(name)).toBe(false);
    expect(read(['사회조사분석사 2급\t한국산업인력공단\t2019.06']).awards).toEqual([]);
  });
});
