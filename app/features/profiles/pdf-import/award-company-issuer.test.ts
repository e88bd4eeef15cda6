import { describe, expect, it } from 'vitest';
import { awardCompanyIssuer, withAwardCompanyIssuers } from './award-company-issuer';

describe("an award's name running into the marked company that gave it", () => {
  it('sets the company apart as the issuer', () => {
    expect(awardCompanyIssuer('올해의 영업인상 ㈜한별상사')).toEqual(['올해의 영업인상', '㈜한별상사']);
    expect(awardCompanyIssuer('우수사원상 가온테크(주)')).toEqual(['우수사원상', '가온테크(주)']);
    expect(withAwardCompanyIssuers(['2021.12\tBest Partner Award (주)다올물류'])).toEqual([
      '2021.12\tBest Partner Award\t(주)다올물류',
    ]);
  });

  it('leaves a name with no marked company at its end, or the company alone, as it is', () => {
    expect(awardCompanyIssuer('㈜한별상사 사장상')).toBeNull();
    expect(awardCompanyIssuer('캡스톤디자인 경진대회 우수상')).toBeNull();
    expect(awardCompanyIssuer('㈜한별상사')).toBeNull();
    expect(awardCompanyIssuer('Employee of the Year Acme Corp')).toBeNull();
    expect(withAwardCompanyIssuers(['2020.05\t창업경진대회 대상\t한밭대학교'])).toEqual([
      '2020.05\t창업경진대회 대상\t한밭대학교',
    ]);
  });
});
