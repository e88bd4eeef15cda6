import { describe, expect, it } from 'vitest';
import { companyTeamTitle, withCompanyTeamTitles } from './company-team-title';

describe("a job's head cell of the company, its team and the title after a dot", () => {
  it('gives the company alone and the team with the title', () => {
    expect(companyTeamTitle('㈜한별소프트 Growth팀 · 매니저')).toEqual(['㈜한별소프트', 'Growth팀 / 매니저']);
    expect(companyTeamTitle('대성물산 주식회사 구매본부 · 차장')).toEqual(['대성물산 주식회사', '구매본부 / 차장']);
    expect(withCompanyTeamTitles(['2019.04 – 2021.06\t가온테크 기술지원센터 · 주임'])).toEqual([
      '2019.04 – 2021.06\t가온테크\t기술지원센터 / 주임',
    ]);
  });

  it('leaves a company and a title, a division path, a sentence and a line with no period alone', () => {
    expect(companyTeamTitle('가온테크 · 주임')).toBeNull();
    expect(companyTeamTitle('영업본부 상품기획팀 · 대리')).toBeNull();
    expect(companyTeamTitle('가온테크 기술지원센터 · 고객 문의 40% 감소')).toBeNull();
    expect(companyTeamTitle('Northwind Labs · Analyst')).toBeNull();
    expect(withCompanyTeamTitles(['가온테크 기술지원센터 · 주임'])).toEqual(['가온테크 기술지원센터 · 주임']);
  });
});
