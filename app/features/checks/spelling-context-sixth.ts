// Round twenty-five (ADR 0039): real words wrong in context and slips Hunspell's Korean list accepts, by family
// from the round-seventeen set's misses (fresh17, seen after its one blind run). Korean: 사단 (a division) for
// 사달 (trouble) before 나다/벌어지다; 체 (pretending) for 채 (as it is) after an adnominal and before 로
// (신은 체로 → 신은 채로; 고운 체로 거르다, a sieve, stays); the -이 adverbs written -히 (간간히, 번번히) and
// 오지랍 for 오지랖. English: bear (endure, carry) written bare before with, in mind or a burden; who's (who is)
// before what one owns (who's late husband, who's own, who's name). Tested both ways in round-twenty-five-context.test.ts.
// Round twenty-five, style: 자기 개발 (developing something of one's own) for 자기계발 (self-improvement) as a
// noun (자기 개발을 이어 가다, 자기 개발 시간); 자기 개발한 도구 (a tool one built) stays. Indonesian: the
// passive di- written apart from a root that is also a noun (di proses, di cek, di input) when it is a verb:
// after an auxiliary (baru, sudah, akan …) or before an agent, a time or the sentence's end (di proses oleh
// kasir, di proses setelah …); the preposition before a noun phrase (di proses produksi, di proses ini)
// stays. Tested both ways in round-twenty-five-style.test.ts.
import type { ContextRule } from './spelling-families';

const cased = (found: string, fix: string) =>
  /^[A-Z]/.test(found) ? fix[0].toUpperCase() + fix.slice(1) : fix;

export const KO_SIXTH: ContextRule[] = [
  {
    id: 'look-alike',
    re: /(?<![가-힣])사단(이|은|도)?(\s(?:나|났|날|난|벌어|생기|생겼|일어))/g,
    fix: (m) => `사달${m[1] ?? ''}${m[2]}`,
  },
  {
    id: 'look-alike',
    re: /([가-힣]+)\s체로(?!\s?(?:거르|걸러|걸렀|쳐서|쳤|친다))/g,
    // An adnominal: a final ㄴ (신은, 낀, 앉은) or -던.
    when: (m) => (m[1].charCodeAt(m[1].length - 1) - 0xac00) % 28 === 4 || m[1].endsWith('던'),
    fix: (m) => `${m[1]} 채로`,
  },
  { id: 'look-alike', re: /(?<![가-힣])(간간|번번|일일|틈틈|곰곰)히(?![가-힣])/g, fix: (m) => `${m[1]}이` },
  { id: 'look-alike', re: /(?<![가-힣])오지랍/g, fix: () => '오지랖' },
  {
    id: 'look-alike',
    re: /(?<![가-힣])자기( ?)개발(?=(?:을|를|에|에도|에서|의|로|으로|도|은|는|이|과|와|비|서|책|)(?![가-힣]))/g,
    fix: (m) => `자기${m[1]}계발`,
  },
];

/** Roots that are nouns as well as verbs: after the preposition di they are a place in a process. */
const ID_NOUN_ROOTS = 'proses|cek|input|olah|update';
const ID_AUX =
  'baru|sudah|telah|akan|belum|sedang|harus|bisa|dapat|perlu|segera|tidak|tak|langsung|lalu|kemudian|sempat|mulai|untuk|agar|supaya|wajib|mesti|lebih cepat|cepat';
const ID_AFTER =
  'oleh|setelah|sebelum|sesudah|secara|lebih|ulang|kembali|sesuai|tanpa|langsung|segera|dalam waktu|paling|hingga|sampai|menjadi|agar|supaya|jika|bila|saat|ketika|begitu|dengan cepat|hari itu|besoknya';
const ID_NOUN_AFTER =
  'ini|itu|tersebut|yang|produksi|pembuatan|pengolahan|rekrutmen|seleksi|awal|akhir|pengadaan|pembayaran|perizinan|pengiriman|penjualan|belajar|kerja|bisnis|hukum';

export const ID_SIXTH: ContextRule[] = [
  {
    id: 'di-together',
    re: new RegExp(
      `(?<=\\b(?:${ID_AUX}) )([Dd])i (${ID_NOUN_ROOTS})\\b(?! (?:${ID_NOUN_AFTER})\\b)|\\b([Dd])i (${ID_NOUN_ROOTS})\\b(?=\\s?(?:[.,;:!?)]|$| (?:${ID_AFTER})\\b))`,
      'g',
    ),
    fix: (m) => `${m[1] ?? m[3]}i${m[2] ?? m[4]}`,
  },
];

export const EN_SIXTH: ContextRule[] = [
  {
    id: 'confusable',
    re: /\b([Bb])are(s)?(?= with (?:me|us|him|her|them|it|the|a|my|our)\b| in mind\b| (?:the|its|their|our|my|his|her) (?:cost|costs|brunt|weight|burden|responsibility|blame|load|risk|loss|losses)\b)/g,
    fix: (m) => `${m[1]}ear${m[2] ?? ''}`,
  },
  {
    id: 'confusable',
    re: /\b([Ww])ho's(?= (?:late|own|name|names|husband|wife|son|daughter|children|kids|parents|mother|father|car|house|dog|job|business|shop|family)\b(?! (?:for|to|at|in|on|again|and|with)\b))/g,
    fix: (m) => cased(m[0], `${m[1]}hose`),
  },
];
