// Round thirty-one (issue 36, ADR 0039): a Korean writer's gender said with the trade they work in and a
// copula of their own — "여자 치료사라 …", "남자 간호사라서", "여성 기사이지만", "남성 디자이너인 저는" — from
// fresh20's miss, by kind (the older rule took 여자라서 and 여성으로서, with no trade between). The head must
// be a trade (…사, …원, …관, …가, …수, 기사, 디자이너, 엔지니어…); members, customers and pupils (여성 회원이라,
// 여자 손님이라) are no trade, and another person's clause before it is left by the older frames.
import type { BlindRule } from './blind-lists';

const KO_TRADE_HEAD =
  '(?:(?!회원|조합원|구성원|원생|교인|신자)[가-힣]{1,4}(?:사|원|관|가|수)|기사|디자이너|엔지니어|트레이너|매니저|팀장|실장|대표|사장|직원|셰프|바리스타|테크니션|드라이버|운전기사|라이더)';

export const GENDER_ROLE_KO: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'gender',
      re: new RegExp(
        `(?<![가-힣])(?<!(?:께서|님이|님은|님도|분이|분은|들이|들은) )(?:남자|여자|남성|여성) ${KO_TRADE_HEAD}(?:라서|이라서|라(?![면고도])|이라(?![면고도])|이지만|인데도|인 저|인 제가)`,
        'g',
      ),
    },
  ],
  en: [],
  id: [],
};
