// Round twenty-six (ADR 0039): clichés by family from the well-known lists (자소서 상투어 and 금지 표현,
// cover-letter clichés, klise surat lamaran), in their variants and inflections rather than one string —
// - ko: the promise and the plea (최선을 다할/다하여, 뽑아만 주신다면, 맡겨 주시면, 회사 발전에 기여),
//   a virtue named as one's strength (성실함이 저의 장점, 저의 장점은 책임감), what others say of one
//   (성실하다는 말을 자주 듣습니다), the upbringing (평범한 가정에서, 부모님께서 … 가르치셨습니다), and
//   the stock roles (준비된 신입, 꼭 필요한 사람, 믿고 맡길 수 있는, 밑거름이 될, 일원이 되고);
// - en: the fit and the closing formulas (I would be a great fit, a valuable addition, I look forward to
//   hearing from you, thank you for your time and consideration), and résumé self-praise (strong attention
//   to detail, excellent communicator, a natural problem solver, the humble-brag weakness);
// - id: the company's progress (memajukan perusahaan, kontribusi bagi kemajuan perusahaan), the letter's
//   formulas (besar harapan saya, atas perhatian Bapak/Ibu, demikian surat lamaran ini), and self-praise
//   (mudah bergaul, cepat tanggap, kreatif dan inovatif, sehat jasmani dan rohani, mau belajar).
// Tested both ways in cliche-lists.test.ts.
import type { CheckLang } from './types';

const KO_VIRTUE =
  '(?:성실함|성실성|성실|책임감|끈기|인내심|꼼꼼함|열정|긍정적인 (?:성격|태도|마인드)|친화력|적극성|정직함|배려심|도전 ?정신|근면함)';

const KO = [
  // The promise, in any ending of 다하다.
  '최선을 다(?:하|할|함|해|했)',
  '(?:뽑아|채용해|선발해|맡겨)(?:만)? ?주(?:신다면|시면|신다면|신다면은)',
  '(?:기회를|기회만) 주(?:신다면|시면|신다면)',
  '(?:귀사|회사|기업|조직|회사의|귀사의)(?:의)? ?(?:발전|성장|번영)에 (?:이바지|기여|보탬|공헌|일조)',
  // 열정 as what one is full of or gives; 열정으로 followed by what was done is a story (cliches.test.ts).
  '(?<![가-힣])열정(?:으로 (?:가득|똘똘|무장|뭉친|뭉쳐|넘치)|이 넘치는|을 다해|을 바쳐|적으로 임하)',
  // A virtue named as one's strength.
  `${KO_VIRTUE}(?:이|은|는|가) (?:바로 )?(?:저의|제) (?:가장 큰 |최고의 |제일 큰 )?(?:장점|강점|무기)`,
  `(?:저의|제) (?:가장 큰 )?(?:장점|강점)은 (?:바로 )?${KO_VIRTUE}`,
  // What others say of one.
  '(?:다는|라는|이라는|하다는) (?:말|소리|평가|칭찬|이야기)(?:을|를) (?:자주|많이|종종|곧잘|늘|항상|여러 번) 듣',
  '모난 데 없는|둥근 성격|원만한 (?:성격|대인 ?관계)',
  // The upbringing.
  '(?:평범한|단란한|화목한|유복한|화목하고 [가-힣]+) 가정(?:에서|의)',
  '(?:부모님|아버지|어머니)(?:께서는|께서|은|는)? [^.!?]{0,30}(?:라고|하라고|라는 말씀을) (?:늘 |항상 |자주 |거듭 )?(?:가르치|말씀하|강조하)',
  // The stock roles and promises.
  '(?:늘|항상|언제나|끊임없이|꾸준히|매사에) 노력하는',
  '준비된 (?:인재|신입|사원|지원자|인물)',
  '(?:꼭|반드시) 필요한 (?:사람|사원|존재|인물)|없어서는 안 될 (?:사람|사원|존재|인재)',
  '믿고 맡길 수 있는',
  '밑거름(?:이|으로|을) ?(?:되|될|삼|삼아)',
  '일원이 (?:되|될)',
  '시키지 않은 일(?:도|까지)',
  '(?:스스로 )?찾아서 하는',
  '귀사를 (?:동경|존경|선망)',
  '꿈을 (?:마음껏 |맘껏 |활짝 )?펼치',
  '(?:신입사원|신입|청년|젊은이)(?:다운|의) 패기|패기(?:로|있게|를 가지고)',
  '열심히 하겠습니다|잘 부탁드립니다',
  '실패를 두려워하지 않',
  '도전 ?정신을 (?:가지|갖)',
  '끝까지 해내',
  '누구보다 (?:빠르게|먼저|앞장서|적극적으로|성실히|성실하게)',
  '리더십과 팔로워십',
  '역량을 (?:100 ?%|십분|마음껏|유감없이|최대한) 발휘',
  '경청(?:의|하는) 자세',
  '책임감이 (?:강하|강해|강합|남다르)',
  '긍정적인 (?:성격|마인드|사고방식|에너지)',
  '(?:주변 )?사람들과 잘 어울리',
];

const EN = [
  "I(?: believe| think| feel| know|(?:'m| am) (?:confident|certain|sure))(?: that)? I(?:'d| would| will|'ll| could| can)? (?:be|make) (?:a |an )?(?:great|good|perfect|ideal|strong|excellent|valuable) (?:fit|match|addition|asset|candidate)",
  '(?:a|an) (?:valuable|great|excellent|strong) addition to (?:your|the|any) (?:team|company|organi[sz]ation)',
  'thank you for your (?:time and consideration|consideration|time)',
  "I(?:'m| am)? look(?:ing)? forward to hearing from you",
  'I would welcome (?:the|an|any) (?:opportunity|chance) to (?:discuss|meet|talk)',
  '(?:excited|thrilled|eager) (?:about|at|by) the (?:opportunity|chance|prospect) (?:to|of) join(?:ing)?',
  '(?:your|a|the) dynamic team',
  'give (?:it )?(?:110|120|150|200) ?(?:%|percent|per cent)',
  '(?:strong|keen|great|excellent|meticulous) attention to detail',
  '(?:a )?(?:natural|born|creative|strong) problem[- ]solver',
  '(?:an )?(?:excellent|great|effective|strong) communicator',
  '(?:work|works|working) (?:well )?(?:both )?(?:independently|alone|on my own) (?:and|or) (?:as part of a|in a|with a|as a member of a) team',
  '(?:a )?unique (?:blend|mix|combination|set) of (?:skills|experience|talents)',
  'committed to excellence',
  '(?:a )?wealth of (?:experience|knowledge)',
  '(?:a )?seasoned professional',
  'can-do attitude',
  "weakness is (?:that )?I (?:work too hard|care too much|am a perfectionist|am too (?:detail|hard|dedicated|committed)|take on too much|can't say no)",
];

const ID = [
  '(?:memajukan|kemajuan|perkembangan|kemajuan dan perkembangan) perusahaan',
  '(?:kontribusi|sumbangsih|sumbangan)(?: \\w+)? (?:bagi|untuk|kepada|terhadap) (?:kemajuan )?perusahaan',
  '(?:pribadi|orang|sosok) yang (?:ramah|supel|menyenangkan|mudah bergaul)',
  'mudah bergaul',
  'kemampuan (?:komunikasi|berkomunikasi) yang (?:baik|bagus)',
  'cepat tanggap',
  'kreatif dan inovatif|inovatif dan kreatif',
  'berpikir positif',
  '(?:kepribadian|penampilan) yang menarik|berpenampilan menarik',
  'sehat jasmani (?:dan |serta )?rohani',
  '(?:siap|mau|ingin|senang|selalu) (?:untuk )?(?:terus )?belajar(?=[.,!]| dan | serta | hal)',
  'kemauan belajar(?: yang)? (?:tinggi|kuat|besar)',
  '(?:mengembangkan|pengembangan) diri',
  'besar harapan saya',
  'atas perhatian (?:bapak|ibu|anda)',
  'demikian surat (?:lamaran|permohonan)',
  'dengan sebenar-benarnya|dengan sebenarnya',
  '(?:sesuai dengan|berdasarkan|menanggapi) (?:informasi |iklan )?(?:lowongan|iklan)',
  'melalui surat ini,? saya (?:bermaksud|ingin|hendak)',
  '(?:sepenuh|setulus) hati',
  'mengabdikan diri',
  'penuh (?:semangat|dedikasi|antusias)',
  'bekerja dengan target',
  '(?:dapat|bisa|siap|bersedia|sanggup) bekerja lembur',
  'aset (?:yang )?(?:berharga|penting|berarti)',
  '(?:mampu|dapat|bisa|menguasai|mahir) (?:mengoperasikan )?(?:komputer|microsoft office|ms\\.? office)',
  'sangat tertarik untuk bergabung',
];

export const CLICHE_LISTS: Record<CheckLang, RegExp> = {
  ko: new RegExp(KO.join('|'), 'g'),
  en: new RegExp(EN.map((p) => `\\b${p}(?![\\w-])`).join('|'), 'gi'),
  id: new RegExp(ID.map((p) => `\\b(?:${p})\\b`).join('|'), 'gi'),
};
