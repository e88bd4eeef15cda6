// Round eighteen (ADR 0039): the member's birth or school years told by a dated event, and a school named by
// its alumni's name — families of the round-sixteen set's misses (fresh13.ts, seen since its blind run), tested
// both ways on other words of each family in round-eighteen-blind.test.ts. A reader dates the applicant from
// "the year after the IMF crisis I started primary school", "I left school the summer Princess Diana died" or
// "lahir pada tahun krisis moneter" as surely as from a year; "an Old Etonian" names Eton as "I went to Eton"
// does. Older rules take "…해에 졸업", "born the year the Wall fell" and "tahun yang sama dengan"; these take
// the other time words (이듬해, 무렵, 직후, the summer/spring, saat/ketika/masa) and the other life stages
// (입학, starting or leaving school, masuk SD).
import type { BlindRule } from './blind-lists';

/** Korean schools and stages a life is dated by. */
const KO_STAGE =
  '(?:초등학교|국민학교|중학교|고등학교|대학교?|유치원|학교)(?:에|를|을)?\\s?(?:입학|졸업|들어가|들어갔|들어간|다니기 시작)|태어[나났난]|(?:수능|수학능력시험|학력고사)(?:을|를)?\\s?(?:봤|본|보았|치렀|치른|쳤|친)';
/** English life stages told with a time: born, started or left school, graduated, went up to university. */
// Round thirty-one: a school-leaving exam sat is a stage a year dates too (I took my A-levels the summer…,
// 월드컵 이듬해에 수능을 본).
const EN_STAGE =
  "(?:(?:I was|I am|I'm) born|[Bb]orn|I (?:left|started|finished|entered) (?:primary |secondary |high |grammar |boarding )?(?:school|university|college|sixth form)|I (?:graduated|matriculated)|I went (?:up )?to (?:university|college|school)|I (?:turned|was) (?:eighteen|sixteen|eleven|five|six|seven)|I (?:sat|took|did|passed|failed|got) my (?:GCSEs|GCSE exams|A[- ]levels|A[- ]level exams|O[- ]levels|AS[- ]levels|SATs|Highers|Leaving Cert(?:ificate)?|Junior Cert|eleven-plus|11-plus|high school finals|matric(?:ulation)? exams?|school finals|finals))";
/** A school stage or a childhood age one was at. */
const EN_SCHOOL_STAGE =
  '(?:in (?:primary|secondary|high|middle|grammar|junior|nursery) school|in (?:[Yy]ear|[Gg]rade) \\d{1,2}|at (?:primary|secondary|high) school|a (?:toddler|baby|small child|child|teenager|schoolboy|schoolgirl|pupil))';
/** The seasons and spans an event dates: the summer, the year, the winter, the week. */
const EN_SPAN = '(?:year|summer|spring|autumn|fall|winter|month|week|day|term)';

export const DATED_BY_EVENT: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    // 외환위기 이듬해에 초등학교에 입학한, 월드컵 직후에 태어난, IMF 무렵 중학교를 졸업한: a stage dated by the event
    // before the time word (the older rule takes "…가 있던 해에").
    {
      why: 'age',
      re: new RegExp(
        `(?<=[가-힣A-Za-z0-9] )(?:그 ?)?(?:이듬해|다음 ?해|전해|같은 해|무렵|직후|직전|즈음)(?:에|에는)?\\s(?:[가-힣]{1,8}(?:을|를|에)\\s)?(?:${KO_STAGE})`,
        'g',
      ),
    },
    // The other way round: one's school stage at an event (IMF 때 저는 초등학생이었고, 월드컵 당시 중학교 2학년이던).
    {
      why: 'age',
      re: /(?<=[가-힣A-Za-z0-9] )(?:때|당시|무렵|시절)(?:에|에는)?\s(?:저는\s|제가\s|나는\s)?(?:초등학생|중학생|고등학생|국민학생|유치원생|(?:초등학교|중학교|고등학교) ?\d학년)(?:이었|였|이던|일 때|이라)/g,
    },
    // Round nineteen: a birth a span before or after an event (올림픽 한 해 전에 태어나, 월드컵 두 해 뒤 태어난).
    {
      why: 'age',
      re: /(?<=[가-힣A-Za-z0-9] )(?:한|두|세|몇) ?(?:해|달|년) ?(?:전|뒤|후)(?:에)?\s?태어[나났난]/g,
    },
  ],
  en: [
    // "I left school the summer Princess Diana died", "born the winter of the miners' strike", "I started
    // school the year Blair came to power": a stage, then a span named by a capitalised event or "of".
    {
      why: 'age',
      re: new RegExp(
        `\\b${EN_STAGE}(?: in)? the (?:very )?${EN_SPAN} (?:(?:that|when|after|before) )?(?:of (?:the )?)?(?:[A-Z][\\w'’.-]*|the [A-Z][\\w'’.-]*|the (?:millennium|financial crash|crash|miners' strike))(?: [A-Z][\\w'’.-]*)*(?: (?:died|fell|won|lost|came|was|were|hit|began|ended|opened|closed|happened|struck|left|retired|married|resigned))?`,
        'g',
      ),
    },
    // One's school stage at an event: "I was in primary school when the towers fell", "When the crash hit, I
    // was still a teenager".
    {
      why: 'age',
      re: new RegExp(
        `\\bI was (?:still |only |just )?${EN_SCHOOL_STAGE} (?:when|during|the year)\\b|\\b(?:[Ww]hen|[Dd]uring)\\b[^.!?]{3,60}?,\\s?I was (?:still |only |just )?${EN_SCHOOL_STAGE}\\b`,
        'g',
      ),
    },
    // Round nineteen: a birth a span before or after an event ("born a year before the Wall fell", "born two
    // months after the Coronation").
    {
      why: 'age',
      re: /\b(?:I was )?born (?:a|one|two|three|four|five|a few|six|just a) (?:days?|weeks?|months?|years?) (?:before|after) (?:the )?[A-Z][\w'’.-]*/g,
    },
  ],
  id: [
    // "lahir pada tahun krisis moneter", "saya masuk SD saat reformasi", "lulus SMA ketika tsunami Aceh": a
    // birth or a school stage dated by an event word, not by a year (the older rule takes "tahun 1998").
    {
      why: 'age',
      re: /\b(?:[Ss]aat|[Kk]etika|[Ww]aktu|[Pp]ada masa) [^.!?]{3,40}?,?\s?(?:saya|aku) (?:masih )?(?:duduk di bangku )?(?:SD|SMP|SMA|TK|kelas \d|balita|bayi)\b|\b(?:[Ss]aya|[Aa]ku) (?:masih )?(?:duduk di bangku )?(?:SD|SMP|SMA|TK|kelas \d) (?:saat|ketika|waktu)\b|\b(?:(?:[Ss]aya|[Aa]ku) (?:di)?lahir(?:kan)?|(?:[Ss]aya|[Aa]ku) (?:masuk|lulus|tamat|mulai) (?:SD|SMP|SMA|SMK|sekolah|kuliah|TK))(?: (?:pada|di))? (?:tahun|saat|ketika|waktu|masa|menjelang|setelah|sesudah|sebelum|sekitar|pas) (?!(?:19|20)\d{2}\b|yang sama\b)(?:(?:terjadinya|terjadi|peristiwa|era|zaman|jaman) )?(?:krisis|reformasi|tsunami|gempa|kerusuhan|pemilu|Piala|Olimpiade|Asian|Orde|pandemi|wabah|runtuhnya|jatuhnya|lengsernya|meletusnya|bencana|banjir|perang|[A-Z][a-z]+)(?: [a-zA-Z]+)?/g,
    },
    // Round nineteen: a birth a span before or after an event, also after a comma (Saya arek Malang, lahir
    // setahun sebelum Reformasi; lahir dua tahun setelah tsunami Aceh), not a product's launch.
    {
      why: 'age',
      re: /(?:(?<=,\s?)|\b(?:[Ss]aya|[Aa]ku) (?:di)?)lahir(?:kan)? (?:setahun|sebulan|seminggu|sehari|(?:dua|tiga|empat|lima|beberapa) (?:hari|minggu|bulan|tahun)|tepat) (?:sebelum|sesudah|setelah|menjelang|usai|sejak) (?:[a-z]+ ){0,2}[A-Za-z]+/g,
    },
  ],
};

/**
 * A school named by its alumni's name: "an Old Etonian", "a fellow Old Harrovian", "an Oxonian" — the
 * English public schools' and universities' demonyms (Old + -ian/-ean/-ist, and the university ones).
 */
export const ALUMNI_NAMES: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    // X고 동문, X대 동창: the school's short name with its alumni word (최고, 창고, 시대 … are no school).
    {
      why: 'school',
      re: /(?<![가-힣])(?!(?:최고|재고|창고|광고|사고|보고|참고|경고|신고|원고|시대|세대|상대|기대|확대|반대|부대|무대|군대|교대 근무)\s?)[가-힣]{1,6}(?:고|대|여고|여중|중|외고|과고|공고|상고)\s?(?:동문|동창|동기 동창)(?:이|으로|인|회|입니다|이라|이며|이고|들)?(?![가-힣])/g,
    },
  ],
  en: [
    {
      why: 'school',
      re: /\b(?:[Aa]n? |[Ff]ellow |[Pp]roud )?Old [A-Z][a-z]+(?:ian|ean|ist|ine)s?\b|\b(?:[Aa]n? |[Ff]ellow |[Pp]roud )?(?:Etonian|Harrovian|Wykehamist|Carthusian|Salopian|Rugbeian|Oxonian|Cantabrigian|Cantab|Yalie)s?\b/g,
    },
  ],
  id: [
    // Fellow alumni named by the school: "sesama alumni UGM" is the kept rule; "jebolan ITB", "tamatan UI" (keluaran is also "made by": mesin keluaran Jerman).
    {
      why: 'school',
      re: /\b(?:jebolan|tamatan) (?!(?:SMA|SMK|SMP|SD|PT|CV|Badan|Dinas|Kementerian|Bank|pabrik|perusahaan)\b)(?:[A-Z][A-Za-z]+|[A-Z]{2,5})\b/g,
    },
  ],
};
