// A project's title set off whole by the brackets a Korean 경력기술서 or 한글 form puts around it, in square or
// lenticular brackets ("[공주 수촌리 출토 금동관모 보존처리]", "【물류센터 WMS 구축】", "〔…〕", "「…」"), over its rows of
// period, role, content and equipment. The brackets say "a project begins here" and are no part of its name.
// A bracket that closes before the end ("[TF] 결제 개편") names a team or a kind, and stays.

const ENCLOSED = /^\s*([[【〔「『〈《])\s*([^\][【】〔〕「」『』〈〉《》]+?)\s*([\]】〕」』〉》])\s*$/u;
const PAIRS: Record<string, string> = {
  '[': ']',
  '【': '】',
  '〔': '〕',
  '「': '」',
  '『': '』',
  '〈': '〉',
  '《': '》',
};

/** "[공주 수촌리 출토 금동관모 보존처리]" → "공주 수촌리 출토 금동관모 보존처리"; null for a line not enclosed whole. */
export function enclosedTitle(line: string): string | null {
  const enclosed = ENCLOSED.exec(line);
  return enclosed && PAIRS[enclosed[1]] === enclosed[3] ? enclosed[2].trim() : null;
}

/** The title without the brackets around it whole; other text as it is. */
export const withoutTitleBrackets = (line: string) => enclosedTitle(line) ?? line;
