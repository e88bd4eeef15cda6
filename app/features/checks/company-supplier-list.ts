// Round thirty-three (ADR 0039): firms named in a Korean supplier list, by the list's frame — two or more
// "what은/는 WHO" slots in one sentence whose verb is a supply or an outsourcing verb ("흙은 큰형도재, 유약
// 원료는 경희세라믹에서 받았습니다", "장비 정비는 조카항공서비스, 재교육은 김포교육원에 맡겼습니다"). Each WHO
// is a firm's name however it reads (a kin word, a school), and blind hiring never flags a company's name.
// A slot after the writer's own topic (저는, 저희는) is no firm, nor a list whose verb supplies nothing
// ("아버지는 농부, 어머니는 교사셨습니다"), nor a name that ends in a kin word ("부품은 큰형에게 받았습니다").
// Tested both ways in company-supplier-list.test.ts.
import type { CheckLang } from './types';

const SUPPLY_VERB =
  /(?:받았|받아|받습|받고|맡겼|맡기|맡았|맡아|맡고|구입|구매|샀|사 왔|들여|들였|납품|공급|주문|거래|의뢰|위탁|조달|썼습|사용했)/;
/** A topic word then a name that ends at a comma or a source/agent particle. */
const SLOT =
  /(?<![가-힣])([가-힣A-Za-z]+)(?:은|는)\s([가-힣A-Za-z][가-힣A-Za-z&]{1,14}?)(?=,|(?:에서|에게서|에게|에|이|가|와|과)(?![가-힣]))/g;
const OWN_TOPIC = /^(?:저|저희|우리|제|나|내)$/;
/** A name that is, or ends in, a kin word is the writer's kin (부품은 큰형에게, 장비는 막내삼촌), not a firm. */
const KIN_END =
  /(?:형|누나|오빠|언니|동생|삼촌|이모|고모|외삼촌|숙부|아버지|어머니|아빠|엄마|할머니|할아버지|부모님|님|씨)$/;

/** Spans of the firms a Korean supplier list names in `text` (none for English and Indonesian). */
export function supplierListSpans(text: string, lang: CheckLang): [number, number][] {
  if (lang !== 'ko') return [];
  const out: [number, number][] = [];
  let start = 0;
  for (const end of [...text.matchAll(/[.!?\n]|$/g)].map((m) => m.index)) {
    const sentence = text.slice(start, end);
    if (SUPPLY_VERB.test(sentence)) {
      const slots = [...sentence.matchAll(SLOT)].filter((m) => !OWN_TOPIC.test(m[1]));
      const firms = slots.filter((m) => !KIN_END.test(m[2]));
      if (slots.length >= 2)
        for (const m of firms) {
          const at = start + m.index + m[0].length - m[2].length;
          out.push([at, at + m[2].length]);
        }
    }
    start = end + 1;
  }
  return out;
}
