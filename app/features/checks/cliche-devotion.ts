// Round twenty-five, style (ADR 0039): clichés of customer devotion and team mottos, by family from the
// round's seen misses — a promise to see through the customer's eyes or to move them (항상 고객의 입장에서
// 생각하는, 고객 감동을 실현하는, "the customer is always right", "pelayanan sepenuh hati"), and a team motto
// leaned on ("teamwork makes the dream work", "there is no I in team", 혼자 가면 빨리 가고, "bersama kita
// bisa"). A story that looks at a form from the customer's side ("고객의 입장에서 다시 읽어 보니") is no
// cliché: only the promise frame (always, the kind of person, to move) is kept. Tested both ways in
// round-twenty-five-style.test.ts.
import type { CheckLang } from './types';

export const CLICHE_DEVOTION: Record<CheckLang, RegExp> = {
  ko: new RegExp(
    [
      '(?:항상|늘|언제나|무엇보다|누구보다) 고객(?:님)?(?:의|들의) (?:입장|눈높이|마음|관점)에서',
      '고객(?:님)?(?:의|들의)? (?:입장|눈높이|관점)에서 (?:생각|행동)하는 (?:[가-힣]+ )?(?:사람|직원|인재|자세|마음|사원|[가-힣]+(?:사|원|러))(?![가-힣])',
      '고객(?:님)?(?:의)? ?감동(?:을|의)? ?(?:실현|실천|전하|주는|드리는|선사|드리겠|주겠|이끌어 내는)',
      '고객(?:님)?(?:을|들을) (?:내 |제 )?가족(?:처럼|같이)',
      '고객 ?만족(?:을|이)? (?:최우선|제일|1순위|최고의 가치)',
      '고객은 (?:왕|항상 옳)',
      '혼자 가면 빨리 가고',
      '함께 가면 (?:더 )?멀리 (?:간다|갈 수)',
      '백지장도 맞들면',
      '팀워크(?:가|는) (?:가장 )?중요하다(?:는|고)',
    ].join('|'),
    'g',
  ),
  en: new RegExp(
    [
      'teamwork makes the dream work',
      "there(?:'s| is) no (?:\"I\"|'I'|I) in (?:\"team\"|'team'|team)",
      'together everyone achieves more',
      'the customer is (?:always right|king)',
      'customers? (?:are|is) (?:always )?(?:king|right)',
      'service with a smile',
      '(?:always )?put(?:s|ting)? (?:the )?customers? first',
      'treat(?:s|ing)? (?:every )?customers? (?:like|as) (?:family|my own)',
      '(?:always )?(?:exceed|exceeding|surpass|surpassing) customer expectations',
    ]
      .map((p) => `\\b${p}(?![\\w-])`)
      .join('|'),
    'gi',
  ),
  id: new RegExp(
    [
      '(?:memberikan |memberi )?(?:pelayanan|layanan) (?:yang )?(?:sepenuh hati|tulus|terbaik (?:bagi|untuk|kepada) (?:setiap )?pelanggan)',
      'melayani (?:pelanggan |konsumen )?(?:dengan )?(?:sepenuh hati|setulus hati|ikhlas)',
      'pelanggan (?:adalah|ialah) raja',
      'kepuasan (?:pelanggan|konsumen) (?:adalah|merupakan) (?:prioritas|yang utama|nomor satu|segalanya)',
      'bersama kita bisa',
      'kerja ?sama tim (?:adalah|merupakan) kunci',
    ]
      .map((p) => `\\b${p}\\b`)
      .join('|'),
    'gi',
  ),
};
