// The name and a headline in one paragraph, a few spaces apart in a smaller size ("윤서진   결제 시스템 백엔드
// 개발자", as a Word résumé types it): the reader keeps them on one line, one space apart, and the whole
// line became the name.
import { POSITION_WORD } from './work';

/**
 * A Korean name (two to four syllables) followed by a headline of two or more words whose last names a
 * job ("물류 데이터 엔지니어", "결제 시스템 백엔드 개발자"): the name alone. Null for anything else.
 */
export function nameBeforeHeadline(text: string): string | null {
  const match = text.trim().match(/^([가-힣]{2,4})\s+(\S+(?:\s+\S+)+)$/u);
  if (!match) return null;
  const last = match[2].split(/\s+/).at(-1) ?? '';
  return POSITION_WORD.test(last) ? match[1] : null;
}
