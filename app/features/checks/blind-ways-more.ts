// Round twenty-four, second pass (ADR 0039): families the sixth made-up set showed missing in its one run
// (blind-first-person-sixth.ts, seen since): an early-born year (빠른 년생), grandchildren (손주를 봐서), a
// region's people word of oneself (충청도 양반이라는), build (몸이 왜소, 체구가 작은 편), sight lost (앞이
// 보이지 않), a named condition (소아마비로), a faith by its teacher or name (교무님 밑에서, 원불교 신자);
// "the big five-oh", "a Cajun from Lafayette", "Back in Lagos,", a kind of college one graduated from, an aid
// one uses (cochlear implant), "At 250 pounds, I", a military or pastor's spouse; born after a year, going
// with a parent to treatment, a parent's trade (anak petani), merantau, a school described (SMA negeri di
// Bogor, kampus ternama), paket C, a body part of one's own that fails (mata kiri saya buta), the only man.
import type { BlindRule } from './blind-lists';
import type { CheckLang } from './types';

const NO_HON = '(?!시|신|셨|실|십)';
const KO_REGION =
  '(?:충청도|경상도|전라도|강원도|제주도|평안도|함경도|황해도|경기도|서울|부산|대구|광주|대전|인천|울산)';
const ID_PARENT = '(?:ayah|ibu|bapak|orang tua|nenek|kakek|mertua|suami|istri|ayahanda|ibunda)';

export const WAYS_MORE: Record<CheckLang, BlindRule[]> = {
  ko: [
    { why: 'age', re: /(?<![가-힣])빠른\s?(?:\d{2}\s?)?년생/g },
    {
      why: 'family',
      re: new RegExp(
        `(?<![가-힣])(?:손주|손자|손녀)(?:를|가|도)\\s?(?:봐|봤|보았|얻|돌보|키우)${NO_HON}`,
        'g',
      ),
    },
    {
      why: 'hometown',
      re: new RegExp(
        `(?<![가-힣])${KO_REGION}\\s?(?:양반|사나이|아가씨|사람|토박이|촌놈|아줌마|청년|여자|남자)(?:이라는|이라|입니다|으로서|인 저)`,
        'g',
      ),
    },
    {
      why: 'appearance',
      re: new RegExp(
        [
          `(?<![가-힣])(?:몸|체구|체격|몸집)(?:이|가|는|은)?\\s?(?:왜소|작은 편|큰 편|건장|다부지|통통|마른 편|뚱뚱|호리호리)${NO_HON}`,
          `(?<![가-힣])앞이\\s?(?:잘\\s?|거의\\s?|전혀\\s?)?(?:보이지 않|안 보이)${NO_HON}`,
          `(?<![가-힣])(?:소아마비|뇌성마비|뇌병변|척추측만증?|난청|색맹|색약|말더듬|뇌전증|간질)(?:로|으로|이 있어|가 있어|을 앓|를 앓|이라|환자라)${NO_HON}`,
        ].join('|'),
        'g',
      ),
    },
    {
      why: 'religion',
      re: /(?<![가-힣])(?:원불교|천도교|대종교|증산도|불교|기독교|천주교|개신교|이슬람교?)\s?(?:신자|신도|교인|교도)(?:로|이|가|입니다|이라|로서)|(?<![가-힣])(?:(?:원불교|불교|천주교|개신교|기독교|천도교)\s?)?(?:교무|목사|신부|스님|수녀|전도사)님?\s?(?:밑에서|아래서|께 배우)/g,
    },
  ],
  en: [
    { why: 'age', re: /\bthe big (?:three|four|five|six|seven)-oh\b|\bthe big [3-7]0\b/g },
    {
      why: 'hometown',
      re: /\b(?:I'm|I am|[Aa]s) an? (?:proud |true |born-and-raised )?[A-Z][a-z]+ from (?:the )?[A-Z][a-z]+|(?:^|[.!?]\s+)Back in (?!(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)[A-Z][a-z]+(?=,)/g,
    },
    {
      why: 'school',
      re: /\b(?:community college|Ivy League|state school|liberal arts college|trade school|night school|online university|for-profit college) (?:graduate|grad|alum|alumnus|alumna|dropout)\b/g,
    },
    {
      why: 'appearance',
      re: /\bI (?:use|wear|have|rely on|got) (?:a |an |two )?(?:cochlear implants?|insulin pump|pacemaker|service dog|guide dog|walker|white cane|prosthesis)\b|(?:^|[.!?]\s+)At (?:\d{2,3} (?:pounds|lbs|kg|kilos)|(?:four|five|six|seven) (?:foot|feet)(?: [a-z]+)?), (?=I\b)/g,
    },
    {
      why: 'marital',
      re: /\b(?:I'm|I am|I was|[Aa]s) an? (?:former |proud |young )?(?:Army|Navy|military|Marine|Air Force|Coast Guard|pastor's|preacher's|farmer's) (?:wife|husband|spouse)\b/g,
    },
  ],
  id: [
    {
      why: 'age',
      re: /\blahir (?:setelah|sebelum|sesudah|menjelang) (?:tahun )?(?:19|20)\d\d\b/g,
    },
    {
      why: 'family',
      re: new RegExp(
        [
          `\\b(?:menemani|mengantar|mendampingi|merawat|menjaga) ${ID_PARENT}(?: (?:saya|kandung))?(?= (?:cuci darah|kemoterapi|kemo|berobat|kontrol|dirawat|terapi|ke rumah sakit|ke dokter))`,
          '\\b(?:[Ss]aya|[Aa]ku)(?: adalah| ini| merupakan)?(?: seorang)? (?:anak|putra|putri|cucu) (?:seorang )?(?:petani|nelayan|buruh|guru|pedagang|sopir|tentara|polisi|pejabat|pengusaha|dokter|pendeta|kiai|ulama|TKI|PNS|tukang [a-z]+)\\b',
        ].join('|'),
        'g',
      ),
    },
    {
      why: 'hometown',
      re: /\bmerantau (?:ke|dari) [A-Z][a-z]+|(?<=\b(?:[Ss]aya|[Aa]ku)(?: [a-z]+){0,2} )merantau\b/g,
    },
    {
      why: 'school',
      re: /\b(?:dari|di|lulusan|alumni) (?:kampus|universitas|sekolah|SMA|SMK|SMP)(?: negeri| swasta)? (?:ternama|favorit|unggulan|elite|elit|terbaik)\b|\b(?:SMA|SMK|SMP|MAN) (?:negeri|swasta)(?: \d+)? di [A-Z][a-z]+|\b(?:lulusan|tamatan|ijazah|lulus|ikut|mengikuti) (?:kejar )?paket [ABC]\b/g,
    },
    {
      why: 'appearance',
      re: /\b(?:[Mm]ata|[Tt]elinga|[Kk]aki|[Tt]angan|[Ll]engan) (?:kiri |kanan )?(?:saya|aku)(?: sudah| sejak lahir)? (?:buta|tuli|pincang|lumpuh|cacat|diamputasi|tidak (?:bisa|dapat) (?:melihat|mendengar|digerakkan))/g,
    },
    {
      why: 'gender',
      re: /\b(?:laki-laki|lelaki|pria|perempuan|wanita|bapak-bapak|ibu-ibu) satu-satunya\b/g,
    },
  ],
};
