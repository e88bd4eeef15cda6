// A certificate's line that says it was obtained after its date ("화공기사 : 한국산업인력공단, 2012. 11. 취득",
// "TOPIK 6급 – 국립국제교육원, 2021. 5. 합격"): once the date is taken, the word was left after the issuer
// ("한국산업인력공단, 취득"). It says the certificate was obtained, which the entry already says.

const STATUS_WORD = /\s*[,，]?\s*(?:취득|합격|최종\s?합격|획득)$/u;

/**
 * "한국산업인력공단, 취득" -> "한국산업인력공단". Only the word at the issuer's end after a space or comma; an
 * issuer that is the word alone, or an issuer's name with the word inside it ("취득세무연구원"), stays.
 */
export function withoutStatusWord(issuer: string): string {
  const rest = issuer.replace(STATUS_WORD, '').trim();
  return rest && rest !== issuer.trim() && /[\s,，]/u.test(issuer.slice(rest.length, rest.length + 2))
    ? rest
    : issuer;
}
