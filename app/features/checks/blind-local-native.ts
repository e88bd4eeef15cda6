// A hometown said by the word for its people (round nineteen, ADR 0039), by family from the round-eighteen
// set's misses (fresh14, read after its one blind run): a local demonym of oneself ("a Scouser through and
// through", "as a proud Geordie"), a regional word for "a person of" a place (arek Suroboyo, wong Solo,
// urang Bandung, cah Jogja) or "X asli", and a Korean 촌놈/"뼛속까지 … 사람". A demonym of others ("Geordie
// customers") and a company with the word in its name are left alone.
import type { BlindRule } from './blind-lists';

const EN_DEMONYM =
  '(?:Scouser|Geordie|Brummie|Mancunian|Cockney|Glaswegian|Londoner|Yorkshire(?:man|woman)|Lancastrian|Liverpudlian|Dubliner|Corkonian|Weegie|Mackem|Tyke|Cornish(?:man|woman)|Welsh(?:man|woman)|Ulster(?:man|woman)|Aberdonian|Bristolian|Sydneysider|Melburnian|Capetonian|New Yorker|Bostonian|Texan|Parisian|Northerner|Southerner|Islander|Valley boy|Valleys girl)';

export const LOCAL_NATIVE: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'hometown',
      re: /뼛속까지 [가-힣]{1,6}\s?(?:사람|사나이|토박이|촌놈|아가씨)|(?<![가-힣])[가-힣]{1,5}\s?촌놈(?:이라|으로|입니다|인 저|이지만)/g,
    },
  ],
  en: [
    {
      why: 'hometown',
      re: new RegExp(
        `\\b(?:I am|I'm|I was|as|being|born|raised) an? (?:(?:proud|true|real|lifelong|born|typical|card-carrying|dyed-in-the-wool) )?${EN_DEMONYM}\\b|\\b(?:an? )?${EN_DEMONYM} (?:through and through|to the core|by birth|born and raised)\\b|\\b[A-Z][a-z]+ (?:through and through|to the core|by birth)\\b`,
        'g',
      ),
    },
  ],
  id: [
    {
      why: 'hometown',
      re: /\b(?:arek|wong|urang|cah|putra|putri|orang|anak|asli) (?:[A-Z][a-z]+)(?: asli)?\b(?<=\b(?:arek|wong|urang|cah) [A-Z][a-z]+(?: asli)?|\b[a-z]+ [A-Z][a-z]+ asli)/g,
    },
  ],
};
