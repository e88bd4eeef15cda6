// A Korean word cut by a narrow column (Chromium and Word break Hangul between any two syllables once a
// line is full): "채용 우선순위 조" over "율", "데이터를 백그라운" over "드로 동기화". The two halves are one word;
// joined with a space they read "조 율", "백그라운 드로". Decided from the text alone (the lines reach the join
// without their geometry): the next line opens with a piece that cannot start a word of its own.

/** Lone syllables that are words by themselves, before a line's end ("관리 및" / "운영", "약" / "3개월"). */
const LONE_WORDS = new Set([...'및등약총각전더또잘못안이그저새한두세네첫몇온본현매타와과의을를은는도만']);
/** Lone syllables that end a list or a phrase by themselves ("채용 등", "교육 후", "10명 중"). */
const LONE_TAILS = new Set([...'등중외후전간내것수명건회개곳번차점분년월일시급위용']);
/** Last syllables of loanwords that are no word by themselves ("백그라운" + "드", "테스" + "트", "솔루" + "션"). */
const LOAN_TAIL = '[드트스크프브즈츠쳐션링닝팅밍싱징킹딩핑]';
/** A particle after a word, or the phrase's end. */
const PARTICLE = '(?:로|으로|를|을|가|이|는|은|에|에서|에게|의|와|과|도|만|까지|부터)?';
const LOAN_TAIL_START = new RegExp(`^${LOAN_TAIL}${PARTICLE}(?=[\\s,.)·]|$)`, 'u');

const lastWord = (line: string) => /(\S+)$/u.exec(line)?.[1] ?? '';

/** Whether `next` goes on the word `line` was cut in, so the two join without a space. */
export function koreanWordWrapped(line: string, next: string): boolean {
  const left = lastWord(line.trim());
  const right = next.trim();
  if (!/^[가-힣]+$/u.test(left) || !/^[가-힣]/u.test(right)) return false;
  // A lone syllable over a lone syllable that ends the item: "조" / "율".
  if (left.length === 1 && /^[가-힣][.,]?$/u.test(right) && /\s/u.test(line.trim()))
    return !LONE_WORDS.has(left) && !LONE_TAILS.has(right[0]);
  // A loanword's last syllable, maybe with its particle: "백그라운" / "드로 …", "테스" / "트 자동화".
  // Not after a word that ends in its particle or an ending ("비용이" / "드는 작업": 드는 is a verb).
  return (
    left.length >= 2 && !/[이가을를은는에의도로와과서고며면다요]$/u.test(left) && LOAN_TAIL_START.test(right)
  );
}
