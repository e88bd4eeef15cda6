// Round twenty-six (issue 36, ADR 0039): more grid families from the eighth set's misses (its one run:
// ko 35/64, en 30/64, id 36/64), each a lexicon of a trait's words in the sentence frame of blind-grid.ts:
// where one grew up or was born (섬마을에서 컸, 평양에서 나서, terlahir di, TTL:), a spouse or a pregnancy
// (와이프와 함께, 임신 7개월), birth order (막내아들, baby of the family, sulung), a body's size or marks
// (size 22, built like, bongsor, 흉터, berkumis), health (transplant, 투석, terkena stroke; not 항암, which a clean answer used of patients), faith
// (성경 필사, jemaat GKI) and descent (of Korean descent, 한국계 미국인, peranakan, blasteran).
import type { BlindRule } from './blind-lists';
import type { CheckLang } from './types';

const KO: BlindRule[] = [
  {
    why: 'hometown',
    re: /(?<![가-힣])[가-힣]{2,8}에서\s?(?:컸|나서|나고)(?=[가-힣\s,.])|(?<![가-힣])(?:출생은|출생지는|태어난 곳은)\s?[가-힣]{2,}|(?<![가-힣])한국계\s?[가-힣]{2,5}인|(?<![가-힣])[가-힣]{2,5}에서\s?귀화/g,
  },
  {
    why: 'marital',
    re: /(?<![가-힣])(?:와이프|아내|남편|신랑|집사람)(?:와|과|랑|하고)\s?함께|(?<![가-힣])(?:맏며느리|외며느리|며느리로서|싱글(?:이라|입니다|인 저))|(?<![가-힣])임신\s?\d{1,2}\s?(?:개월|주)|(?<![가-힣])(?:수험생|고3|중학생|초등학생)\s?(?:엄마|아빠|학부모)(?:라|이라|로서|입니다)|아기를\s?키우/g,
  },
  { why: 'gender', re: /(?<![가-힣])(?:민방위|예비역)\s?(?:대원|병장|입니다|으로)/g },
  {
    why: 'family',
    re: /(?<![가-힣])(?:막내아들|막내딸|외아들|외동딸)(?:입니다|이라|로서|으로서|인 저|이지만)/g,
  },
  {
    why: 'appearance',
    re: /(?<![가-힣])키\s?(?:크다는|작다는)|키가\s?(?:워낙|너무|아주|꽤)\s?(?:커서|작아서|큰|작은)|(?<![가-힣])(?:마른|통통한|뚱뚱한|날씬한|건장한)\s?편|(?<![가-힣])비만\s?(?:판정|진단)|(?:얼굴|이마|볼|팔|목)에\s?(?:큰\s|작은\s)?(?:흉터|화상 자국)|(?:배우|연예인|아이돌)\s?닮았|눈웃음이|(?:눈썹|이마|코|입술)이\s?(?:진한|넓고|높은|두꺼운)|(?<![가-힣])(?:인공관절|신장\s?투석)\s?(?:수술|치료|을|를)?|공황장애를?\s?(?:극복|겪)/g,
  },
  {
    why: 'religion',
    re: /성경\s?필사|이슬람\s?신앙|(?<![가-힣])[가-힣]{2,6}\s?신도(?:입니다|로서|이며|인 저)/g,
  },
];

const EN: BlindRule[] = [
  {
    why: 'appearance',
    re: /\bI(?:'m| am) (?:a |an? )?(?:US |UK )?size \d{1,2}\b|\b(?:dropped|lost|gained|went down) (?:\w+ )?(?:dress |pant |jean )?sizes\b|\bbuilt like a (?:linebacker|tank|bear|rugby player|bodybuilder|twig|rake)\b|\btip the scales at \d+|\bon the (?:short|tall|small|petite|heavy) side\b|\b(?:just )?(?:under|over) (?:five|six|seven) (?:feet|foot)\b|\btower over\b|\b(?:shaved head|bald head|birthmark|curly (?:\w+ )?hair|blonde hair|red hair|dreadlocks|buzz cut)\b|\b(?:in recovery from|recovering from) (?:alcoholism|addiction|cancer|\w+ addiction)\b|\b(?:kidney|liver|heart|lung) transplant\b|\bon the autism spectrum\b/g,
  },
  {
    why: 'family',
    re: /\b(?:the )?baby of the family\b|\bone of (?:two|three|four|five|six|seven|eight|nine|ten|\d+) (?:siblings|children|kids|brothers|sisters)\b|\b(?:with|have|had) (?:two|three|four|five|six) (?:older |younger |big |little )?(?:sisters|brothers)\b/g,
  },
  {
    why: 'marital',
    re: /\b[Mm]y (?:youngest|eldest|oldest|stepson|stepdaughter)\b|\badopting (?:a|our) (?:baby|child|son|daughter)\b|\btied the knot\b/g,
  },
  {
    why: 'hometown',
    re: /\bof [A-Z][a-z]+ (?:descent|heritage|origin|ancestry)\b|\bgreen card holder\b|\b(?:member|citizen) of the [A-Z][a-z]+ Nation\b|\b[Mm]y family is [A-Z][a-z]+(?: [A-Z][a-z]+)?\b/g,
  },
  {
    why: 'gender',
    re: /\btomboy\b|\bmy all-(?:girls|boys) school\b|\bfirst (?:woman|female|man|male) (?:to|promoted|hired|elected)\b/g,
  },
  {
    why: 'age',
    re: /\bAARP card\b|\bwhen (?:JFK|Kennedy|Lennon|Elvis|Diana) (?:was shot|died|was killed)\b/g,
  },
];

const ID: BlindRule[] = [
  {
    why: 'hometown',
    re: /\bterlahir di [A-Z]\w+|\bTTL\s?:\s?[A-Z]\w+|^\s*Kelahiran [A-Z]\w+|\b(?:[Ss]aya|[Aa]ku) (?:seorang )?(?:peranakan|blasteran|keturunan)\b(?: [A-Z][\w-]+)?|\b[Nn]enek moyang (?:saya|aku|kami) (?:dari|berasal dari) [A-Z]\w+/g,
  },
  {
    why: 'age',
    re: /\b(?:hampir|sudah|lewat) setengah abad\b|\b[Ss]aya angkatan '?\d{2,4}\b|\b(?:di|pada) era (?:Orde Baru|reformasi|\d0-an)\b/g,
  },
  {
    why: 'gender',
    re: /\b[Ss]aya (?:satu-satunya |seorang )?(?!(?:mem|men|meng|meny|mel|mer|mew|ber)[a-z]{3,} (?<!(?:mentor|mekanik|menteri|mandor|mereka) ))[a-z]+ (?:perempuan|wanita)\b|\b[Ss]aya (?:seorang )?(?:emak-emak|ibu-ibu|bapak-bapak)\b/g,
  },
  {
    why: 'marital',
    re: /\b[Ss]i (?:sulung|bungsu|kecil|kembar) (?:saya|aku)\b|\b(?:saya|aku) (?:baru saja |baru |sudah )?melahirkan\b/gi,
  },
  {
    why: 'family',
    re: /\b(?:[Ss]aya|[Aa]ku) (?:adalah )?(?:sulung|bungsu|anak satu-satunya)\b(?: dari \w+ bersaudara)?/g,
  },
  {
    why: 'appearance',
    re: /\b(?:[Ss]aya|[Aa]ku|[Bb]adan (?:saya|aku)) (?:\w+ )?(?:bongsor|gempal|tambun|gendut|kerempeng|ceking)\b|\b[Bb]obot (?:badan )?(?:saya|aku) \d+|\bcukup tinggi untuk ukuran\b|\b(?:[Ss]aya|[Aa]ku) (?:\w+ )?ber(?:kumis|jenggot|janggut|tato)\w*|\bmirip (?:artis|aktor|aktris|bintang film)\b|\bterkena (?:stroke|kanker|diabetes|serangan jantung|TBC)\b|\b[Pp]endengaran (?:saya|aku) (?:terganggu|kurang|lemah)\b|\b[Ss]aya pemakai kacamata minus \w+/g,
  },
  {
    why: 'religion',
    re: /\b[Ss]aya (?:seorang )?(?:jemaat|umat) (?:GKI|GPIB|HKBP|GBI|GKJ|GKPB|gereja \w+)\b/g,
  },
];

export const GRID_MORE: Record<CheckLang, BlindRule[]> = { ko: KO, en: EN, id: ID };
