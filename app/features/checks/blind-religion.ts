// One's own religion (round seventeen, ADR 0039): a faith one says one holds or practises — 천주교 신자,
// 모태신앙, "as a practising Muslim", "saya beragama Hindu". Religion is no part of the job, and Korea's
// National Human Rights Commission Act (Art. 2 (3)) lists it among the grounds hiring may not discriminate
// on. Only the applicant's own: a faith's name alone (a Catholic hospital, umat Hindu setempat, 불교 문화재)
// is not flagged.
import type { BlindRule } from './blind-lists';

const KO_FAITH = '(?:천주교|가톨릭|카톨릭|기독교|개신교|불교|원불교|이슬람교?|힌두교|유대교|성공회|정교회)';
const EN_FAITH =
  '(?:Muslim|Christian|Catholic|Roman Catholic|Jew|Buddhist|Hindu|Sikh|Protestant|Anglican|Methodist|Baptist|Mormon|Quaker|Evangelical)';
const ID_FAITH =
  '(?:Islam|Kristen(?: Protestan| Katolik)?|Katolik|Protestan|Hindu|Buddha|Budha|Konghucu|Khonghucu)';

export const RELIGION: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'religion',
      re: new RegExp(
        `(?<![가-힣])${KO_FAITH}\\s?(?:신자|신도|교인)(?:라|이라|이며|로서|로|입니다|인 저)|모태\\s?신앙|(?:저는|제가|저도)\\s?(?:${KO_FAITH}\\s?)?(?:신자|신앙인)|(?:교회|성당|절|사찰)에\\s?(?:다니는|나가는|다니며|나가며)\\s?(?:${KO_FAITH}\\s?)?(?:신자|교인)`,
        'g',
      ),
    },
    // Round nineteen: a role one holds in a congregation, or worship one keeps (교회 집사로 섬기고, 성당
    // 성가대에서 봉사하며, 주일마다 예배를 드리느라) — a faith as surely as "기독교 신자".
    {
      why: 'religion',
      re: /(?:교회|성당|절|사찰|교당)(?:에서)?\s?(?:집사|권사|장로|전도사|성가대|주일학교 교사|청년부 회장|구역장|봉사자)(?:로|로서|로서의|이며|이고|를 맡|로 섬기|로 봉사|에서 봉사)|(?<![가-힣])(?:집사|권사|장로|전도사)(?:로|로서) (?:섬기|봉사|활동)|(?:주일|일요일)마다 (?:예배|미사)|새벽 ?기도(?:를|에)? (?:다니|나가|드리)/g,
    },
    // Round thirty-four: a faith the writer holds or believes, as the writer's own attribute ("기독교 신앙을 가진
    // 저는", "불교를 믿는 저", "저는 천주교 신앙을 지니고"): the holding verb as a clause of 저, not an adnominal
    // on another person ("기독교 신앙을 가진 환자들", "저는 불교를 믿는 고객들께").
    {
      why: 'religion',
      re: new RegExp(
        `(?<![가-힣])${KO_FAITH}\\s?(?:(?:신앙|믿음)(?:을|이)|(?:를|을))\\s?(?:가진|지닌|갖고 있는|가지고 있는|깊은|믿는|믿어 온|믿어온|섬기는)\\s?(?:저|나)(?=[는도가의로]|\\s|$)|(?:저는|제가|저도)\\s?(?:[가-힣]{1,8}\\s){0,2}?${KO_FAITH}\\s?(?:(?:신앙|믿음)(?:을|이)|(?:를|을))\\s?(?:가지고 (?:있습|자랐|살)|갖고 (?:있습|자랐|살)|지니고 (?:있습|자랐|살)|믿고 (?:있습|자랐)|믿어 왔|믿어왔|믿습니다|믿었)`,
        'g',
      ),
    },
  ],
  en: [
    {
      why: 'religion',
      re: new RegExp(
        `\\b(?:[Aa]s|I am|I'm|[Bb]eing|I was raised) an? (?:(?:practising|practicing|devout|committed|observant|born-again|lifelong|churchgoing) )?${EN_FAITH}\\b|\\b[Mm]y (?:religion|religious (?:beliefs|faith|practice)|mosque|synagogue|parish church|Sunday service)\\b|\\b(?:[Mm]y(?: own)?|[Aa]s (?:someone|a person|one) (?:with|of)(?: an?)?) (?:(?:strong|deep|devout|lifelong|personal|firm|quiet) )?${EN_FAITH} (?:faith|beliefs?|upbringing|values)\\b`,
        'g',
      ),
    },
    // Round nineteen: worship one keeps or a role in a congregation ("I go to Mass every Sunday", "I keep
    // Shabbat", "as a church deacon"), not a faith's building as a place of work.
    {
      why: 'religion',
      re: /\bI (?:go to|attend|never miss) (?:church|Mass|mass|synagogue|shul|mosque|temple|chapel|the gurdwara|Friday prayers)\b|\bI (?:keep|observe) (?:Shabbat|the Sabbath|kosher|halal|Ramadan|Lent)\b|\bI (?:pray|fast) (?:five times a day|during Ramadan|every)\b|\b(?:as|I am|I'm|I serve as) an? (?:church )?(?:deacon|elder|churchwarden|lay preacher|lay reader|Sunday school teacher)\b/g,
    },
  ],
  id: [
    {
      why: 'religion',
      re: new RegExp(
        `\\b(?:[Ss]aya|[Aa]ku) (?:(?:adalah|seorang|juga|sendiri) )*(?:beragama ${ID_FAITH}|pemeluk (?:agama )?${ID_FAITH}|penganut (?:agama )?${ID_FAITH}|(?:umat|muslim|muslimah|mualaf)\\b)`,
        'g',
      ),
    },
    // Round nineteen: worship one keeps at its place (rutin sembahyang ke pura, beribadah di gereja setiap
    // Minggu, salat Jumat di masjid), not a place of worship as a site of work (renovasi gereja).
    {
      why: 'religion',
      re: /\b(?:sembahyang|beribadah|ibadah|bersembahyang|misa|kebaktian|sholat|salat|shalat|mengaji|berdoa) (?:\w+ )?(?:ke|di) (?:pura|gereja|masjid|musala|musholla|vihara|wihara|klenteng|kuil|kapel)\b|\b(?:rutin|selalu|rajin) (?:ke|pergi ke) (?:pura|gereja|masjid|vihara|wihara|klenteng)\b/gi,
    },
  ],
};
