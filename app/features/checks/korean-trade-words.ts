// Round twenty (ADR 0039): words of working life the Korean dictionaries lack, by family — loanwords
// written as 표준국어대사전 or the trade writes them, which the loanword reader (korean-loanwords.ts) does
// not read back (ㅓ for English "-er", a clipped form, a compound with an English head), and Sino-Korean
// trade words that libhangul's hanja list lacks (入車 입차, 堪航 감항, 客單價 객단가). Each is a noun; a
// particle after it is cut before the look-up (객단가+도), and it may be a part of a compound (입차+량).
import { KO_CARE_WORDS } from './korean-care-words';
import { KO_GRAIN_GRADES } from './korean-grain-grades';
import { KO_STANDARD_LOANWORDS } from './korean-standard-loanwords';

export const KO_TRADE_LOANWORDS = [
  // Round thirty-seven: the -키니 swimwear beside 비키니 (부르키니, 탱키니, 페이스키니), as the English check
  // reads burkini and tankini by their shape.
  '부르키니',
  '탱키니',
  '페이스키니',
  // Round thirty-five: filter grades said as words (헤파 필터, 울파 필터), and cultivated mushrooms' names
  // (새송이, 만가닥) with 버섯.
  '헤파',
  '울파',
  '새송이',
  '새송이버섯',
  '만가닥',
  '만가닥버섯',
  // Retail, signage and menus (노쇼, a booking not kept).
  '배너',
  '노쇼',
  '콤보',
  // Shipping and refurbished goods (reefer container, refurb).
  '리퍼',
  '카고',
  // Aviation ground handling and golf courses.
  '토잉카',
  '그린키퍼',
  // Hospitals (suction) and factories (vernier callipers).
  '석션',
  '석션기',
  '버니어',
  // Shipping: shoring and dunnage, what holds cargo in place.
  '쇼링',
  '더니지',
  // Roll-on/roll-off ships.
  '로로선',
  // Gyms, salons and hotels (round twenty-four): a body-composition scan named after its maker, the lunge, a
  // session of training, the concierge, the turn-down service and a hair colour's tone-down (one letter
  // apart, each kept so that neither reads as a slip of the other), the bellboy.
  '인바디',
  '런지',
  '세션',
  '컨시어지',
  '턴다운',
  '톤다운',
  '벨보이',
  // Marketing (round twenty-four): the funnel from first visit to purchase.
  '퍼널',
];

export const KO_TRADE_SINO = [
  // Round thirty-seven: the press trade's 枚葉 (sheet-fed: 매엽 인쇄기, 매엽기) and 損紙 (spoiled sheets: 손지,
  // 손지율), which 윤전 (web-fed) has in the lists and they lack.
  '매엽',
  '매엽기',
  '손지',
  // Round twenty-six: shipping's 入出港 (a ship's calls in and out).
  '입출항',
  // Round twenty-five: hearing care's licensed trade (聽能士, an audiologist).
  '청능사',
  // Parking and transport: 入車, 出車 is listed; 滿車; 回車 with 路.
  '입차',
  '만차',
  '회차로',
  // Aviation and shipping: 堪航, 堪航性 (airworthiness, seaworthiness).
  '감항',
  '감항성',
  // Retail: 客單價.
  '객단가',
  // Factories: 治工具 (jigs and fixtures).
  '치공구',
  // Dentistry: 齒間 (between the teeth) and its brush.
  '치간',
  '치간칫솔',
  // Factories and labs: 昇溫, 降溫 (heating, cooling a furnace), 配合水 (mixing water), 原資料 (raw data),
  // 眞直度 (straightness).
  '승온',
  '강온',
  '배합수',
  '원자료',
  '진직도',
  // Farms: 母豚, 雄豚 (sow, boar). Shipping: 平衡水 (ballast water).
  '모돈',
  '웅돈',
  '평형수',
  // Round thirty-four: injection moulding's 保壓 (hold pressure after the fill) and 取出 (taking the part
  // out of the mould, 취출기 its robot).
  '보압',
  '취출',
  // Boats: 船外機 (an outboard motor). Video and publishing: 本編 (the main feature, not its trailer or
  // shorts). Languages: 通飜譯 (interpreting and translating, 통번역대학원).
  '선외기',
  '본편',
  '통번역',
];

/**
 * Native compounds with a one-syllable part, which the compound rule (two syllables a part) does not read:
 * 코+받침 (a glasses' nose pad), 손+위생 (hand hygiene), 송화+가루 with its 사이시옷.
 */
export const KO_SHORT_COMPOUNDS = ['코받침', '손위생', '송홧가루'];

/**
 * Round twenty-four: 맞이 (greeting, welcoming: the -이 noun of 맞다) written as a word of its own after what
 * is welcomed (등원 맞이, 손님 맞이), which Hunspell knows only inside a compound (새해맞이, 봄맞이); and
 * the florist's 물올림 (letting cut flowers drink), a 물+올림 compound the two-syllable rule does not read.
 */
// Round twenty-five: the native month with the duration suffix -간 (한 달간, 석 달간), as 년간 and 주간 are.
export const KO_NATIVE_NOUNS = ['맞이', '물올림', '달간'];

/** With welfare and medicine words (korean-care-words.ts). */
export const KO_TRADE_WORDS = [
  ...KO_TRADE_LOANWORDS,
  ...KO_TRADE_SINO,
  ...KO_SHORT_COMPOUNDS,
  ...KO_NATIVE_NOUNS,
  ...KO_CARE_WORDS,
  ...KO_GRAIN_GRADES,
  ...KO_STANDARD_LOANWORDS,
];
