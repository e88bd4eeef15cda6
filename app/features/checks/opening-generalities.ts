// Round twenty-six (ADR 0039): first sentences that every coach's list of 자소서 첫 문장 to avoid names, by
// family — a truth about everyone or about life before the answer ("사람은 누구나 장점과 단점을", "Nobody is
// perfect", "Setiap manusia pasti memiliki kelebihan dan kekurangan", "Failure is the mother of success"),
// a saying quoted first ("'천 리 길도 한 걸음부터'라는 말", "As the saying goes", "Ada pepatah"), the
// question called hard, the company or the industry praised ("귀사는 … 선도하는 기업입니다", "Your company
// is a leader", "Industri logistik berkembang pesat"), the birth and the upbringing ("저는 2남 1녀 중 막내로
// 태어났습니다"), and the letter's formula ("I am writing to express my interest", "Melalui surat ini, saya
// bermaksud", "Sesuai dengan informasi lowongan"). Such a sentence may name the question's own words
// (장점, failure, kegagalan) and still answer nothing, so it is empty whatever words it shares (cliches.ts).
// Only a short first sentence (140 characters at most).
// Tested both ways in opening-generalities.test.ts.
import { COMMONPLACES } from './opening-commonplaces';

const GENERAL = new RegExp(
  [
    // ko: everyone, life, a saying, the question, the company praised, the birth.
    /^\s*(?:사람은|인생은|삶은|미래는|세상은|팀워크는|협업은|소통은|실패는|갈등은|모든 사람은|누구나|살면서|장점과 단점은|장단점은)\s/,
    /누구나\s(?:한\s?번쯤|살면서|장점|실패|갈등|꿈)|(?:완벽한|부족함이 없는)\s사람은\s(?:없|세상에)|(?:있|생기|겪)기\s마련입니다/,
    /^\s*['"‘“][^'"’”]{2,40}['"’”]\s?(?:라는|이라는|는|란)\s(?:말|속담|명언|격언)|(?:라는|다는)\s(?:말|속담|명언|격언)(?:이 있습니다|을 좋아|을 믿|을 가슴에)/,
    /(?:한마디로|한 마디로)\s(?:말씀드리기|말하기|정의하기|표현하기)(?:는|가)?\s어렵|답하기\s어려운\s질문/,
    /^\s*(?:귀사는|귀 회사는)\s[^.!?]*(?:선도하는|대표하는|최고의|손꼽히는|1위|앞서가는)[^.!?]*(?:기업|회사|그룹)입니다/,
    /^\s*(?:저는\s)?[^.!?]{0,30}(?:가정|집안|\d남|\d녀|남매|형제|자매|장남|장녀|차남|막내|외동)[^.!?]{0,20}(?:태어났|태어나|자랐|성장했)/,
    /^\s*(?:취업난|청년 실업)[^.!?]*(?:많은|요즘)|^\s*저는\s(?:항상|늘|평소)\s(?:큰\s)?꿈을|^\s*저는\s(?:평소\s)?사람들과\s[^.!?]{0,10}잘\s지냅|^\s*저는\s실패를\s두려워하지\s않습니다/,
    // en
    /^\s*(?:everyone|everybody|nobody|no one|we all|all of us)\s(?:has|have|is|fail|fails|make|makes|can|know|knows|experience|experiences)\b|^\s*(?:life|failure|success|conflict|teamwork|communication|change)\sis\s(?:a|an|the|full|essential|important|natural|inevitable|part|key)\b/,
    /^\s*(?:they say|as the (?:old )?saying goes|it is (?:often )?said|there is a saying)\b|^\s*(?:that|this) is a (?:difficult|hard|tough|great|good) question\b/,
    /^\s*(?:your company|your firm|your organi[sz]ation)\sis\s(?:a|the|one of the)\s(?:leader|leading|largest|biggest|best|most)\b|^\s*[\w -]{2,30}\sis\sone of the (?:most|largest|biggest|fastest)\b[^.!?]*\b(?:industr|compan|sector|field)/,
    /^\s*I am writing (?:to (?:express|apply|submit|inform)|in (?:response|regard))\b|^\s*it is with (?:great )?(?:enthusiasm|pleasure|excitement|interest) that I\b|^\s*I get along (?:well )?with (?:everyone|everybody|anyone|people)\b|^\s*I(?: have|'ve) always (?:been a (?:dreamer|optimist)|wanted to work (?:for|at|in) a (?:big|large|great|good) company)\b/,
    // id
    /^\s*(?:setiap|semua)\s(?:manusia|orang|individu)\s(?:pasti\s|tentu\s|tentunya\s)?(?:memiliki|mempunyai|punya|pernah)\b|^\s*tidak ada\s(?:manusia|orang|yang)\s(?:yang\s)?(?:sempurna|tahu)\b/,
    /^\s*(?:hidup|kegagalan|konflik|kerja ?sama(?: tim)?|manusia|masa depan)\s(?:ini\s|itu\s)?(?:adalah|merupakan|penuh|sangat penting|ialah)\b|^\s*ada\s(?:pepatah|peribahasa|pribahasa|ungkapan|kata-kata)\b|\bpertanyaan ini\s(?:cukup\s|sangat\s)?(?:sulit|sukar)\b/,
    /^\s*perusahaan\s(?:anda|bapak\/ibu|ini)\s(?:adalah|merupakan)\s(?:salah satu\s)?perusahaan\b|^\s*industri\s\w+\s(?:di indonesia\s)?(?:berkembang|tumbuh)\b/,
    /^\s*(?:sesuai dengan|berdasarkan|menanggapi|merujuk (?:pada|kepada))\s(?:informasi\s|iklan\s)?(?:lowongan|iklan)\b|^\s*melalui surat(?: lamaran)? ini,?\s(?:saya\s)?(?:bermaksud|ingin|hendak)\b|^\s*(?:saya|aku)\s(?:adalah\s|merupakan\s)?(?:seorang\s)?(?:lulusan|alumni|alumnus|fresh graduate)\b/,
    // Round thirty-two: a truth about every job, everyone or life put as the writer's long-held belief ("I have
    // always believed that every job teaches you…", "저는 늘 모든 일에는 배울 점이 있다고 믿어 왔습니다",
    // "Saya selalu percaya bahwa setiap pekerjaan…").
    /^\s*I(?:'ve| have)?\s(?:always\s|long\s|firmly\s|truly\s)?(?:believed|felt|thought|held|been convinced)(?:\sthat)?\s(?:every|each|all|any|no|nobody|everyone|everybody|life|hard work|there is)\b/,
    /^\s*(?:저는\s)?(?:늘|항상|평소|평소에|예전부터|오래전부터|언제나)\s[^.!?]{0,10}(?:모든|어떤|세상의|누구에게나|누구든)\s[^.!?]{0,40}(?:라고|다고)\s(?:믿어|믿습|믿고|생각해|생각합|생각하며|여겨|여깁)/,
    /^\s*(?:saya\s)?(?:selalu|sejak dulu|sejak lama|sedari dulu)\s(?:saya\s)?(?:percaya|yakin|berpendapat|berpikir|meyakini)(?:\sbahwa)?\s(?:setiap|semua|segala|tidak ada|hidup|siapa pun)\b/,
    // Round twenty-six, second list set (opening-commonplaces.ts).
    ...COMMONPLACES,
  ]
    .map((r) => r.source)
    .join('|'),
  'i',
);

/** Whether a first sentence only states a generality, a saying, praise or a formula before any answer. */
export function opensOnGenerality(sentence: string): boolean {
  return sentence.length <= 140 && GENERAL.test(sentence);
}
