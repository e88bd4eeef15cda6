// Schools named by their short forms and by what one read there (round nineteen, ADR 0039), by family from
// the round-eighteen set's misses (fresh14, read after its one blind run): a Korean special high school's
// short name glued to its place (서울과학고, 대원외고, 한국국제고, 선화예고 — the kept list has 과학고 and
// 외고 only standing alone), and the British "read [a subject] at [a university or college]" (read PPE at
// Balliol, read law at Durham). An announcement (채용공고) or an appeal (상고) is no school; "read the
// report at Heathrow" reads no subject.
import type { BlindRule } from './blind-lists';

const EN_SUBJECT =
  '(?:[A-Z][A-Za-z]*(?: (?:and|&) [A-Z][a-z]+)?|law|history|medicine|economics|english|chemistry|physics|classics|engineering|maths|mathematics|music|philosophy|politics|geography|languages|theology|biology|architecture|modern languages|natural sciences)';

export const SCHOOL_FORMS: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    // Round thirty-six: a vocational high school's short name before its department and a leaving verb
    // (OO공고 전기과를 나와, OO상고 회계과를 졸업).
    {
      why: 'school',
      re: /(?<![가-힣])[가-힣]{1,4}(?:공고|상고|농고|공업고|상업고|정보고|여상|전자고)\s?[가-힣]{1,6}과(?:를|을)?\s?(?:나와|나왔|나온|졸업)/g,
    },
    {
      why: 'school',
      re: /(?<![가-힣])[가-힣]{1,5}(?:과학고|외고|국제고|예고|예술고|자사고|외국어고|영재고|마이스터고|과학영재학교)(?=[을를이가은는의에도와과,.\s]|에서|출신|졸업|$)/g,
    },
  ],
  en: [
    {
      why: 'school',
      re: new RegExp(
        `\\b(?:I |[Hh]aving |[Ww]hen I |[Aa]fter I )?read ${EN_SUBJECT} at (?!(?:a|the|my|our|work|home|night|length)\\b)[A-Z][A-Za-z'’]+`,
        'g',
      ),
    },
  ],
  // Round thirty-six: finishing a school said with "tamat" and its kind and name (tamat STM Negeri 2 Medan).
  id: [
    {
      why: 'school',
      re: /\b(?:[Ss]aya )?tamat(?:an)? (?:dari )?(?:SD|SMP|SMA|SMK|STM|SMEA|SPG|MTs|MA|MAN|SLTA|SLTP)(?: [A-Z0-9][\w-]*){1,4}/g,
    },
  ],
};
