// Round thirty (issue 36): English "-age" is 이지 in a loanword (외래어 표기법: message 메시지, package
// 패키지, mileage 마일리지, village 빌리지, storage 스토리지, image 이미지, leverage 레버리지, coverage
// 커버리지, cottage 코티지), never an ㅔ syllable before 지 (메세지, 패케지, 마일레지, 이메지). The heads of
// those words only: native 거세지, 억세지 (거세다, 억세다 + -지) have none of them.
// Tested both ways in round-thirty-spelling.test.ts.
import type { ContextRule } from './context-rule';

const I_FOR_E: Record<string, string> = { 세: '시', 쎄: '시', 케: '키', 레: '리', 테: '티', 메: '미' };

export const KO_LOAN_AGE: ContextRule[] = [
  {
    id: 'loanword',
    re: /(?<![가-힣])(메|패|마일|빌|스토|이|레버|커버|코)(세|쎄|케|레|테|메)지(?=(?:를|는|가|의|에|와|로|도|만|에서|입니다|이다)?(?![가-힣]))/g,
    fix: (m) => `${m[1]}${I_FOR_E[m[2]]}지`,
  },
];
