// Round twenty-three (ADR 0039): another person's kin, age, body, school, gender or status told in a working
// story (a client's, a patient's, a pupil's, a resident's, staff's), by the shape of the clause, not a
// sentence — from the fourth made-up set (blind-others-fourth.ts), written before these rules, and fresh16's
// clean answers (seen). Korean: a kin word with the honorific -분/-님 others get (남편분, 자녀분, 따님);
// a trait inside a relative clause whose head is another person (자녀를 둔 입주민들, 마흔두 살에 첫아이를
// 낳은 산모님, 특목고 입시를 준비하던 … 여학생); a trait modifying a person noun of the story (스무 살
// 신입 아르바이트생들, 맞벌이 가정의 아이들); kin as the one who came (치과를 찾은 … 할아버지); a weight
// measured among vital signs (수유량, 체중, 황달 수치); a landlord as a party one works for (건물주에게).
// English and Indonesian: the trait's clause has another person as its subject and no word of the writer's
// ("A mother of two young boys booked …", "The driver, a young dad of two, asked", "operator kami masih
// berusia 19", "seorang kakek … berambut putih"). Never when the writer's own word rules the clause
// (세 아이를 키우는 엄마로서, "As a mother of three, I", "Saya masih berusia 19").
import type { CheckLang } from './types';

/** Kin words others' kin take the honorific -분/-님 after (남편분, 자녀분), or honorific forms of their own. */
const KO_KIN = '(?:남편|아내|부인|자녀|아들|딸|손주|손자|손녀|형제|자매|가족|배우자|어머니|아버지|부모)';
const KO_HONORIFIC_KIN =
  /^(?:따님|아드님|자제분|사모님|부군|손주분|어머님|아버님|부모님들|어머님들|아버님들)/;

/** A person of the story one serves or works with (a head noun), bare or with -님/-분/-들. */
const KO_PERSON =
  '(?:고객|손님|환자|어르신|아이|아기|신생아|학생|여학생|남학생|중학생|고등학생|초등학생|수강생|원생|수험생|유학생|입주민|주민|입주자|입소자|세입자|임차인|이용자|이용객|승객|관람객|방문객|산모|임산부|보호자|의뢰인|민원인|신고자|학부모|회원|유족|상주|조문객|신부|신랑|아드님|따님|청년|후배|직원|신입|아르바이트생|알바생|근로자|작업자|교육생|훈련생|참가자|참석자|선수|단원|어린이|노인|할아버지|할머니|남성|여성|부부|가정|가족|분|아들|딸|맏아들|맏딸|장남|장녀|손자|손녀)';
/** One word that is a person of the story, with its particle (입주민들의, 산모님께, 학생에게는). */
const KO_HEAD = new RegExp(
  `^(?:[가-힣]{1,6}님|${KO_PERSON}(?:님|분)?|[가-힣]{1,5}(?<!인|발|탄|평|위|상|출|재|학)(?:생|객)|[가-힣]{0,3}(?:주민|시민|원생))(?:들)?(?:께서|께는|께|에게는|에게|이|가|은|는|을|를|의|과|와|도|만)?$`,
);
/** The writer among the words after the head (…한 저는, 제가). */
const KO_OWN_ROLE = /(?<![가-힣])(?:저|제가|저는|나는|내가)(?![가-힣])/;
const KO_BOUND =
  /^(?:탓|때문|뒤|후|때|동안|만큼|대로|데|채|듯|만|줄|수|것|적|곳|일)(?:에|에는|은|는|이|가|을|를|도|으로|로)?(?=[\s,.]|$)/;
/** An adnominal verb ending a clause: 둔, 낳은, 여읜, 키우는, 준비하던, 중인, 넘은 (a final ㄴ, 는 or 던). */
const adnominal = (w: string) => {
  if (/[는던]$/.test(w)) return true;
  const c = w.charCodeAt(w.length - 1) - 0xac00;
  return c >= 0 && c < 11172 && c % 28 === 4;
};
const KO_OWN = /(?<![가-힣])(?:저|제|저희|우리|나|내)(?:의|는|가|도|를|에게)?(?![가-힣])/;
/** The visit that makes a kin word a caller (치과를 찾은, 모시고 온, 오신) right before it. */
const KO_CAME =
  /(?:찾은|찾아온|찾아오신|오신|온|방문한|방문하신|내원한|내원하신|입원한|입원하신|입소한|입소하신|데려온|데려오신|오셨던)\s(?:[가-힣\d]+\s){0,2}$/;
/** Another person as the clause's subject before the kin word (아기가 엄마 품에서, 아이가 할아버지 손을). */
const KO_SUBJECT_BEFORE = new RegExp(
  `(?<![가-힣])${KO_PERSON}(?:님|분)?(?:들)?(?:께서|이|가|은|는)\\s(?:[가-힣\\d]+\\s){0,3}$`,
);
const KO_VITALS =
  /(?:혈압|체온|맥박|혈당|수유량|황달|BMI|신장|섭취량|배변|수치|출생|키와|키,|검진|측정|기록|차트|체중계)/;
const KO_PARENTS_HEAD = /^(?:부모님|엄마|아빠|어머니|아버지)(?:께서|가|이|께|를|을)?$/;
/** A bare noun between a modifier and its head (신입, 입시반, 3학년; 가정의), no particle or verb ending. */
const KO_BARE = /^(?:[가-힣\d]+의|[가-힣\d]*[^을를이가은는에와과도고며서면게지께로])$/;

/** A connective verb ending: -고, -며, -서, -해, -여, -면, -니, -지만, -는데, -도록. */
const KO_CONNECTIVE = /(?:고|며|서|해|여|면|니|지만|는데|도록|어|아)$/;
/** Words between that are no noun of the phrase: a bound noun or an adverb (이혼 후 혼자 아이를). */
const KO_NOT_NOUN =
  /^(?:후|뒤|때|전|중|이후|이전|혼자|함께|같이|다시|늘|항상|매일|모두|직접|홀로|일찍|처음|아직|계속)$/;

/** An age as a genitive before a person (칠순의, 일흔의, 마흔 살의, 3학년의). */
const KO_AGE_GENITIVE =
  /^(?:칠순|팔순|구순|환갑|고희|일흔|여든|아흔|예순|쉰|마흔|서른|스무|[가-힣]+ ?살|\d+세|\d+학년)의$/;

/** The head of a noun phrase after a modifier: up to three bare nouns, then a person of the story. */
function koHeadAfter(tail: string, genitive = true): string | null {
  const words = tail.trim().split(/\s+/).slice(0, 4);
  for (const [i, w] of words.entries()) {
    const m = w.match(KO_HEAD);
    if (m) return m[0];
    if (i === 3 || !KO_BARE.test(w) || KO_NOT_NOUN.test(w)) return null;
    // After a relative clause a genitive names the head's owner (운영하시던 식당의 손님들: the restaurant),
    // but an age before the head is the head's (떠나보낸 칠순의 맏아들).
    if (!genitive && w.endsWith('의') && !KO_AGE_GENITIVE.test(w)) return null;
  }
  return null;
}

function koreanOthers(text: string, a: number, b: number, why: string): boolean {
  const found = text.slice(a, b);
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const end0 = text.slice(b).search(/[.!?\n]/);
  const end = end0 < 0 ? text.length : b + end0;
  const before = text.slice(start, a);
  const clauseBefore = before.split(',').at(-1) ?? '';
  const rest = text.slice(b, end);
  if (KO_OWN.test(clauseBefore)) return false;
  // Round twenty-five: a trait given as the reason (얼굴 덕분에, 체격 때문에) is the story's own.
  if (/\s?(?:덕분에|때문에)$/.test(found)) return false;
  // Honorific kin: 남편분, 자녀분께, 따님, 아드님 — one never writes one's own husband as 남편분.
  if (new RegExp(`^${KO_KIN}$`).test(found) && /^(?:분|님들)/.test(rest)) return true;
  if (
    KO_HONORIFIC_KIN.test(found + rest.slice(0, 3)) &&
    !/^(?:부모님|어머님|아버님)(?!들)/.test(found + rest.slice(0, 2))
  )
    return true;
  // 어머님 served (어머님께는 … 안내해 드렸습니다): the writer's own mother is 어머니.
  if (/^(?:어머님|아버님)/.test(found + rest.slice(0, 1)) && /^님?께(?:는|서)?\s[^]*드[렸리립]/.test(rest))
    return true;
  // Both families of a couple one served (양가 부모님).
  if (/양가\s?$/.test(before)) return true;
  // A weight among vital signs or as a criterion (수유량, 체중, 황달 수치; 출생 체중보다 줄면).
  if (why === 'appearance' && /^(?:체중|몸무게)$/.test(found)) {
    const sentence = before + found + rest;
    if (
      /(?<![가-힣])(?:제|저의|나의|내)\s?(?:체중|몸무게)/.test(sentence) ||
      /^(?:이|가|은|는)?\s?\d/.test(rest)
    )
      return false;
    if (KO_VITALS.test(sentence) || /^(?:이|가)[^.]*(?:줄면|늘면|감소하면|증가하면|빠지면)/.test(rest))
      return true;
  }
  // A landlord as a party of the work (건물주에게 보고, 건물주와 세입자), not one's family's means.
  if (why === 'wealth' && found === '건물주')
    return /^(?:에게|께|와|과|가|측|분|들|의|는)/.test(rest) && !/^(?:이신|이셔|이라|입니다|인)/.test(rest);
  // A kin word as the one who came (치과를 찾은 일흔 살 할아버지께서), or after another person as the
  // clause's subject (아기가 엄마 품에서, 아이가 할아버지 손을).
  if (
    (why === 'family' || why === 'marital') &&
    (KO_CAME.test(before) || KO_SUBJECT_BEFORE.test(clauseBefore))
  )
    return true;
  // A pupil or a woman of the story (중학교 3학년 여학생이 …): a gender word as a subject or object, no
  // word of the writer's in the sentence.
  if (why === 'gender' && /^(?:여학생|남학생|여성|남성|여자|남자)$/.test(found))
    if (/^(?:들)?(?:이|가|을|를|에게|께|은|는)\s/.test(rest) && !KO_OWN.test(before + rest)) return true;
  // Round thirty-one: nor a trait that ends in a copula's connective (여자 치료사라 체구가 큰 남성 환자를): it is
  // its own clause's predicate, neither a modifier nor inside another's relative clause.
  if (/(?:이라|라|라서|이지만|인데도)$/.test(found) && found.length > 3) return false;
  // Round thirty-three: nor a gender said rare in one's trade (남자 영양사는 드물어): the writer's own.
  if (/(?:는|은) (?:드물|흔치 않|흔하지 않|많지 않|귀해|귀한|손에 꼽)$/.test(found)) return false;
  // Not when the trait is a verb of its own clause (서른넷에 결혼해 돌이 갓 지난 아들이: the writer's son).
  if (/(?:해|하고|하며|해서|하여|했고|했으며)$/.test(found)) return false;
  // The trait modifies a person of the story (스무 살 신입 아르바이트생들에게, 맞벌이 가정의 아이들을,
  // 외고 입시반 학생들의, 일흔 살 할아버지께서), and the head is no role of the writer's (엄마로서).
  const modified = rest.match(/^(?:가정|가구|세대)?(?:의|이 넘은|이 넘으신|을 넘긴|을 넘기신|은|인)?\s/);
  if (modified && (why !== 'family' || /^(?:가정|가구)/.test(rest)) && !/[와과을를에도은는]$/.test(found)) {
    const tail = rest.slice(modified[0].length);
    const head = koHeadAfter(tail);
    if (head && !KO_PARENTS_HEAD.test(head) && !KO_OWN_ROLE.test(tail.split(/\s+/).slice(0, 4).join(' ')))
      return true;
  }
  // A relative clause on another person: the trait, then the clause's verb (둔, 낳은, 준비하던, 중인) and its
  // head a person of the story (자녀를 둔 입주민들, 특목고 입시를 준비하던 중학교 3학년 여학생이).
  const words = rest.split(/\s+/);
  for (let i = 0; i < Math.min(words.length, 9); i++) {
    const w = words[i].replace(/,$/, '');
    if (!w) continue;
    if (KO_OWN.test(w) || (i > 0 && words[i].endsWith(','))) return false;
    // A connective verb ends the trait's clause (졸업하고, 결혼해), unless an auxiliary follows (데리고 오는).
    if (
      i > 0 &&
      KO_CONNECTIVE.test(w) &&
      !/^(?:오|온|와|가|간|갔|있|계|주|준|드|놓|둔|두)/.test(words[i + 1] ?? '')
    )
      return false;
    if (!adnominal(w) || (i === 0 && !/^(?:[은는인한던]|[가-힣]*[는던])$/.test(w) && !/^[^을를이가]/.test(w)))
      continue;
    const next = words.slice(i + 1, i + 6).join(' ');
    if (KO_BOUND.test(next)) continue;
    if (KO_OWN_ROLE.test(next.split(/\s+/).slice(0, 4).join(' '))) return false;
    const head = koHeadAfter(next, false);
    return head !== null && !KO_PARENTS_HEAD.test(head);
  }
  return false;
}

/** English: the writer's own word (I, me, my, our family …). */
const EN_OWN =
  /\b(?:I|I['’]m|I['’]ve|I['’]d|me|my|mine|myself)\b|\b[Oo]ur (?:family|parents|father|mother|kids|children|son|daughter|home|house|wedding|baby)\b/;
/** A clause whose subject is another person: a determiner or a count, a possessive, a name. */
const EN_OTHER_SUBJECT =
  /^(?:(?:so|and|but|then|because|while|although|though|when|where|whose|who)\s+)?(?:[Aa]n?|[Tt]he|[Oo]ne|[Oo]ur|[Ee]ach|[Ee]very|[Ss]everal|[Mm]ost|[Mm]any|[Ss]ome|[Tt]wo|[Tt]hree|[Ff]our|[Hh]is|[Hh]er|[Tt]heir|[Tt]his|[Tt]hat|[Nn]o|[A-Z][a-z]+['’]s)\b/;

const EN_BREAKS = /[,;:]|\s(?=(?:so|and|but|because|while|whose|who)\s)/;

function clauseAround(text: string, a: number, b: number, breaks: RegExp): string {
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const end0 = text.slice(b).search(/[.!?\n]/);
  const end = end0 < 0 ? text.length : b + end0;
  const before = text.slice(start, a).split(breaks).at(-1) ?? '';
  const after = text.slice(b, end).split(breaks)[0] ?? '';
  return `${before}\u0000${after}`;
}

function englishOthers(text: string, a: number, b: number): boolean {
  const [before, after] = clauseAround(text, a, b, EN_BREAKS).split('\u0000');
  if (EN_OWN.test(before) || EN_OWN.test(after) || EN_OWN.test(text.slice(a, b))) return false;
  const sentenceStart = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  // A fronted phrase ("As a mother of three, I …", "At 52,") or one set before the writer ("The eldest of
  // five, I …") is the writer's.
  if (/^\s*(?:[Aa]s|[Bb]eing|[Aa]t|[Ll]ike|[Aa]ged?|[Nn]ow|[Hh]aving)\b/.test(text.slice(sentenceStart, a)))
    return false;
  const next = text.slice(b + after.length, b + after.length + 8);
  if (/^[,;:]\s*(?:I|I['’]m|I['’]ve|my|we)\b/.test(next)) return false;
  const subject = `${before}${text.slice(a, b)}`.trim();
  if (subject === '' || !EN_OTHER_SUBJECT.test(subject)) return false;
  // "a …" opening the clause is another person only in apposition after a comma ("The driver, a young dad
  // of two,"), not after "and" ("I am 41 years old and a father of two").
  if (/^(?:(?:so|and|but|then|because|while)\s+)?an?\b/.test(subject)) {
    const sentence = text.slice(sentenceStart, a);
    const cut = sentence.length - before.length;
    return sentence[cut - 1] === ',' && !EN_OWN.test(sentence.slice(0, cut));
  }
  return true;
}

/** Indonesian: the writer's own word (saya, aku, -ku, keluarga kami). */
const ID_OWN =
  /\b(?:saya|aku|gue|gw)\b|\w+ku\b|\b(?:keluarga|orang ?tua|ayah|ibu|suami|istri|anak|kakek|nenek) kami\b|^\s*kami\b/i;
const ID_PERSON =
  /\b(?:seorang|para|sang|si|pelanggan|pasien|nasabah|klien|warga|tamu|pengunjung|penumpang|staf|karyawan|pegawai|pekerja|operator|teknisi|pengemudi|sopir|siswa|siswi|murid|mahasiswa|mahasiswi|remaja|anak|anak-anak|bayi|balita|lansia|kakek|nenek|pria|wanita|janda|duda|penghuni|peserta|petugas|pembeli|konsumen|pemilik|penyewa|korban|pelamar|buruh|magang|tetangga|kurir|sopir|satpam|kasir|pelayan|perawat|guru|dokter|ibu-ibu|bapak-bapak|orang)\b/i;

function indonesianOthers(text: string, a: number, b: number): boolean {
  const clause = clauseAround(
    text,
    a,
    b,
    /[,;:]|\s(?=(?:jadi|sehingga|tetapi|namun|sedangkan|karena|dan saya|lalu)\s)/i,
  );
  const [before, after] = clause.split('\u0000');
  // "kami" after the trait is the writer's firm serving the person (Pelanggan berambut panjang kami tawarkan).
  if (ID_OWN.test(before) || ID_OWN.test(after.replace(/^\s*kami\b/i, '')) || ID_OWN.test(text.slice(a, b)))
    return false;
  // Another person as the clause's subject before the trait, or the trait's noun pointed at (Janda … itu).
  // A person of the writer's firm (kurir kami, operator kami) or of the story.
  return (
    ID_PERSON.test(before) ||
    /\b[a-z]+ kami\b/i.test(before) ||
    /^\S*(?:\s\S+){0,5}\s(?:itu|tersebut)\b/.test(after)
  );
}

/** Whether the finding text.slice(a, b) of kind `why` tells another person's trait in a story of work. */
export function othersClause(text: string, a: number, b: number, why: string, lang: CheckLang): boolean {
  if (why === 'religion') return false;
  if (lang === 'ko') return why !== 'hometown' && koreanOthers(text, a, b, why);
  if (why === 'school') return false;
  if (lang === 'en') return englishOthers(text, a, b);
  return indonesianOthers(text, a, b);
}
