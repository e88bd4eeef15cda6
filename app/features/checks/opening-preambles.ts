// Round twenty-two (ADR 0039): first sentences that open on the world or on the writer in general before any
// answer, by family from the round's made-up style set (style-dev-set.ts): a remark about the world, the
// times or an industry ("세상에는 다양한 직업이 있습니다", "요즘 … 산업은 빠르게 변하고", "In today's competitive
// world", "Di era globalisasi ini"), a saying about everyone ("Everyone has a story", "Setiap orang memiliki
// mimpi"), the writer's character in general ("I have always been a curious person", "Saya adalah pribadi
// yang ceria"), and a religious greeting as a letter's first words (Assalamualaikum).
const PREAMBLE = new RegExp(
  [
    /^\s*(?:세상에는|세상에|우리 사회(?:에는|는)|현대 사회(?:에는|는)|오늘날|요즘|최근)\s[^.!?]*(?:있습니다|변하고 있습니다|변화하고 있습니다|바뀌고 있습니다|중요해지고 있습니다)[.!?]?\s*$/,
    /^\s*in (?:today['’]s|this|the) (?:(?:modern|competitive|fast-paced|fast-changing|ever-changing|rapidly changing|digital|global|current) ){0,2}(?:world|society|era|age|economy|job market)\b|^\s*(?:everyone|everybody|every person) has an? (?:story|dream|passion)\b|^\s*I (?:have always been|am|'m) an? (?:curious|hard-working|hardworking|positive|passionate|friendly|cheerful|outgoing|diligent|responsible) (?:person|individual|people person)\b/,
    /^\s*(?:di era (?:globalisasi|digital|modern|sekarang)|di zaman (?:sekarang|modern)|pada era)\b|^\s*setiap (?:orang|manusia|individu) (?:memiliki|mempunyai|punya)\b|^\s*(?:saya|aku) (?:adalah |merupakan )?(?:seorang )?(?:pribadi|sosok|orang) yang\b|^\s*assala?mu[' ]?alaikum\b/,
  ]
    .map((r) => r.source)
    .join('|'),
  'i',
);

/** Whether a first sentence only opens on the world, on everyone or on the writer in general. */
export function opensOnPreamble(sentence: string): boolean {
  return PREAMBLE.test(sentence);
}
