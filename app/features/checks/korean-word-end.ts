// Round thirty-six (ADR 0039): where a kept Korean trait word may end. A kept word (막내, 아버지, 형) counts
// when a particle, an ending or a break follows it; a particle's letter that only begins a longer glued word
// is no particle: "막내이모공구에서" is a firm's name (막내 + 이모공구), not 막내 + 이, and "큰형도재" is not
// 큰형 + 도. So after the particle's letter, only the letters of particles and endings may follow to the word's
// end (막내이었습니다, 아버지로부터, 형에게서, 누나께서도); a noun glued on (이모, 도재, 의학서적) ends no word.
const FIRST = '은는이가을를의에와과도만로서께';
const TAIL =
  '서게도는선만큼의부터까지고며라었어지니면자다나야던든란랑여시셨습니요죠했해하한할였께써로은을를과와이가처럼엔인일입데뿐밖조차마저커녕말';

/** A lookahead: the kept word ends here (a particle or ending to the word's end, a break, the text's end). */
export const KO_WORD_END = `(?=[${FIRST}][${TAIL}]{0,5}(?![가-힣])|[,.!?\\s]|$)`;
