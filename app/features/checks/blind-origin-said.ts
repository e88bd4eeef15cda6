// Where one is from and whose family one is, in words the kept rules do not read (round twenty, ADR 0039),
// by family from made-up sentences, not from a planted set: "a native Texan", "my native Poland", "a
// Jersey girl at heart", 광주에서 초중고를 나왔습니다 (schooling that names a home region), a family by its
// trade or kind (교육자 집안, 가난한 집안에서), a place among siblings ("the eldest of four siblings"). A
// region one manages (the Texas region) or a company's home (고객 집안의 인테리어) is not flagged.
import type { BlindRule } from './blind-lists';

export const ORIGIN_SAID: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'hometown',
      re: /(?<![가-힣])[가-힣]{2,4}에서 (?:초중고|초·중·고|초, 중, 고|중고등학교|초등학교부터 고등학교까지)(?:를|을)?(?: 모두| 다)? ?(?:나왔|졸업|다녔|마쳤)/g,
    },
    {
      why: 'family',
      re: /(?<![가-힣])(?!(?:고객|회사|그|남의|친구)\s)[가-힣]{2,6} 집안(?:입니다|이라|이라서|이어서|에서|출신|의 (?:장남|장녀|막내|외동)|에 태어|에서 태어|에서 자라|에서 자랐)/g,
    },
  ],
  en: [
    {
      why: 'hometown',
      re: /\b(?:a|an|as a|I am a|I'm a|being a) (?:proud )?native (?:of )?[A-Z][a-z]+(?: [A-Z][a-z]+)?\b|\b[Mm]y native [A-Z][a-z]+\b|\b(?:a|an) [A-Z][a-z]+ (?:girl|boy|lad|lass) (?:at heart|born and bred|through and through)\b|\bI am a [A-Z][a-z]+ (?:girl|boy|lad|lass)\b/g,
    },
    {
      why: 'family',
      re: /\b(?:the )?(?:eldest|oldest|youngest|middle) (?:child |one )?of (?:two|three|four|five|six|seven|eight|nine|ten|\d+)(?: [a-z]+)? (?:siblings|children|kids|brothers|sisters|sons|daughters)\b/g,
    },
  ],
  id: [],
};
