import { describe, expect, it } from 'vitest';
import { isJobStatus, isKoreanTitleWord, withoutJobStatus } from './history-job-cell';
import { parseResumeText } from './parse';

const works = (lines: string[]) =>
  parseResumeText(['오세린', '', '경력', '', ...lines].join('\n')).sections.works;

describe("a history table's job cell with its status beside it", () => {
  it('splits "company team title" and drops the status note', () => {
    const [first, second, third] = works([
      '2014.02 ~ 2018.07\t누리재활병원 물리치료실 물리치료사\t퇴 사',
      '2018.08 ~ 2022.01\t바른정형외과의원 도수치료사\t계약만료',
      '2022.02 ~ 현재\t(주)한울메디컬 교육팀 선임\t재직중',
    ]);
    expect(first).toMatchObject({
      company: '누리재활병원',
      position: '물리치료실 물리치료사',
      start: '2014.02',
      end: '2018.07',
    });
    expect(second).toMatchObject({ company: '바른정형외과의원', position: '도수치료사' });
    expect(third).toMatchObject({ company: '(주)한울메디컬', position: '교육팀 선임', end: '' });
  });

  it('keeps a company whose name ends like a title word, and a head that is only a status', () => {
    expect(isKoreanTitleWord('임상병리사')).toBe(true);
    expect(isKoreanTitleWord('현장관리자')).toBe(true);
    expect(isKoreanTitleWord('수셰프')).toBe(true);
    expect(isKoreanTitleWord('한국수자원공사')).toBe(false);
    expect(isKoreanTitleWord('동해여행사')).toBe(false);
    expect(isKoreanTitleWord('클라우드')).toBe(false);
    expect(isJobStatus('재 직')).toBe(true);
    expect(isJobStatus('퇴사 예정')).toBe(true);
    expect(isJobStatus('정규직')).toBe(false);
    expect(withoutJobStatus(['퇴사'])).toEqual(['퇴사']);
    const [work] = works(['2019.03 ~ 2021.06\t한국수자원공사 동해여행사\t퇴사']);
    expect(work.position).toBe('');
  });

  it('leaves a two-word company over its position line alone', () => {
    const [work] = works(['2020.03 ~ 2023.05\t미래 클라우드', '인프라팀 매니저', '• 서버 이전']);
    expect(work).toMatchObject({ company: '미래 클라우드', position: '인프라팀 매니저' });
  });
});
