// Round twenty-four (ADR 0039): more shapes that tell another person's trait or a name, not the writer's,
// by family from the fifth made-up set's clean sentences (blind-first-person-fifth-clean.ts), written before
// these rules. Korean: a word glued to a trade word is a firm's name (고향식품, 장모님렌터카); a name before
// "(이)라는 브랜드" is a brand's; two kin joined as a pair (어머니와 딸이); kin as a modifier of a person of
// the story (할아버지 손님들); an audience (…를 키우는 부모 대상, …을 위한); a subject with the honorific
// -님 or another's kin as the subject (동료 기사님이, 고객의 자녀가) with no word of the writer's between.
// English and Indonesian: a school's press or hospital as a workplace (Oxford University Press, Penerbit
// Universitas Terbuka); a clause ruled by "whose" kin or -nya kin (whose parents, orang tuanya); an
// appositive about another ("My manager, who was married …", "Atasan saya, yang sudah menikah …"); people
// of the story as the subject (pembeli kami berjilbab).
import type { CheckLang } from './types';

const KO_TRADE =
  '(?:식품|렌터카|렌트카|상사|철강|유통|물산|푸드|마트|산업|건설|반찬|국밥|만두|상회|농산|수산|제과|베이커리|약국|치킨|족발|카페|식당|기획|엔터|테크|솔루션|컴퍼니|떡집|정육|마켓|상점|제약|물류|여행사|부동산|인테리어)';
const KO_GLUED = new RegExp(`^[가-힣]{0,4}${KO_TRADE}`);
const KO_BRAND =
  /^[^,.!?\n]{0,12}?(?:이)?라는\s?(?:브랜드|상호|가게|식당|매장|이름|메뉴|제품|상품|프로그램|앱|캠페인|책|노래|드라마|영화|회사|업체|간판)/;
const KO_KIN = '(?:어머니|엄마|아버지|아빠|할머니|할아버지|부모|어머님|아버님)';
const KO_PAIR = new RegExp(
  `${KO_KIN}(?:와|과|랑)\\s?(?:딸|아들|손녀|손자|자녀|며느리|사위|아이|아기|아이들)(?:이|가|들이)\\s`,
  'g',
);
const KO_PEOPLE =
  '(?:손님|고객|회원|환자|승객|관객|이용객|입주민|수강생|이용자|방문객|조합원|귀성객|관광객|여행객|직원|동료|사원|팀원|기사|장병|군인|병사|주민|학생|근로자|어린이|아이|어르신|노인|보호자|선수|교육생|수험생)';
const KO_PERSON_AFTER = new RegExp(
  `^\\s?${KO_PEOPLE}(?:님|분)?(?:들)?(?![가-힣]*(?:였|이었|입니|이라|으로서|로서|으로|로))`,
);
/** The finding inside a relative clause whose head is a person of the story (제대를 앞둔 장병들에게). */
const KO_CLAUSE_HEAD = new RegExp(
  `^[^,.!?\\n]{0,14}?[가-힣](?:는|은|한|던|둔|인|된|갈|온)\\s${KO_PEOPLE}(?:님|분)?(?:들)?(?:의|에게|께|을|를|이|가|과|와|은|는)(?![셔시])`,
);
/** Another person's, by the genitive (고객의 보험 나이, 환자의 체중). */
const KO_OWNER_BEFORE = new RegExp(`${KO_PEOPLE}(?:님|분)?(?:들)?의\\s?(?:[가-힣]+\\s)?$`);
/** A school as a landmark (한국외대 앞 지점, 서강대 근처). */
const KO_LANDMARK = /^\s?(?:앞|근처|인근|옆|맞은편|역|입구|정문|후문|사거리)(?![가-힣])/;
const KO_AUDIENCE =
  /^[^,.!?\n]{0,20}?(?:부모|엄마|아빠|가정|고객|가족|직장인|주부|학부모|어르신|분)(?:님)?(?:들)?\s?(?:대상|을 위한|를 위한)/;
const KO_OWN = /(?<![가-힣])(?:저|제|저희|우리|나|내)(?:의|는|가|도|를|에게)?(?![가-힣])/;
/** Another person as the subject: an honorific -님 (동료 기사님이), or another's kin (고객의 자녀가). */
const KO_OTHER_SUBJECT =
  /([가-힣]+)님(?:들)?(?:이|께서|은|는)(?![가-힣])|(?:고객|손님|환자|학생|동료|회원|어르신|의뢰인|이웃)(?:님|분)?의\s?(?:자녀|아들|딸|남편|아내|부모님?|어머니|아버지|가족|손주)(?:분|님)?(?:이|가|께서|은|는)(?![가-힣])/g;
/** One's own kin take -님 too (부모님이, 어머님께서, 형님은): they are no other person. */
const KO_KIN_NIM =
  /(?:부모|어머|아버|할머|할아버|형|누|언니|오빠|장모|장인어른|시어머|시아버|삼촌|고모|이모|큰아버|작은아버|매형|아주버|사모|아드|따)$/;

/** A wedding as the work's occasion (결혼식 꽃장식, 결혼식 촬영), not one's own. */
const KO_WEDDING_WORK =
  /^식(?:장)?\s?(?:꽃장식|꽃|장식|사진|촬영|음식|케이터링|답례품|예약|영상|사회|축가|드레스|청첩장|플래너|홀|하객)/;

/** A facility named by who uses it, as the object or owner of the work (여학생 기숙사의 점검, 를 관리). */
const KO_FACILITY = /^\s?(?:기숙사|휴게실|화장실|탈의실|샤워실|전용\s?[가-힣]{1,4})(?:의|을|를)(?![가-힣])/;
const KO_USER = /^(?:여학생|남학생|여성|남성|여자|남자|여직원|남직원)$/;
/** Others' written words reported (…할머니 댁 물건을 보는 것 같다는 글이 많았습니다). */
const KO_REPORTED =
  /^[^.!?\n]{0,40}?(?:다는|라는|다고|라고)\s?(?:글|후기|댓글|리뷰|메모|방명록 글)(?:이|가|을|를|도|은|는)?\s?(?:많|남기|남겼|이어|쏟아|올라)/;

function korean(text: string, a: number, b: number): boolean {
  const word = text.slice(a, b);
  // Round thirty-three: a gender said rare in one's trade (남자 영양사는 드물어) is the writer's, whoever follows.
  if (/(?:는|은) (?:드물|흔치 않|흔하지 않|많지 않|귀해|귀한|손에 꼽)$/.test(word)) return false;
  const sentenceFrom = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const reported = KO_REPORTED.exec(text.slice(a));
  if (reported && !KO_OWN.test(text.slice(sentenceFrom, a + reported[0].length))) return true;
  if (KO_USER.test(word) && KO_FACILITY.test(text.slice(b, b + 12))) return true;
  const after = text.slice(b, b + 40);
  if (
    text.slice(a, b) === '결혼' &&
    KO_WEDDING_WORK.test(after) &&
    !KO_OWN.test(text.slice(Math.max(0, a - 6), a))
  )
    return true;
  if (KO_GLUED.test(after) && /^[가-힣]/.test(after)) return true;
  if (KO_BRAND.test(after)) return true;
  // A person noun right after modifies it (할아버지 손님들) unless the finding ends a verb (결혼해 아이가 둘).
  // Round thirty-one: nor when it ends in the writer as the subject (유년기를 보낸 저는 손님들과): a marked
  // pronoun modifies no noun after it.
  const verbal = /(?:해|고|서|며|여|와|아|어|(?<![가-힣])(?:저|제|나|내)(?:는|가|도))$/.test(
    text.slice(a, b),
  );
  if ((!verbal && KO_PERSON_AFTER.test(after)) || KO_CLAUSE_HEAD.test(after) || KO_LANDMARK.test(after))
    return true;
  if (KO_OWNER_BEFORE.test(text.slice(Math.max(0, a - 20), a))) return true;
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const sentenceStart = text.slice(start, a);
  for (const m of text.slice(start, b + 20).matchAll(KO_PAIR))
    if (start + m.index <= a && b <= start + m.index + m[0].length) return true;
  // An audience after the finding in the same clause (외동아이를 키우는 부모 대상), the writer not in it.
  const clauseAfter = text.slice(a, a + 40);
  if (KO_AUDIENCE.test(clauseAfter) && !KO_OWN.test(clauseAfter.split(/[,.]/)[0] ?? '')) return true;
  const subjects = [...sentenceStart.matchAll(KO_OTHER_SUBJECT)].filter((m) => !KO_KIN_NIM.test(m[1] ?? ''));
  const last = subjects.at(-1);
  return !!last && !KO_OWN.test(sentenceStart.slice(last.index + last[0].length));
}

const EN_WORKPLACE =
  /^\s(?:University\s|College\s)?(?:Press|Hospital|Medical Center|Health|Foundation|Museum|Bookstore|Stadium)\b/;
const EN_RANGE = /^\s?(?:to|-|–|through)\s?\d/;
const EN_EVENT =
  /^\s(?:speech|speeches|award|awards|ceremony|program|programme|scheme|candidates?|list|event|night|fair|dinner|reunion|magazine|newsletter|office|association|league|division)\b/;
const ID_WORKPLACE =
  /\b(?:Penerbit|Rumah Sakit|RS|RSUP|Koperasi|Yayasan|Perpustakaan|Toko Buku|Percetakan|Klinik)(?: [A-Z][a-z]+){0,2}\s$/;
const ID_PERSON =
  '(?:wanita|pria|perempuan|lelaki|laki-laki|gadis|pemuda|staf|staff|pensiunan|lansia|pembeli|pelanggan|pasien|siswa|murid|penumpang|tamu|pengunjung|karyawan|nasabah|penghuni|klien|warga|peserta|anggota|santri|jemaah)';
const ID_PEOPLE_SUBJECT = new RegExp(
  `(?<!\\b(?:(?:saya|aku) (?:adalah |sebagai |merupakan |menjadi )?(?:seorang )?|[Ss]ebagai (?:seorang )?))\\b${ID_PERSON}(?: baru)?(?: (?:kami|saya|kita|itu|ini))?\\s+(?:yang\\s+)?(?:sudah\\s+|masih\\s+|rata-rata\\s+)?(?:(?:berusia|berumur)\\s+)?(?:(?:di atas|di bawah|lebih dari|kurang dari|sekitar)\\s+)?$`,
  'i',
);
/** A third person introduced (Seorang nenek …, Para tamu …), not "Sebagai seorang …" nor "saya seorang …". */
const ID_INTRODUCED =
  /(?<!\b(?:[Ss]ebagai|saya|aku|adalah|merupakan|menjadi) )\b(?:[Ss]eorang|[Pp]ara|[Bb]eberapa) [a-z-]+\s+$/;
const ID_NYA_KIN = /\b(?:orang ?tua|ibu|ayah|bapak|suami|istri|anak|kakak|adik|keluarga)nya\b/i;

/** The clause before `a` from the last comma, semicolon or sentence end. */
const clauseBefore = (text: string, a: number) => {
  const from = Math.max(...[',', ';', '.', '\n', '!', '?'].map((c) => text.lastIndexOf(c, a - 1))) + 1;
  return text.slice(from, a);
};

/** Inside an appositive about another: ", who …" / ", yang …" after a noun that is not the writer. */
function appositive(text: string, a: number, lang: CheckLang): boolean {
  const before = text.slice(Math.max(0, a - 80), a);
  const m = (lang === 'en' ? /([^,.;!?]*), who\b[^,.;!?]*$/ : /([^,.;!?]*), yang\b[^,.;!?]*$/).exec(before);
  if (!m) return false;
  return !/^\s*(?:I|me|saya|aku)\s*$/i.test(m[1]);
}

export function othersFifth(text: string, a: number, b: number, lang: CheckLang): boolean {
  if (lang === 'ko') return korean(text, a, b);
  if (appositive(text, a, lang)) return true;
  const clause = clauseBefore(text, a);
  if (lang === 'en') {
    if (EN_WORKPLACE.test(text.slice(b, b + 40))) return true;
    // An age range is a group's (girls aged 10 to 14); a trait word naming an event or a list is the work's.
    if (EN_RANGE.test(text.slice(b, b + 12)) && /\baged? /.test(text.slice(a, b))) return true;
    if (
      /\b(?:[Tt]he|an?|our|their) $/.test(text.slice(Math.max(0, a - 6), a)) &&
      EN_EVENT.test(text.slice(b, b + 20))
    )
      return true;
    return /\bwhose\s+(?:\w+\s+)?(?:parents|mother|father|mum|mom|dad|wife|husband|son|daughter|children|kids|family)\b/i.test(
      clause,
    );
  }
  if (ID_WORKPLACE.test(text.slice(Math.max(0, a - 30), a))) return true;
  // A topic one wrote or taught about (artikel tentang tinggi badan ideal anak), no word of one's own in it.
  if (
    /\b(?:tentang|mengenai)(?: [a-z]+){0,2} $/.test(text.slice(Math.max(0, a - 30), a)) &&
    !/\b(?:saya|aku)\b|\w+ku\b/i.test(text.slice(a, b + 20))
  )
    return true;
  return ID_PEOPLE_SUBJECT.test(clause) || ID_INTRODUCED.test(clause) || ID_NYA_KIN.test(clause);
}
