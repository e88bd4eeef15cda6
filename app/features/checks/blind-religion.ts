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
  ],
  en: [
    {
      why: 'religion',
      re: new RegExp(
        `\\b(?:[Aa]s|I am|I'm|[Bb]eing|I was raised) an? (?:(?:practising|practicing|devout|committed|observant|born-again|lifelong|churchgoing) )?${EN_FAITH}\\b|\\b[Mm]y (?:religion|religious (?:beliefs|faith|practice)|mosque|synagogue|parish church|Sunday service)\\b`,
        'g',
      ),
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
  ],
};
