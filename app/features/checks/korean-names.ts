// Names a Korean answer gives as examples of a kind of firm (round thirteen, ADR 0039): "이화상사처럼 반품이
// 많은 입점 판매자", "어머니손두부처럼 소규모 제조업체", "형제금속 같은 고객사". The word before 처럼/같이,
// or before 같은/등, is one instance of the firm named a few words on — a name, which the spelling check
// leaves alone as it leaves the member's declared companies (a name is no dictionary's word).
import type { Token } from './text';

/** Nouns for a firm, a shop or an institution a named example is one of. */
const FIRM =
  /(?:업체|업소|판매자|셀러|고객사|거래처|협력사|협력업체|회사|기업|제조사|브랜드|매장|가게|식당|공장|기관|스타트업|가맹점|점포|병원|농가|납품처|발주처)/;

/** How many words after the example its kind may come (이화상사처럼 반품이 많은 입점 판매자: 4). */
const WITHIN = 4;

/** Whether token `i` of `toks` is a name given as an example of a kind of firm named just after it. */
export function namedExample(toks: Token[], i: number): boolean {
  const w = toks[i].word;
  if (!/^[\uac00-\ud7a3]+$/.test(w)) return false;
  let next = i + 1;
  if (/(?:처럼|같이)$/.test(w)) {
    if (w.length < 4) return false;
  } else if (w.length >= 2 && /^(?:같은|등|등의|등과)$/.test(toks[i + 1]?.word ?? '')) next = i + 2;
  else return false;
  for (const t of toks.slice(next, next + WITHIN)) if (FIRM.test(t.word)) return true;
  return false;
}
