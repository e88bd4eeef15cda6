// Round thirty (issue 36, ADR 0039): a Korean writer as the parent of a child described by school year or
// age, with a copula or "as" of their own — "고3 수험생 엄마라 저녁 시간에는 바쁩니다", "초등학생 아들
// 아빠로서", "일곱 살 딸 엄마인 저는" — from the eighth first-person set's miss, by kind. English and
// Indonesian say it with "mum of a …" and "ibu dari …", which the older rules read. Parents one serves
// (고3 수험생 엄마들을 위한 상담, 초등학생 학부모님께) take a plural, an object or an honorific and are left alone.
import type { BlindRule } from './blind-lists';

const KO_CHILD =
  '(?:(?:고|중|초)[1-6]|고등학생|중학생|초등학생|초딩|유치원생|어린이집|수험생|재수생|신생아|돌쟁이|영아|갓난아기|(?:[0-9]{1,2}|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열) ?살(?:배기|짜리)?)';

export const PARENT_OF_DESCRIBED_CHILD: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'marital',
      re: new RegExp(
        `(?<![가-힣])${KO_CHILD}(?: ?(?:수험생|아이|딸|아들|쌍둥이|남매|자매|형제))? (?:엄마|아빠|맘|어머니|아버지|학부모)(?:라서|라(?![면고])|여서|이라서|이라(?![면고])|로서|입니다|인 저|인 제가|이다 보니|이기도 해서|이기도 합니다)`,
        'g',
      ),
    },
    {
      // Round thirty-one: the child raised, then the parent with a copula (초등학생 쌍둥이를 키우는 가장이라,
      // 두 아이를 혼자 기르는 엄마로서); parents one serves take no copula (아이를 키우는 부모 대상).
      why: 'marital',
      re: new RegExp(
        `(?<![가-힣])(?:${KO_CHILD} ?)?(?:(?:두|세|네) )?(?:아이|아이들|딸|아들|자녀|쌍둥이|남매|삼남매|자매|형제|딸아이|아들아이)(?:을|를) (?:혼자 |홀로 )?(?:키우는|기르는|양육하는) (?:엄마|아빠|가장|부모|워킹맘|워킹대디|싱글맘|싱글대디|한부모)(?:라서|라(?![면고])|여서|이라서|이라(?![면고])|로서|입니다|인 저|인 제가|이다 보니|이기도 해서|이기도 합니다)`,
        'g',
      ),
    },
  ],
  en: [],
  id: [],
};
