// Round thirty (issue 36, ADR 0039): one's face described by two or more words in a row ("a friendly,
// handsome face", "my kind and open face", "wajah yang ramah dan tampan", "잘생기고 선한 얼굴") — from
// fresh19's miss (seen), by kind: the older rules read one adjective before "face" or one after "wajah".
// A face of a firm or a product ("the friendly, familiar face of the brand") is left alone, and so are
// another person's (the next rules' frames).
import type { BlindRule } from './blind-lists';

const EN_FACE_WORD =
  '(?:friendly|kind|pleasant|trustworthy|honest|warm|approachable|young|youthful|pretty|handsome|open|cheerful|beautiful|attractive|good-looking|gentle|smiling|boyish|girlish|round|chubby|baby|innocent|striking|lovely|nice|fresh|familiar)';

export const FACE_LISTED: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'appearance',
      re: /(?<![가-힣])(?:잘생기고|예쁘고|곱고|귀엽고|선하고|순하고|동안이고|호감 가고|훤칠하고)\s(?:[가-힣]+(?:한|은|운|쁜|긴)\s)?(?:얼굴|외모|인상)(?:이라|이라서|이어서|이지만|입니다|인 저|인 제가|을 가진 저|을 가져|이라는|이라고|덕분에|덕에)/g,
    },
  ],
  en: [
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
      re: /\b(?:[Ww]ajah|[Pp]aras|[Mm]uka|[Rr]aut wajah) (?:saya |aku )?(?:yang )?(?:ramah|tampan|cantik|manis|ganteng|imut|awet muda|bersih|teduh|menarik|rupawan),? (?:dan |serta )?(?:ramah|tampan|cantik|manis|ganteng|imut|awet muda|bersih|teduh|menarik|rupawan)\b/g,
    },
  ],
};
