// Round thirty (issue 36, ADR 0039): one's gender or marital status said by a noun for a person of it, in
// the frames a writer puts themself in ("As a lad in a salon", "I'm a bloke who", "As a divorcee",
// "Sebagai bujangan", "노총각인 저는") — from fresh19's misses (seen), by kind: the older rules listed
// man/woman/girl and widow/single, and a writer reaches for another word of the same kind (lad, chap,
// fella, divorcee, bachelor, bujang, perjaka, 노처녀). A bachelor's degree, a man of one's word, a girl
// guide and another person's status ("a divorcee client", a lad who works for me) are left alone.
import type { BlindRule } from './blind-lists';

/** The English frames that put the writer in a noun: As a, Being a, I am a, I'm a, I was a. */
const EN_SELF = "(?:[Aa]s|[Bb]eing|I am|I'm|I was|I've been)";

export const SELF_STATUS_NOUNS: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'marital',
      re: /(?<![가-힣])(?:노총각|노처녀|이혼남|이혼녀|돌싱남|돌싱녀|싱글남|싱글녀|유부남|유부녀|새신랑|새색시|홀아비|과부)(?:인 저|인 제가|이라 ?저|이라서|이지만|으로서|로서|입니다|이어서|이다 보니|인 만큼)/g,
    },
  ],
  en: [
    {
      why: 'gender',
      re: new RegExp(
        `\\b${EN_SELF} an? (?:(?:young|local|working-class|proud|single|northern|southern|country|city) )?(?:lad|lass|bloke|chap|fella|feller|gal|guy|dude|gent|gentleman|lady|boy)\\b(?!['’]s|-| (?:of (?:my|his|her) word|scouts?|guides?|friday|band)\\b)`,
        'g',
      ),
    },
    {
      why: 'marital',
      re: new RegExp(
        `\\b${EN_SELF} an? (?:(?:recent|recently|newly|proud|happy|young|single|confirmed) )?(?:divorcee|divorcée|divorcé|bachelor|bachelorette|spinster|singleton|widow|widower|newlywed|fianc[ée]e?|stay-at-home (?:mum|mom|dad|parent))\\b(?!['’]s| of\\b| (?:degree|student|programme|program|course)\\b)`,
        'g',
      ),
    },
  ],
  id: [
    {
      why: 'marital',
      re: /\b(?:[Ss]ebagai|[Ss]aya(?: adalah| masih| sudah)?) (?:seorang )?(?:bujangan|bujang|perjaka|perawan|lajang|jomblo|jomlo|duda|janda|pengantin baru|istri muda|suami muda)\b(?! (?:yang|itu|tersebut)\b)/g,
    },
  ],
};
