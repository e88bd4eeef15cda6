// Round twenty-seven (ADR 0039): clichés by SHAPE rather than by words, from fresh18's misses ("발로 뛰는
// 성실함으로 무장한 저는", "every guest deserves a warm welcome", "tantangan adalah peluang untuk terus belajar")
// and the list sets' lesson that phrase lists carry poorly to new phrasings. A sentence is a cliché when it
//   - claims a virtue of the writer (a trait word worn, owned or called a strength: 성실함으로 무장한,
//     책임감을 갖춘, "I am a dedicated", "my greatest strength is my", "saya memiliki semangat"),
//   - states a maxim about everyone (위기는 곧 기회, "every customer deserves", "tantangan adalah peluang",
//     "setiap tamu berhak"), or
//   - promises the future with no plan (늘 노력하는 사원이 되겠습니다, "I will always strive",
//     "saya akan selalu berusaha"),
// and nothing concrete stands in the same sentence: no figure, no acronym or name, no past act of the writer.
// A sentence that tells what was done with the trait is left alone. Tested both ways in cliche-shapes.test.ts.
import { sentences } from './text';
import type { CheckLang } from './types';

const KO_TRAIT =
  '(?:성실함|성실성|책임감|열정|끈기|인내심|꼼꼼함|적극성|긍정적인 마음|도전 ?정신|친화력|사교성|근성|패기|추진력|배려심|정직함|진정성|주인의식|희생정신|서비스 ?정신|프로 ?정신|헝그리 ?정신|승부욕|집념)';
const EN_TRAIT =
  '(?:dedicated|passionate|hard-?working|motivated|reliable|dependable|committed|driven|diligent|enthusiastic|detail-oriented|results-driven|self-motivated|proactive|resilient|determined|loyal|honest|trustworthy|conscientious|energetic|ambitious)';
const EN_TRAIT_NOUN =
  '(?:passion|dedication|commitment|work ethic|drive|determination|integrity|enthusiasm|resilience|perseverance|positivity|loyalty|can-do attitude|people skills|communication skills)';
const ID_TRAIT =
  '(?:semangat|jiwa|sikap|sifat|etos kerja|dedikasi|integritas|loyalitas|kedisiplinan|tanggung jawab|kejujuran|ketekunan|motivasi|komitmen|daya juang|pantang menyerah|rasa ingin tahu)';

const SHAPES: Record<CheckLang, RegExp> = {
  ko: new RegExp(
    [
      // A virtue worn as armour or equipment, owned, or called the writer's strength.
      `${KO_TRAIT}(?:으로|로|을|를)\\s?(?:무장|갖춘|갖추고|겸비|장착|지닌|무기로)`,
      `${KO_TRAIT}(?:이|은|만큼은)\\s?(?:누구보다|남다르|남들보다|자신 있|제 ?(?:가장 큰 )?(?:장점|강점|무기))`,
      `(?:저의|제)\\s(?:가장 큰\\s)?(?:장점|강점|무기)(?:은|는)\\s${KO_TRAIT}`,
      // A maxim about everyone or about hardship.
      `^\\s*(?:위기|실패|시련|고난|역경|어려움|도전|변화)(?:는|은)\\s(?:곧\\s|또 다른\\s|언제나\\s)?(?:기회|성장|배움|성공)`,
      `모든\\s(?:고객|손님|환자|사람|이용객|승객)(?:은|는|이)\\s[^.!?]{0,30}(?:자격이|권리가|받아야|누려야)`,
      // A promise with no plan.
      // Round twenty-seven, third list set: a motto or a reward named as the writer's, a trait owned by
      // "a person who has", a power said to be in the writer.
      `(?:저의|제)\\s(?:가장 큰\\s|큰\\s)?(?:보람|신조|좌우명|철학|모토|원동력|자부심)(?:입니다|이다|이기도 합니다)`,
      `제 사전에\\s[^.!?]{1,10}(?:란|이란|은|는) 없`,
      `(?:을|를)\\s(?:가진|지닌|갖춘)\\s(?:사람|인재|성격)입니다`,
      `(?:힘|능력|자질|저력|근성|열정)이\\s저에게(?:는)?\\s있습니다`,
      // Round thirty-two: nothing impossible, a word not in the writer's dictionary (an absolute said of oneself).
      `(?:제|저의|내)\\s(?:인생|사전)에는?\\s[^.!?]{1,12}(?:란|이란|은|는|이|가)\\s없`,
      `(?:불가능|못 할 일|못할 일|안 되는 일|안 될 일)(?:이란|란|은|는)\\s(?:없|존재하지 않)`,
      `(?:노력하면|하면|마음먹으면|포기하지 않으면)\\s(?:못 할|못할|안 될|이루지 못할|이루지 못 할)\\s(?:것|일)(?:은|이)?\\s없`,
      `(?:늘|항상|언제나|끊임없이|한결같이)\\s(?:노력하는|배우는|발전하는|성장하는|최선을 다하는|도전하는)\\s(?:인재|사원|직원|일원|사람|구성원)(?:가|이|으로|로)\\s?(?:되겠|거듭나겠|남겠)`,
    ].join('|'),
    'g',
  ),
  en: new RegExp(
    [
      `\\bI(?: am|'m) (?:a |an )?(?:truly |very |highly |extremely |deeply )?${EN_TRAIT}(?: and ${EN_TRAIT})?(?: (?:person|individual|professional|team player|worker|employee))?\\b`,
      `\\bmy (?:greatest |biggest |main |key )?(?:strength|asset) is my ${EN_TRAIT_NOUN}\\b`,
      `\\b(?:armed|equipped) with (?:my |a |an )?(?:${EN_TRAIT_NOUN}|${EN_TRAIT} (?:attitude|spirit))\\b`,
      `\\b(?:every|each|all) (?:guests?|customers?|clients?|patients?|people|visitors?|passengers?|students?) (?:deserves?|should (?:feel|be|get|receive))\\b`,
      `\\b(?:challenges?|failures?|setbacks?|obstacles?|mistakes?|problems?|difficulties|change) (?:is|are) (?:just |simply |really |only |always )?(?:an? |the )?(?:opportunit|chance|lesson|stepping stone|teacher)`,
      `\\bI bring (?:a |an )?(?:unique |rare |strong |proven |winning )?(?:blend|mix|combination|wealth) of\\b`,
      `\\bI (?:never|always) (?:settle for|give up|back down|quit|let (?:anyone|my team|people) down)\\b|\\bmy (?:door|ear|phone) is always open\\b|\\bwear my heart on my sleeve\\b`,
      // Round thirty-two: nothing impossible, a word not in the writer's vocabulary.
      `\\bnothing is (?:ever )?impossible\\b|\\bimpossible is (?:nothing|not a word)\\b|\\bthere(?:'s| is) no such (?:thing|word) as (?:can't|cannot|impossible|failure|giving up|quit)|\\b(?:is|are) (?:simply |just |never )?not (?:a word )?in my (?:vocabulary|dictionary)\\b|\\bnot a word in my (?:vocabulary|dictionary)\\b`,
      // Round thirty-three: everyone served treated as the writer's own family ("I treat every patient as if
      // they were my own family", "like my own").
      `\\bI (?:treat|see|look after|care for|serve|welcome) (?:every|each|all (?:my|the|of my)) (?:patients?|customers?|clients?|guests?|residents?|pupils?|students?|children|passengers?) (?:as if (?:they|he|she) (?:were|was) |like |as )(?:my |a member of my )?own(?: family| flesh and blood| kin| children| child| parents?| mother| father)?\\b`,
      `\\bI will (?:always |continue to |constantly )?(?:strive|do my (?:very )?best|give (?:it )?(?:my all|100%|everything)|work (?:hard|tirelessly)|keep (?:learning|growing)|(?:learn|grow) (?:and (?:learn|grow|improve)))\\b`,
    ].join('|'),
    'gi',
  ),
  id: new RegExp(
    [
      `\\b(?:saya|aku) (?:memiliki|mempunyai|punya)\\s(?:\\w+ )?${ID_TRAIT}\\b`,
      `\\b(?:berbekal|bermodal(?:kan)?)\\s${ID_TRAIT}\\b`,
      `\\b(?:kelebihan|kekuatan) (?:utama |terbesar )?(?:saya|aku) (?:adalah|ialah|yaitu)\\s(?:\\w+ )?${ID_TRAIT}\\b`,
      `\\b(?:tantangan|kegagalan|masalah|kesalahan|hambatan|rintangan|perubahan|kritik|kesulitan)\\s(?:adalah|merupakan|ialah|itu|justru)\\s(?:sebuah\\s|suatu\\s|justru\\s)?(?:peluang|kesempatan|guru|pelajaran|batu loncatan|awal)\\b`,
      `\\b(?:saya|aku) (?:adalah|merupakan) (?:seorang )?(?:orang|pribadi|sosok|tipe|pemain tim|pekerja|karyawan) (?:yang\\s)?(?:\\w+\\s)?(?:tidak pernah|selalu|solid|tangguh|andal|handal|gigih|ulet|teliti)\\b`,
      // Round thirty-seven: a virtue as the key, the secret or the capital of success in any of its words
      // (kunci kesuksesan saya, rahasia sukses, modal utama keberhasilan), not only kunci sukses.
      `\\b(?:adalah|merupakan|ialah|menjadi) (?:kunci|rahasia|resep|modal)(?: utama)? (?:sukses|kesuksesan|keberhasilan|berhasil|kemenangan)\\b|\\b(?:adalah|merupakan) kunci utama\\b|\\btidak akan (?:mengkhianati|membohongi) hasil\\b`,
      `\\b(?:saya|aku) (?:yakin|percaya)(?: bahwa)?(?: saya)? (?:dapat|bisa|mampu|akan) (?:menjawab|memenuhi|menjadi|memberikan|berkontribusi)\\b`,
      `\\bselalu memberikan (?:yang terbaik|seratus persen|1[01]0 ?(?:%|persen))`,
      // Round thirty-two: nothing impossible, a word not in the writer's dictionary.
      `\\btidak ada (?:yang|hal yang|sesuatu yang|yang namanya) (?:tidak mungkin|mustahil)\\b|\\b(?:kata )?mustahil (?:itu )?tidak ada\\b|\\b(?:tidak|tak) (?:ada |pernah ada |terdapat )?(?:dalam|di) kamus (?:hidup )?(?:saya|aku)\\b|\\b(?:dalam|di) kamus (?:hidup )?(?:saya|aku),? tidak (?:ada|dikenal)\\b`,
      // Round thirty-three: a way of working called the writer's principle of life (… adalah prinsip hidup saya).
      `\\b(?:bekerja|melayani|berkarya|mengabdi) (?:dengan|sepenuh) (?:\\w+ )?(?:hati|tulus|ikhlas|jujur|cinta)\\b[^.!?]{0,20}\\b(?:adalah|merupakan|menjadi) (?:prinsip|motto|moto|pegangan|semboyan|filosofi)(?: hidup| kerja)? (?:saya|aku)\\b`,
      `\\bsetiap (?:pelanggan|tamu|pasien|orang|penumpang|konsumen|pengunjung) (?:berhak|layak|pantas)\\b`,
      `\\b(?:saya|aku) (?:akan|siap|berjanji(?: akan)?) (?:selalu |terus )?(?:berusaha (?:semaksimal|sebaik|sekuat)|memberikan (?:yang )?terbaik|belajar dan berkembang|mengabdi dengan|berkontribusi (?:penuh|maksimal))`,
    ].join('|'),
    'gi',
  ),
};

/** A figure, an acronym or name, or a past act of the writer: the sentence tells something concrete. */
const CONCRETE: Record<CheckLang, RegExp> = {
  ko: /\d|[A-Z]{2,}|(?:했|았|었|였|웠|켰|쳤|냈|봤|줬|췄)(?:습니다|고|으며|는데|지만|던)/,
  en: /\d|\b[A-Z]{2,}\b|\s(?!I\b)[A-Z][a-z]+|\b(?:I|we) (?:(?:\w+ed)|led|built|ran|made|wrote|won|taught|cut|grew|set up|took|gave|kept|found)\b/,
  id: /\d|\b[A-Z]{2,}\b|\s(?!(?:Bapak|Ibu|Anda)\b)[A-Z][a-z]+|\b(?:telah|sudah|berhasil)\b|(?<!tidak )\bpernah\b|\b(?:saya|aku) (?:me|mem|men|meng|meny)\w+kan\b/,
};

/** Clichés by shape: a virtue, a maxim or a promise in a sentence with nothing concrete. */
export function clicheShapes(text: string, lang: CheckLang): [number, number][] {
  const out: [number, number][] = [];
  for (const [a, b] of sentences(text)) {
    const s = text.slice(a, b);
    // "100 persen", "110 percent" are intensifiers, not figures.
    if (CONCRETE[lang].test(s.replace(/\b1[01]0 ?(?:%|persen|percent|퍼센트)/gi, ''))) continue;
    for (const m of s.matchAll(SHAPES[lang])) out.push([a + m.index, a + m.index + m[0].length]);
  }
  return out;
}
