// Round twenty-three (ADR 0039): a native Korean number of tens and units before a counter (마흔두 살,
// 일흔두 살, 서른두 명, 쉰두 개): Hunspell lists some (스물두, 열두) and not others. The tens and the units
// must be the standard words (스물, 서른, 마흔, 쉰, 예순, 일흔, 여든, 아흔; 한/두/세/네 before a counter),
// and a counter must follow, so an old or slipped spelling (설흔두, 마은두) stays flagged.
import type { Token } from './text';

const TENS = '(?:열|스물|서른|마흔|쉰|예순|일흔|여든|아흔)';
const UNITS = '(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉)';
const NUMBER = new RegExp(`^${TENS}${UNITS}$`);
/** Counters a native number counts: age, people, things, times, households, hours, months… */
const COUNTER =
  /^(?:살|명|개|번|가지|곳|가구|시간|달|해|마리|권|대|채|잔|그루|벌|켤레|사람|분|군데|차례|송이|통|병|장|포대|상자|박스|척|칸|줄|쪽|판|접시|그릇|가족)/;

/** Whether token `i` is a native number of tens and units with a counter after it. */
export function nativeNumber(toks: Token[], i: number): boolean {
  return NUMBER.test(toks[i].word) && COUNTER.test(toks[i + 1]?.word ?? '');
}
