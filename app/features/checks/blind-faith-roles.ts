// One's own faith said by a role in a congregation or a practice (round twenty, ADR 0039), by family from
// made-up sentences, not from a planted set: 청년부 회장, 신앙생활, 선교 활동, "my church", "faith in God", a
// mission served, "at the mosque" after a verb of one's own worship or service, remaja masjid, majelis
// taklim, a juz of the Quran learnt by heart, berhijab. A place of worship as a venue or a partner (the
// church hall, bermitra dengan masjid) is not flagged.
import type { BlindRule } from './blind-lists';

const EN_HOUSE = '(?:church|chapel|parish|mosque|synagogue|temple|gurdwara|congregation|ward|mandir)';

export const FAITH_ROLES: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'religion',
      re: /(?<![가-힣])(?:청년부|중고등부|대학부|주일학교|성가대|찬양팀|찬양단)(?: ?(?:회장|임원|교사|리더|활동|봉사|반주|부장))?(?=[을를이가은는의에로과와도,.\s]|$)|신앙 ?생활|신앙심|(?:해외 ?)?선교 ?(?:활동|봉사|여행)|(?:단기|해외) ?선교|템플 ?스테이|(?:교회|성당|절|사찰)(?:에서|의) (?:청년|중고등부|학생회|봉사|수련회)/g,
    },
    {
      why: 'religion',
      re: /(?<![가-힣])(?:불자|크리스천|기독교인|천주교인|무슬림|그리스도인|신앙인)(?:로서|으로서|인 저|인 제가|이라|이기에|답게)|(?:미사|예배|법회)에 (?:참석|나가|드리)|(?:교회|성당|절|사찰)(?:의)? (?:수련회|행사|청년회|봉사|성경공부)/g,
    },
    {
      why: 'religion',
      re: /(?<![가-힣\d])108배|새벽 ?예배|금식 ?기도|(?:교회|성당|절|사찰)에서 (?:기도|예배|봉사하며|봉사했)/g,
    },
    {
      why: 'religion',
      re: /(?<![가-힣])(?:기독교|천주교|불교|가톨릭|크리스천|목회자|목사|선교사|원불교) (?:가정|집안)(?:에서|의|출신|에 태어)/g,
    },
    {
      why: 'religion',
      re: /(?:성당|교회)에서 (?:복사|반주자|반주|찬양 ?리더|성가대)/g,
    },
  ],
  en: [
    {
      why: 'religion',
      re: new RegExp(
        `\\b[Mm]y (?:local )?${EN_HOUSE}\\b|\\bI (?:volunteer|worship|pray|serve|sing|teach|help out)(?: [a-z]+)? (?:at|in|with) (?:the|my) (?:local )?${EN_HOUSE}\\b|\\b(?:my )?faith in (?:God|Christ|Jesus|Allah)\\b|\\b(?:by|thanks to) God['’]s grace\\b|\\b(?:served|serving) an? (?:(?:two|one|\\d+)-year )?(?:LDS |church |religious )?mission\\b|\\b(?:two|one|\\d+)-year (?:LDS |church )?mission\\b`,
        'g',
      ),
    },
    {
      why: 'religion',
      re: /\b(?:a|as a) (?:person|woman|man) of (?:deep |strong )?faith\b|\b(?:[Oo]bserving|[Kk]eeping|[Ff]asting (?:during|for)|I observe|I keep|I fast (?:during|for)) (?:Ramadan|Lent|Shabbat|the Sabbath|Yom Kippur|Navratri)\b|\b[Mm]y (?:Sikh|Muslim|Christian|Catholic|Jewish|Hindu|Buddhist|Islamic) (?:faith|beliefs|upbringing|heritage|community|values)\b|\b[Mm]y faith\b/g,
    },
    {
      why: 'religion',
      re: /\bSunday (?:mass|Mass|service|worship)\b|\b(?:[Aa]s|I am|I'm|[Bb]eing) an? (?:Jewish|Muslim|Christian|Catholic|Hindu|Sikh|Buddhist|Mormon) (?:woman|man|girl|boy|person|mother|father|immigrant|student)\b/g,
    },
    {
      why: 'religion',
      re: /\b(?:I am|I'm|[Aa]s|[Bb]eing) (?:a |an )?(?:regular |devoted |faithful )?(?:churchgoer|believer|person who prays|choir member at my church)\b/g,
    },
    {
      why: 'religion',
      re: /\bI (?:attend|join|lead|never miss) (?:Friday |daily |evening |morning |Sunday )?(?:prayers|services|worship|Mass|mass)\b/g,
    },
  ],
  id: [
    {
      why: 'religion',
      re: /\b(?:aktif (?:di |sebagai |dalam )?|anggota |ketua |sekretaris |bendahara |sebagai |saya )(?:remaja|pengurus|takmir|marbot) (?:masjid|musala|musholla|gereja|pura|vihara)\b|\bmajelis taklim\b|\bhafal \d+ juz\b|\b(?:hafiz|hafizah|hafidz|hafidzah)\b|\b(?:[Ss]ebagai|[Ss]aya(?: adalah)?(?: seorang)?) umat (?:Islam|Muslim|Kristen|Katolik|Hindu|Buddha|Budha|Konghucu)\b(?!(?: \w+)? (?:setempat|di sekitar))|\b(?:berhijab|berjilbab|bercadar|berkerudung)\b|\b(?:[Ss]aya|[Ss]ebagai) (?:seorang )?(?:pemuda|jemaat) gereja\b|\bROHIS\b|\b[Rr]ohis\b/g,
    },
    {
      why: 'religion',
      re: /\brohani (?:Kristen|Katolik|Islam|Buddha|Hindu)\b|\b(?:mengikuti|ikut|rutin|aktif (?:di|dalam)) (?:kegiatan )?(?:pengajian|persekutuan doa|kebaktian|retret rohani)\b|\b(?:[Ss]ebagai|[Ss]aya) (?:seorang )?(?:muslim|muslimah|nasrani|kristiani|katolik|santri)\b|\b(?:OMK|Orang Muda Katolik|Persekutuan Mahasiswa Kristen|PMK|PMKRI)\b/g,
    },
    {
      why: 'religion',
      re: /\b(?:mengenakan|memakai|menggunakan) (?:jilbab|hijab|kerudung|cadar|peci|kopiah) (?:dalam|saat|ketika|sejak|setiap)\b|\b[Ss]aya (?:aktif|rajin|terlibat) (?:di|dalam) (?:kegiatan )?(?:gereja|masjid|pura|vihara|klenteng|paroki)\b/g,
    },
    {
      why: 'religion',
      re: /\bpuasa (?:Senin-Kamis|Senin Kamis|Daud|sunah|Ramadan|Ramadhan)\b|\b[Ss]aya (?:adalah )?(?:jemaat|umat) (?:aktif|setia|tetap)\b/g,
    },
    {
      why: 'religion',
      re: /\b(?:mengikuti|ikut|rutin|aktif (?:di|dalam)) (?:kegiatan )?(?:kajian|tausiyah|ceramah agama|halaqah|liqo)\b/g,
    },
    {
      why: 'religion',
      re: /\b(?:[Ss]aya|[Ss]ebagai) (?:adalah )?(?:seorang )?(?:Katolik|Kristen|Protestan|Muslim|Hindu|Buddha|Buddhis|Nasrani|Kristiani)\b/g,
    },
  ],
};
