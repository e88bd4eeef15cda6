// Round twenty (ADR 0039): words of KBBI (Kamus Besar Bahasa Indonesia) the kept Hunspell list lacks —
// the family of the Indonesian false alarms on correctly spelt trade and everyday nouns (jerapah, kecoa,
// balita, relawan). Animals, tools and site words, shops and services, and KBBI's own acronyms used as
// words (balita, angkot). Only KBBI's standard (baku) forms: genteng (genting), saklar (sakelar), kran
// (keran), cicak (cecak) and amplas (ampelas) stay flagged. Tested both ways in round-twenty-words.test.ts.
import { ID_SERVICE_WORDS } from './indonesian-health-services';
import { ID_SCHOOL_WORDS } from './indonesian-school-words';
import { EN_LOANS_IN_ID } from './english-trade-words';
import { ID_ACCEPTED_MORE } from './spelling-coverage-id';

export const ID_KBBI_WORDS = [
  // Animals.
  'jerapah',
  'kecoa',
  'trenggiling',
  'kukang',
  'luwak',
  'kutilang',
  // Round thirty-two: farmed fish and shrimp (udang vaname, ikan baronang, koi).
  'vaname',
  'baronang',
  'koi',
  // Round thirty-six: those who keep a house of worship (takmir and marbot of a mosque, its muazin).
  'takmir',
  'marbot',
  'muazin',
  // Tools, materials and building-site words.
  'bekisting',
  'acian',
  'kusen',
  'grendel',
  'lakban',
  'selotip',
  'paralon',
  'tensimeter',
  'spektrofotometer',
  'refraksionis',
  'frais',
  'plitur',
  'ritsleting',
  // Water treatment (round twenty, tuning): KBBI's klor (chlorine), flokulasi and flokulan.
  'klor',
  'flokulasi',
  'flokulan',
  // Shops, services, transport and trade.
  'manekin',
  'vitrin',
  'fesyen',
  'struk',
  'loker',
  'binatu',
  'angkot',
  'jukung',
  'ritel',
  'hipermarket',
  'tronton',
  'maklon',
  'wirausaha',
  // Everyday words and KBBI acronyms written as words.
  'balita',
  'meleset',
  'laman',
  'relawan',
  'otodidak',
  'serba',
  // Round twenty-two: KBBI's acronym words of buildings and its building materials.
  'ruko',
  'rukan',
  'rusun',
  'rusunawa',
  'gipsum',
  'kalsium',
  // Round twenty-four: KBBI's words of buying and selling and of depots — seken (second-hand), nego (to
  // bargain, cakapan), depo (a depot: of containers, of drinking water, of buses).
  'seken',
  'nego',
  'depo',
  // Publishing: KBBI's pruf (a proof to check before printing).
  'pruf',
  // Paired words whose second half is no word alone (gotong royong, hiruk pikuk, hingar bingar,
  // porak-poranda, lika-liku), written apart or hyphenated.
  'royong',
  'pikuk',
  'hingar',
  'bingar',
  'poranda',
  'porak-poranda',
  'lika',
  'lika-liku',
  // Words of everyday working life in the spoken register (ojek online, warung kopi and selebritas
  // Instagram clipped; kepo, nongkrong, ngobrol): a style check's business, not a spelling slip.
  'ojol',
  'warkop',
  'selebgram',
  'kepo',
  'nongkrong',
  'ngobrol',
  // Round twenty-five: trade loanwords KBBI lists for machines, fire service, farms and housing (hidrolik,
  // hidran, toren a water tower, paranet a shade net, pakcoy), kos and indekos, and religious dress words.
  'hidrolik',
  'hidran',
  'toren',
  'paranet',
  'pakcoy',
  'pakcoi',
  'kos',
  'indekos',
  'muslimah',
  "syar'i",
  'gamis',
  'mukena',
  // Round thirty: KBBI's adjective of autism (anak autis), and Ramadan's timetable as mosques print it
  // (jadwal imsakiyah; KBBI imsakiah).
  'autis',
  'imsakiyah',
  'imsakiah',
  // Round thirty-five: the mushroom grower's house and substrate bag (kumbung, baglog), and the surveyor's
  // ranging pole (jalon, KBBI).
  'kumbung',
  'baglog',
  'jalon',
];

/** The words an Indonesian answer may use that its dictionaries lack: KBBI's, and English trade words. */
export const ID_ACCEPTED_WORDS = [
  ...ID_KBBI_WORDS,
  ...EN_LOANS_IN_ID,
  ...ID_ACCEPTED_MORE,
  ...ID_SERVICE_WORDS,
  ...ID_SCHOOL_WORDS,
];
