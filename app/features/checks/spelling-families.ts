// Round fourteen: context rules by FAMILY (issue 36). Each rule covers a kind of misspelling writers make
// in any word of its kind — an ending, a stem, a pair of words told apart by what stands next to them —
// not the words a test set happened to hold: the blind sets kept showing new words of old families (ADR
// 0039). The families are 국립국어원's frequently confused forms, English confusables and KBBI's spelling
// of pun and di-. Each is tested both ways in spelling-families.test.ts on made-up sentences.

import type { ContextRule } from './context-rule';
import { ID_BAKU_PAIRS } from './indonesian-baku-pairs';
import { ID_BAKU_MORE } from './spelling-coverage-id';

export type { ContextRule };

const HANGUL = 0xac00;
/** The final consonant's index of a Hangul syllable (0: none, 8: ㄹ), or -1 for any other character. */
const finalOf = (ch: string | undefined) => {
  const code = (ch ?? '').charCodeAt(0) - HANGUL;
  return code >= 0 && code < 11172 ? code % 28 : -1;
};
const lastFinal = (s: string) => finalOf(s.at(-1));

/** Time nouns that take the suffix -께 "around" (월말께, 10일께), and the plural 들 before the honorific 께 (손님들께). */
const KKE_TIME = /(?:말|일|월|날|달|절|철|초|들|가을|겨울)$/;
/** Nouns ending 이 after a final consonant (어린이, 놀이, 길잡이): 어린이였다 is right. */
const I_NOUN =
  /(?:어린|늙은|젊은|지은|옮긴|엮은|놀|먹|풀|벌|걸|맞|갈|꽂|잡|막|받|살|돌|닦|깎|붙|팔|털|묶|절|덮|볶|튀김|김|곰|쌍둥|원숭|고양|개구쟁|멋쟁|겁쟁|욕심쟁|직장인|장애인)이$/;
/** Roots whose adverb ends -히 (꾸준히, 조용히) and which are no noun a particle 이 could follow. */
const HI_ROOTS =
  '꾸준|조용|열심|정확|확실|충분|철저|무사|간단|엄격|면밀|차분|침착|원활|활발|과감|당당|묵묵|착실|공평|상당|천천|가만|고요|부지런|무난|꼼꼼|솔직|신속|쓸쓸|능숙|익숙|원만|정중|극진|은근|각별|세밀|단단|넉넉|나란';
/** Misspelt stems that no right word starts with, and their correction: the family of every ending after them. */
const BAD_STEMS: Record<string, string> = {
  역활: '역할',
  건들이: '건드리',
  건들여: '건드려',
  건들였: '건드렸',
  얼만큼: '얼마큼',
  몇일: '며칠',
  희안: '희한',
  오랫만: '오랜만',
  짜집: '짜깁',
  폭팔: '폭발',
  승락: '승낙',
  눈쌀: '눈살',
  어의없: '어이없',
  통채: '통째',
  끼여들: '끼어들',
  끼여든: '끼어든',
  끼여드: '끼어드',
  뒤쳐지: '뒤처지',
  뒤쳐져: '뒤처져',
  뒤쳐졌: '뒤처졌',
  뒤쳐진: '뒤처진',
  뒤쳐질: '뒤처질',
  치뤄: '치러',
  치뤘: '치렀',
  치룬: '치른',
  치룰: '치를',
  잠궈: '잠가',
  잠궜: '잠갔',
  설레임: '설렘',
  설레이: '설레',
  설레여: '설레어',
  설레였: '설렜',
  헤매이: '헤매',
  헤매여: '헤매어',
  헤매였: '헤맸',
  되뇌이: '되뇌',
  되뇌였: '되뇌었',
  목메이: '목메',
  // Round twenty-four: 나지막하다 and 우레 (표준어 규정 제8항, 제5항 붙임) in their old or spoken shapes.
  나즈막: '나지막',
  우뢰: '우레',
  알맞는: '알맞은',
  걸맞는: '걸맞은',
};
const STEM_RE = Object.keys(BAD_STEMS)
  .sort((a, b) => b.length - a.length)
  .join('|');

export const KO_FAMILIES: ContextRule[] = [
  // -ㄹ게 (a promise) written -ㄹ께, in any verb (맡을께요, 도와드릴께): ㄹ before 께 is never right but
  // in the time suffix -께 (월말께).
  {
    id: 'ending',
    re: /(?<![가-힣])([가-힣]+)께(요)?(?![가-힣])/g,
    when: (m) => lastFinal(m[1]) === 8 && !KKE_TIME.test(m[1]),
    fix: (m) => `${m[1]}게${m[2] ?? ''}`,
  },
  // -ㄹ는지 written -ㄹ런지 (올런지, 될런지).
  {
    id: 'ending',
    re: /(?<![가-힣])([가-힣]+)런지/g,
    when: (m) => lastFinal(m[1]) === 8,
    fix: (m) => `${m[1]}는지`,
  },
  // -ㄹ 거 (= 것) glued to the verb (있을거라고, 할거예요); not 물거품, 볼거리 (거 then no ending).
  {
    id: 'spacing',
    re: /(?<![가-힣])([가-힣]+)거(야|예요|에요|라고|라는|라며|든요|죠|니까|같|였|입니다)/g,
    when: (m) => lastFinal(m[1]) === 8 && !/(?:물|일|볼|설|길)$/.test(m[1]),
    fix: (m) => `${m[1]} 거${m[2]}`,
  },
  // 웬 (what, how come) written 왠: only 왠지 (왜인지) is spelt 왠.
  { id: 'ending', re: /(?<![가-힣])왠(?!지)([가-힣]*)/g, fix: (m) => `웬${m[1]}` },
  // 이었 written 이였 after a noun with a final consonant (직원이였습니다); after a vowel 였 is the copula
  // contracted (화가였다), and a noun ending 이 takes 였 (어린이였다, 놀이였다).
  {
    id: 'ending',
    re: /(?<![가-힣])([가-힣]+)이였/g,
    when: (m) => lastFinal(m[1]) > 0 && !I_NOUN.test(`${m[1]}이`),
    fix: (m) => `${m[1]}이었`,
  },
  // 바라다 (to wish) written 바래다 (to fade) after what one wishes (합격하길 바래요, 되기를 바랬습니다).
  {
    id: 'ending',
    re: /((?:기를|기만을|길|기)\s?(?:[가-힣]+\s)?)바(래|랬|램)/g,
    fix: (m) => `${m[1]}${{ 래: '바라', 랬: '바랐', 램: '바람' }[m[2]] ?? m[2]}`,
  },
  // A misspelt stem with any ending after it (역활이라고, 설레이는, 뒤쳐졌던, 끼여들지).
  {
    id: 'ending',
    re: new RegExp(`(?<![가-힣])(${STEM_RE})([가-힣]*)`, 'g'),
    fix: (m) => `${BAD_STEMS[m[1]]}${m[2]}`,
  },
  // A 하다 root's adverb is -히 (꾸준히, 조용히; 맞춤법 제51항), written -이 (꾸준이).
  {
    id: 'ending',
    re: new RegExp(`(?<![가-힣])(${HI_ROOTS})이(?![가-힣])`, 'g'),
    fix: (m) => `${m[1]}히`,
  },
  // -지 않다 / -지 못하다 glued (포기하지않고, 참지못했다); 마지않다, 못지않다, 머지않아 are one word.
  {
    id: 'spacing',
    re: /(?<![가-힣])([가-힣]*[가-힣]지)(않|못하|못했|못한|못할|못해)/g,
    when: (m) => !/(?:마|못|머)지$/.test(m[1]) && m[1].length >= 2,
    fix: (m) => `${m[1]} ${m[2]}`,
  },
  // 안 (not) glued to 하다 (안하고, 안했다); not 안하무인.
  {
    id: 'spacing',
    re: /(?<![가-힣])안(하(?:고|지|면|며|는|기|게|려고|려|니|여)?|해(?:서|도|요|야|라|왔|봤|본|주)?|했(?:다|고|습니다|는데|던|으며|지만|어요|을|으면)?|한(?:다|다고)?|할(?:게|까|래)?)(?![가-힣])/g,
    fix: (m) => `안 ${m[1]}`,
  },
  // -ㄹ 수밖에: 밖에 is a particle after 수 (할 수 밖에 → 할 수밖에), and 수 stands apart (새울수밖에).
  { id: 'spacing', re: /(?<![가-힣])수\s밖에(?=\s?없)/g, fix: () => '수밖에' },
  {
    id: 'spacing',
    re: /(?<![가-힣])([가-힣]+)수밖에/g,
    when: (m) => lastFinal(m[1]) === 8 && m[1].length >= 2,
    fix: (m) => `${m[1]} 수밖에`,
  },
  // The bound noun 데 (a place, a case, doing) after -는, glued: 해결하는데에, 하는데 큰 도움이.
  {
    id: 'spacing',
    re: /(?<![가-힣])([가-힣]+는)데(에|에는|에도|에서)(?![가-힣])/g,
    fix: (m) => `${m[1]} 데${m[2]}`,
  },
  {
    id: 'spacing',
    re: /(?<![가-힣])([가-힣]+는)데(\s(?:(?:큰|많은|결정적인|중요한|크게|많이|적잖은|적지 않은)\s)?(?:도움|기여|일조|이바지|보탬|쓰였|쓰인|쓰이|활용|사용되|집중|주력|익숙|능숙))/g,
    fix: (m) => `${m[1]} 데${m[2]}`,
  },
  // -는/-던/-ㄴ/-ㄹ 만큼 glued after a verb (노력한만큼, 하는만큼); a noun takes 만큼 glued (직원만큼,
  // 권한만큼, 역할만큼).
  {
    id: 'spacing',
    re: /(?<![가-힣])([가-힣]*(?:는|던|된|될|[^권기제무유시대분역배\s]한|[^권기제무유시대분역배\s]할))만큼/g,
    fix: (m) => `${m[1]} 만큼`,
  },
  // -든지 (whichever) written -던지 (the past) after a question word or in a pair (무엇을 하던지, 비가
  // 오던지 눈이 오던지); 얼마나 힘들었던지 is the past and stays.
  {
    id: 'ending',
    re: /((?<![가-힣])(?:무엇을|무엇이|뭘|뭐를|뭐든|어디서|어디에서|어디에|어디를|언제|누가|누구를|누구와|어떤 일을|무슨 일을|어떤 일이|무슨 일이)\s(?:[가-힣]+\s)?[가-힣]+)던지/g,
    when: (m) => !/[었았였했됐겠]$/.test(m[1]),
    fix: (m) => `${m[1]}든지`,
  },
  {
    id: 'ending',
    re: /(?<![가-힣])([가-힣]+)던지(\s(?:[가-힣]+\s)?[가-힣]+)던지/g,
    fix: (m) => `${m[1]}든지${m[2]}든지`,
  },
  // 그런데 written 그런대 opening a sentence.
  { id: 'ending', re: /(?<=^|[.!?]\s+|\n)그런대(?=[,\s])/g, fix: () => '그런데' },
  // 읍니다 for 습니다 (abolished 1988) in any verb.
  { id: 'ending', re: /([가-힣]+)읍니(다|까)/g, fix: (m) => `${m[1]}습니${m[2]}` },
];

export const EN_FAMILIES: ContextRule[] = [
  // their / there / it's / its / your / you're / whose / who's: told apart by the word after them.
  {
    id: 'confusable',
    re: /\b([Tt])heir (?=(?:is|are|was|were|will be|has been|have been|seems)\b)/g,
    fix: (m) => `${m[1]}here `,
  },
  {
    id: 'confusable',
    // Round twenty-four: not where "there" is the adverb or the subject of a question (from there, once
    // there, are there): "From there orders go out", "Are there customers waiting?".
    re: /(?<!\b(?:[Ff]rom|[Oo]nce|[Ww]hile|[Oo]ut|[Uu]p|[Dd]own|[Oo]ver|[Bb]ack|[Gg]et|[Gg]ot|[Ii]s|[Aa]re|[Ww]as|[Ww]ere|[Hh]ere and) )\b([Tt])here (?=(?:own|team|teams|staff|customers|clients|manager|managers|employees|families|children|needs|goals|jobs|careers?|shifts|roles|skills|patients|students|members|colleagues|lives|homes|orders|accounts|concerns)\b)/g,
    fix: (m) => `${m[1]}heir `,
  },
  { id: 'confusable', re: /\b([Ii])t['’]s own\b/g, fix: (m) => `${m[1]}ts own` },
  {
    id: 'confusable',
    re: /\b([Ii])ts (?=(?:a|an|not|been|going|also|just|what|why|how|time to|usually|always|often|never|still|really|rarely|sometimes|probably|hard to|easy to|important to|best to|better to)\b)/g,
    fix: (m) => `${m[1]}t's `,
  },
  { id: 'confusable', re: /\b([Yy])our (?=(?:going to|welcome|not)\b)/g, fix: (m) => `${m[1]}ou're ` },
  {
    id: 'confusable',
    re: /\b([Ww])ho['’]s (?=(?:desk|job|role|team|work|name|office|idea|responsibility|task|shift|car|route|account|order|project|turn|voice)\b)/g,
    fix: (m) => `${m[1]}hose `,
  },
  // affect (the verb) / effect (the noun; "to effect change" is the verb "bring about").
  {
    id: 'confusable',
    re: /\b((?:to|will|would|could|can|may|might|must|should|not|negatively|positively|directly|greatly|seriously|badly|adversely) )effect(s|ed|ing)?\b(?! (?:change|changes|a change|real change|lasting change)\b)/g,
    fix: (m) => `${m[1]}affect${m[2] ?? ''}`,
  },
  {
    id: 'confusable',
    re: /\b((?:an|the|a|positive|negative|significant|big|great|huge|lasting|direct|real|little|no|any|major|minor|side|knock-on) )affect(s)?\b|\baffect(s)?(?= on (?:the|our|my|their|his|her|its|a|an|how)\b)/g,
    fix: (m) => `${m[1] ?? ''}effect${m[2] ?? m[3] ?? ''}`,
  },
  // principle (a rule) / principal (the chief one).
  { id: 'confusable', re: /\b([Ii])n principal\b/g, fix: (m) => `${m[1]}n principle` },
  {
    id: 'confusable',
    re: /\bprinciple(?= (?:investigator|engineer|consultant|architect|designer|scientist|analyst|officer|reason|cause|author|owner|partner)s?\b)/g,
    fix: () => 'principal',
  },
  // complement (to complete) / compliment (to praise).
  {
    id: 'confusable',
    re: /\bcompliment(s|ed|ing)?(?= (?:each other|one another)\b)|\bcomplimentary(?= (?:skills|strengths|expertise|roles|perspectives|approaches|abilities|talents)\b)/g,
    fix: (m) => (m[0].startsWith('complimentary') ? 'complementary' : `complement${m[1] ?? ''}`),
  },
  // than (comparing) / then (next).
  {
    id: 'confusable',
    re: /(?<!\b(?:each|one) )\b((?:more|less|fewer|better|worse|rather|other|greater|higher|lower|faster|slower|larger|smaller|bigger|cheaper|easier|harder|quicker|stronger) )then(?= (?!(?:and|but|so|too|as|because|on|I|we)\b)[a-z0-9])/gi,
    fix: (m) => `${m[1]}than`,
  },
  {
    id: 'confusable',
    re: /\b(and )than(?= (?:I|we|he|she|they|you|it|[a-z]+ed)\b)/g,
    fix: (m) => `${m[1]}then`,
  },
  // whether / weather, past / passed, a part / apart, sight / site, pique / peak, led / lead, fewer / less.
  { id: 'confusable', re: /\b([Ww])eather or not\b/g, fix: (m) => `${m[1]}hether or not` },
  {
    id: 'confusable',
    re: /\b((?:ask|asked|asking|know|knew|wonder|wondered|decide|decided|unsure|not sure) )weather(?= (?:we|I|they|he|she|it|to|the|our|my)\b)/g,
    fix: (m) => `${m[1]}whether`,
  },
  // A comparative in -er after a verb of being or a degree word, then "then" before a word (was clearer
  // then before): than.
  {
    id: 'confusable',
    re: /\b((?:is|are|was|were|be|been|much|far|even|slightly|bit|lot|got|grew|became|felt|seemed|looked) [a-z]+er )then(?= (?!(?:and|but|so|too|as|because|on|I|we|he|she|they)\b)[a-z0-9])/g,
    fix: (m) => `${m[1]}than`,
  },
  {
    id: 'confusable',
    re: /\b((?:the|this|over the|in the) )passed(?= (?:year|years|month|months|week|weeks|decade|few|two|three|five|ten)\b)/gi,
    fix: (m) => `${m[1]}past`,
  },
  {
    id: 'confusable',
    re: /\b((?:be|been|being|am|is|are|was|were|become|became|feel|felt) )apart of\b/g,
    fix: (m) => `${m[1]}a part of`,
  },
  { id: 'confusable', re: /\b((?:lose|lost|losing|loses) )site of\b/g, fix: (m) => `${m[1]}sight of` },
  {
    id: 'confusable',
    re: /\bpeak(ed|s|ing)?(?= (?:my|his|her|their|our|your) (?:interest|curiosity)\b)/g,
    fix: (m) => (m[1] === 'ing' ? 'piquing' : `pique${(m[1] ?? '').replace('ed', 'd')}`),
  },
  {
    id: 'confusable',
    re: /\b((?:has|have|had|having) )lead(?= (?:to|me|us|them|him|her|the|a|an|our|my|their|several|two|three|many)\b)/g,
    fix: (m) => `${m[1]}led`,
  },
  {
    id: 'confusable',
    re: /\b([Ll])ess(?= (?:mistakes|errors|complaints|people|customers|staff members|orders|returns|accidents|defects|steps|items|calls|incidents|injuries)\b)/g,
    fix: (m) => `${m[1] === 'L' ? 'F' : 'f'}ewer`,
  },
  { id: 'confusable', re: /\bdependant(?= (?:on|upon)\b)/g, fix: () => 'dependent' },
];

/** Roots seen with the passive di- in working answers; a noun after the preposition di is none of them. */
const DI_ROOTS =
  'tulis|baca|buat|ambil|kirim|beri|pakai|bawa|jual|beli|cek|periksa|nilai|latih|didik|kelola|atur|susun|bahas|catat|hitung|ukur|uji|simpan|cetak|tolak|antar|jemput|bayar|tunda|ubah|ganti|tambah|bantu|dukung|lihat|dengar|temukan|tangani|awasi|hubungi|ikuti|kunjungi|setujui|perbaiki|sesuaikan|rawat|sewa|tutup|buka|angkat|tunjuk|panggil|undang|tanya|jawab|kenal|anggap|sebut|kemas|pantau';

export const ID_FAMILIES: ContextRule[] = [
  // pun after a question word stands apart (apa pun, siapa pun, di mana pun; KBBI); the conjunctions
  // bagaimanapun, walaupun, meskipun, adapun are one word.
  {
    id: 'baku',
    re: /\b(di|ke)?(apa|siapa|kapan|mana|berapa)pun\b/gi,
    fix: (m) => `${m[1] ? `${m[1]} ` : ''}${m[2]} pun`,
  },
  // The passive di- written apart from a verb root (di tulis, di perbaiki, di nilai).
  { id: 'di-together', re: new RegExp(`\\bdi\\s(${DI_ROOTS})\\b`, 'g'), fix: (m) => `di${m[1]}` },
  // The preposition di before a place or side written together (diluar, diujung, dipinggir).
  {
    id: 'di-apart',
    re: /\bdi(luar|ujung|tepi|pinggir|utara|selatan|timur|barat|pojok|sudut|perpustakaan|laboratorium|kantin|gerai|cabang)\b/gi,
    fix: (m) => `di ${m[1]}`,
  },
  { id: 'baku', re: /\bgladi resik\b/gi, fix: () => 'gladi bersih' },
];

/**
 * KBBI's standard forms of everyday words whose non-standard form the kept Indonesian dictionary lists (an
 * h added or dropped, a loanword's -is or -e, Dutch month names, pe- and per-): kept misspellings.
 */
export const ID_STANDARD_FORMS: Record<string, string> = {
  ...ID_BAKU_PAIRS,
  ...ID_BAKU_MORE,
  handal: 'andal',
  diagnosa: 'diagnosis',
  metoda: 'metode',
  nopember: 'November',
  pebruari: 'Februari',
  memperkerjakan: 'mempekerjakan',
  diperkerjakan: 'dipekerjakan',
  rapih: 'rapi',
  supir: 'sopir',
  telpon: 'telepon',
  subyek: 'subjek',
  mesjid: 'masjid',
  lobang: 'lubang',
  tauladan: 'teladan',
  kharisma: 'karisma',
  detil: 'detail',
  hembusan: 'embusan',
  hutang: 'utang',
  karir: 'karier',
  azas: 'asas',
  atlit: 'atlet',
};
