// Round twenty-six (ADR 0039): clichés by family from the second list set's misses (style-dev-lists-second.ts):
// a skill claimed as grown or owned with no case (리더십을 길렀습니다, 새로운 환경에 빠르게 적응, excellent
// time management skills, kemampuan beradaptasi yang baik), a promise to be the best or of use (최고의 전문가가
// 되겠습니다, 회사에 보탬이 되는 사원, "exceed your expectations", kontribusi positif), the fit and the
// letter's formulas (인재상에 부합, "make me an ideal candidate", "do not hesitate to contact me", sebagai
// bahan pertimbangan), and paired virtues (flexible and adaptable, integritas dan dedikasi, lisan maupun
// tulisan). Tested both ways in cliche-lists.test.ts.
import type { CheckLang } from './types';

const KO = [
  '(?:남들|다른 사람들?|누구)보다 (?:두 배로|배로|몇 배로|더) (?:노력|열심히|일하)',
  '매사에 (?:긍정적|적극적|최선|열심|성실)',
  '긍정적인 태도로',
  '(?:리더십|소통 ?능력|의사소통 ?능력|대인 ?관계 ?능력|커뮤니케이션 ?능력|협동심|책임감|사회성)(?:을|를|이) ?(?:길렀|기르|길러|키웠|키우|키워|배양|향상시켰)',
  '사교성이 (?:좋|뛰어나|남다르)|처음 보는 사람(?:과|들과)도 (?:금방|쉽게|빨리|금세) 친해',
  '인재상에 (?:부합|맞는|걸맞)',
  '(?:회사|귀사|조직|팀)에 (?:보탬|도움)이 되는 (?:사원|인재|사람|직원|구성원)',
  '(?:시작한|맡은) 일은 (?:반드시|꼭|끝까지) (?:끝을 보|해내|마무리)',
  '다양한 (?:대외 ?활동|경험|활동)(?:을|들을) 통해',
  '(?:최고의|최고|일류|업계 최고의|대체 불가능한) [가-힣]+(?:가|이|로) ?(?:되겠|될 것|성장하겠|거듭나겠)',
  '환경에 (?:빠르게|빨리|쉽게|금방|금세) 적응',
  '꿈꿔 ?(?:온|왔던) (?:회사|기업|직장|곳)',
];

const EN = [
  '(?:highly|very|extremely|incredibly) (?:organi[sz]ed|motivated|skilled|driven|adaptable)',
  '(?:excellent|strong|good|great|outstanding) (?:time[- ]management|organi[sz]ational|interpersonal|leadership|problem-solving|people) skills',
  '(?:exceed|surpass|go beyond) (?:your|all|any|every) expectations?',
  '(?:a|my) passion for (?:helping (?:others|people)|working with people|excellence|people)',
  'known for my (?:positive|can-do|upbeat|friendly|great|strong) (?:attitude|personality|work ethic)',
  '(?:a )?positive attitude',
  'work hard(?:,)? (?:and )?play hard',
  '(?:an? )?(?:even )?(?:better|good|great|active) listener',
  'makes? me (?:an? |the )?(?:ideal|perfect|strong|great|excellent|best) (?:candidate|fit|match|choice)',
  '(?:flexible|adaptable|versatile)(?:,)? and (?:flexible|adaptable|versatile)',
  "(?:do not|don't) hesitate to (?:contact|reach out to|call|email) me",
  '(?:a )?born (?:salesperson|salesman|saleswoman|communicator|teacher|problem[- ]solver|networker)',
];

const ID = [
  'kemampuan (?:beradaptasi|adaptasi|bekerja sama|kerja sama|memimpin|analisis|manajerial) yang (?:baik|bagus|tinggi|kuat)',
  '(?:secara )?(?:mandiri|individu|individual|sendiri) (?:maupun|ataupun) (?:dalam )?(?:ber)?(?:kelompok|tim)',
  '(?:mematuhi|menaati|mentaati) (?:segala|semua|seluruh) (?:peraturan|aturan|tata tertib)',
  '(?:integritas|dedikasi|loyalitas|komitmen|kedisiplinan|kejujuran|tanggung jawab) (?:dan|serta) (?:integritas|dedikasi|loyalitas|komitmen|kedisiplinan|kejujuran|tanggung jawab)',
  'perusahaan yang (?:bapak/ibu|bapak|ibu|anda) pimpin',
  '(?:secara )?lisan (?:maupun|dan|ataupun) tulisan|(?:secara )?aktif (?:maupun|dan) pasif',
  '(?:setiap|segala|semua) (?:pekerjaan|tugas) yang (?:diberikan|dibebankan|dipercayakan)',
  '(?:pribadi|orang|sosok) yang (?:mampu|bisa|dapat) (?:memimpin|bekerja sama|beradaptasi)',
  'penuh tanggung jawab',
  'sebagai bahan pertimbangan',
  '(?:memberikan|memberi) kontribusi (?:yang )?(?:positif|nyata|terbaik|besar|maksimal)',
];

export const CLICHE_CLAIMS: Record<CheckLang, RegExp> = {
  ko: new RegExp(KO.join('|'), 'g'),
  en: new RegExp(EN.map((p) => `\\b${p}(?![\\w-])`).join('|'), 'gi'),
  id: new RegExp(ID.map((p) => `\\b(?:${p})\\b`).join('|'), 'gi'),
};
