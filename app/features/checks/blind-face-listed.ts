// Round thirty (issue 36, ADR 0039): one's face described by two or more words in a row ("a friendly,
// handsome face", "my kind and open face", "wajah yang ramah dan tampan", "잘생기고 선한 얼굴") — from
// fresh19's miss (seen), by kind: the older rules read one adjective before "face" or one after "wajah".
// A face of a firm or a product ("the friendly, familiar face of the brand") is left alone, and so are
// another person's (the next rules' frames).
// Round thirty-two: one's look as the subject of a describing word, at the sentence's start or after the
// writer's own word ("인상이 험상궂어 처음에는 손님들이", "저는 얼굴이 앳되어", "My face can look stern",
// "I come across as intimidating", "Tampang saya terlihat sangar") — from fresh20's Korean miss (seen), by
// grammar: whose look it is. Another's look ("손님의 인상이", "her face looked tired") and an impression
// (인상이 깊었습니다, 인상적) are left alone.
import type { BlindRule } from './blind-lists';

const KO_LOOK_SAID =
  '(?:험상궂|무섭|무서워|무서운|날카롭|날카로워|차갑|차가워|강하|강해|강한|세서|세고|세다|세 보|순하|순해|순한|선하|선해|선한|부드럽|부드러워|어려 보|앳되|앳돼|예쁘|예뻐|잘생|못생|딱딱해|딱딱하|사납|사나워|무뚝뚝|엄해|엄하|귀엽|귀여워|까맣|까매|하얗|하얘|어려서|늙어 보|나이 들어 보|인자해|인자하|온화해|푸근해|서글서글|우락부락|거칠|험해|험하|차가운|냉정해 보|착해 보|밝아 보|어두워 보|피곤해 보|화나 보|화난 것처럼)';

const EN_FACE_WORD =
  '(?:friendly|kind|pleasant|trustworthy|honest|warm|approachable|young|youthful|pretty|handsome|open|cheerful|beautiful|attractive|good-looking|gentle|smiling|boyish|girlish|round|chubby|baby|innocent|striking|lovely|nice|fresh|familiar)';

export const FACE_LISTED: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'appearance',
      re: new RegExp(
        `(?:(?<=^|[.!?]\\s{0,3}|\\n)|(?<![가-힣])(?:저는|제|저의|제가)\\s)(?:첫\\s?)?(?:인상|얼굴|외모|생김새|이목구비|눈매|눈빛|인상과 목소리)(?:이|가|은|는)\\s(?:(?:좀|다소|꽤|조금|워낙|너무|많이|매우|상당히|원래|날카롭고|강하고)\\s)?${KO_LOOK_SAID}`,
        'g',
      ),
    },
    {
      why: 'appearance',
      re: /(?<![가-힣])(?:잘생기고|예쁘고|곱고|귀엽고|선하고|순하고|동안이고|호감 가고|훤칠하고)\s(?:[가-힣]+(?:한|은|운|쁜|긴)\s)?(?:얼굴|외모|인상)(?:이라|이라서|이어서|이지만|입니다|인 저|인 제가|을 가진 저|을 가져|이라는|이라고|덕분에|덕에)/g,
    },
  ],
  en: [
    {
      why: 'appearance',
      re: /\b(?:my (?:face|looks|features|expression)|I) (?:can |may |often |usually )?(?:looks?|seems?|is|are|appears?|come across as|came across as) (?:quite |rather |a bit |very |fairly |pretty |a little )?(?:stern|intimidating|fierce|scary|tough|grumpy|unapproachable|unfriendly|severe|cold|menacing|young for my age|older than I am)\b/gi,
    },
    {
      why: 'appearance',
      re: new RegExp(
        `\\b(?:[Aa]|[Mm]y) ${EN_FACE_WORD}(?:,? (?:and )?${EN_FACE_WORD}){1,2} face\\b(?! of\\b)`,
        'g',
      ),
    },
  ],
  id: [
    {
      why: 'appearance',
      re: /\b(?:[Ww]ajah|[Mm]uka|[Tt]ampang|[Rr]aut wajah|[Pp]enampilan) (?:saya|aku) (?:memang )?(?:terlihat|tampak|kelihatan|terkesan) (?:agak |cukup |sangat |sedikit )?(?:galak|seram|sangar|garang|judes|jutek|galak|dingin|keras|tua|muda|ramah|lembut|kalem)\b/g,
    },
    {
      why: 'appearance',
      re: /\b(?:[Ww]ajah|[Pp]aras|[Mm]uka|[Rr]aut wajah) (?:saya |aku )?(?:yang )?(?:ramah|tampan|cantik|manis|ganteng|imut|awet muda|bersih|teduh|menarik|rupawan),? (?:dan |serta )?(?:ramah|tampan|cantik|manis|ganteng|imut|awet muda|bersih|teduh|menarik|rupawan)\b/g,
    },
  ],
};

/**
 * Round thirty-two: a Korean look said at the sentence's start with no owner ("인상이 험상궂어 처음에는
 * 손님들이 저를 …") or after the writer's own word is the writer's, whoever the rest of the sentence names.
 */
export function koOwnLookAtStart(text: string, a: number, b: number, why: string, lang: string): boolean {
  if (lang !== 'ko' || why !== 'appearance') return false;
  if (
    !/^(?:(?:저는|제|저의|제가)\s)?(?:첫\s?)?(?:인상|얼굴|외모|생김새|이목구비|눈매|눈빛)(?:이|가|은|는)\s/.test(
      text.slice(a, b),
    )
  )
    return false;
  return /(?:^|[.!?]\s{0,3}|\n)$/.test(text.slice(Math.max(0, a - 4), a));
}
