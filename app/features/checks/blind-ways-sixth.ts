// Round twenty-five (ADR 0039): families the round-seventeen set (fresh17, seen after its one blind run) showed
// missing: a face or a build described with a shape word (동글동글한 얼굴, 갸름한 얼굴형, 다부진 체격); children
// counted before a parent word (아들 셋 아빠, 딸 둘 엄마); body art of one's own (my tattooed arms, my
// piercings); the year one left school (I left school in 1998, in the millennium year); young children counted
// at home (with three teenagers at home, I have two toddlers); a kind of school one attended ("at a Surrey
// boarding school"); a household's head or breadwinner (sebagai kepala keluarga, tulang punggung keluarga); a
// family's business (toko bangunan milik keluarga); a migrant's origin (saya perantau asal Padang).
import type { BlindRule } from './blind-lists';
import type { CheckLang } from './types';

const KO: BlindRule[] = [
  {
    why: 'appearance',
    re: /(?<![가-힣])(?:동글동글한|둥글둥글한|동그란|둥근|갸름한|각진|앳된|동안인|동안의|통통한|다부진|왜소한|건장한|호리호리한|서글서글한|순하게 생긴|곱상한)\s?(?:얼굴|얼굴형|인상|외모|이목구비|체격|체구|몸집|눈매)(?:\s?덕분에|\s?때문에|이라서?|이어서|을|이|은|도)?(?![가-힣])/g,
  },
  {
    why: 'family',
    re: /(?<![가-힣])(?:아들|딸|아이|자녀|쌍둥이)\s?(?:하나|둘|셋|넷|다섯|한 명|두 명|세 명|네 명|[1-9]명)(?:를 둔|을 둔|를 키우는|을 키우는)?\s?(?:의\s)?(?:아빠|엄마|아버지|어머니|가장|부모)(?!님|들)/g,
  },
];

const EN: BlindRule[] = [
  {
    why: 'appearance',
    re: /\bmy (?:tattoos|tattoo|piercings|piercing|(?:tattooed|inked|pierced) (?:arms|forearms|hands|knuckles|neck|ears|nose|eyebrow|lip|skin))\b/gi,
  },
  {
    why: 'age',
    re: /\bI (?:left|finished|quit) (?:school|sixth form|secondary school|high school|college)(?: back)? in (?:the millennium year|the year 2000|(?:19|20)\d\d|the (?:early |mid-|late )?(?:nineties|eighties|seventies|'90s|'80s|'70s|\d0s))\b/gi,
  },
  {
    why: 'marital',
    re: /\b(?:[Ww]ith|[Rr]aising|I have|I've got|I am raising|I'm raising) (?:two|three|four|five|[2-9]) (?:toddlers|babies|little ones|under-fives|teenagers|young children|small children)\b(?= at home|,| of my own)/g,
  },
  {
    why: 'school',
    re: /(?<=\bI (?:first |once |also )?(?:[a-z]+ ){0,4}?)(?:at|attended|from) (?:a|an) (?:[A-Z][a-z]+ )?(?:grammar|boarding|private|independent|convent|prep|comprehensive|state|girls'|boys') school\b/g,
  },
];

const ID: BlindRule[] = [
  {
    why: 'family',
    re: /\b[Ss]ebagai (?:seorang )?(?:kepala keluarga|tulang punggung keluarga|ibu rumah tangga|anak sulung|anak bungsu|anak tunggal)\b/g,
  },
  {
    why: 'wealth',
    re: /\b(?:usaha|toko|bisnis|perusahaan|pabrik|kebun|sawah|warung|bengkel|restoran|rumah makan)(?: [a-z]+){0,3} milik (?:keluarga|orang tua|ayah|ibu|bapak|kakek|nenek)(?: saya| kami)?\b(?! [A-Z]|nya)/g,
  },
  {
    why: 'hometown',
    re: /(?<=\b(?:[Ss]aya|[Aa]ku) (?:adalah |seorang |sebagai )*)(?:perantau|pendatang|putra|putri|anak rantau|orang) (?:asli |asal |dari )[A-Z][a-z]+(?: [A-Z][a-z]+)?/g,
  },
];

export const WAYS_SIXTH: Record<CheckLang, BlindRule[]> = { ko: KO, en: EN, id: ID };
