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
  ],
  en: [
    {
      why: 'religion',
      re: new RegExp(
        `\\b[Mm]y (?:local )?${EN_HOUSE}\\b|\\bI (?:volunteer|worship|pray|serve|sing|teach|help out)(?: [a-z]+)? (?:at|in|with) (?:the|my) (?:local )?${EN_HOUSE}\\b|\\b(?:my )?faith in (?:God|Christ|Jesus|Allah)\\b|\\b(?:by|thanks to) God['’]s grace\\b|\\b(?:served|serving) an? (?:(?:two|one|\\d+)-year )?(?:LDS |church |religious )?mission\\b|\\b(?:two|one|\\d+)-year (?:LDS |church )?mission\\b`,
        'g',
      ),
    },
  ],
  id: [
    {
      why: 'religion',
      re: /\b(?:remaja|pengurus|takmir|marbot) (?:masjid|musala|musholla|gereja|pura|vihara)\b|\bmajelis taklim\b|\bhafal \d+ juz\b|\b(?:hafiz|hafizah|hafidz|hafidzah)\b|\b(?:[Ss]ebagai|[Ss]aya(?: adalah)?(?: seorang)?) umat (?:Islam|Muslim|Kristen|Katolik|Hindu|Buddha|Budha|Konghucu)\b(?!(?: \w+)? (?:setempat|di sekitar))|\b(?:berhijab|berjilbab|bercadar|berkerudung)\b|\b(?:pemuda|jemaat) gereja\b|\bROHIS\b|\b[Rr]ohis\b/g,
    },
  ],
};
