// A Korean name written with its Hanja in brackets after it ("박정호 (朴正浩)", "성명: 윤서아(尹瑞雅)"), as a 이력서
// form asks for both: the name is the Hangul before the brackets; the Hanja is its spelling, no part of it.

/**
 * "박정호 (朴正浩)" -> "박정호". Only two to four Hangul syllables followed by a bracket of two to four Han
 * characters; a name with other words in the brackets ("김하나 (Hana Kim)", "이서준 (대표)") is left as it is.
 */
export function withoutHanjaReading(name: string): string {
  const match = name.trim().match(/^(\p{Script=Hangul}{2,4})\s*[(（]\s*\p{Script=Han}{2,4}\s*[)）]$/u);
  return match ? match[1] : name;
}
