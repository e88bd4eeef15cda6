// Schools said by what one did there (round twenty, ADR 0039), by family from made-up sentences in the three
// languages, not from a planted set: a Korean school by any name before a verb of study (한림대를 졸업,
// 모교인 …대, 여대를 나와), the school routes no name says (검정고시, 특성화고, 지방대, "…에 있는 대학"), an
// English school after "graduated from" or a student's year ("a freshman at Georgia Tech"), the rank one
// held (valedictorian) and a kind of college, a team's name one studied under ("a proud Bruin"), and the
// Indonesian "mahasiswa Unpad", "jebolan pesantren". A company with 대 in its name (현대) reads no study verb.
import type { BlindRule } from './blind-lists';

const KO_NOT_SCHOOL =
  '(?:세|시|현|군|부|근|연|상|기|년|절|확|극|최|거|강|중|초|우|접|환|반|배|포|전|후|의|해|천|만|백|십)';
const EN_MASCOTS =
  '(?:Bruin|Trojan|Wolverine|Buckeye|Longhorn|Aggie|Gator|Hokie|Badger|Tar Heel|Sooner|Jayhawk|Cornhusker|Nittany Lion|Blue Devil|Yellow Jacket|Hawkeye|Boilermaker|Golden Bear|Cal Bear|Gopher|Razorback|Crimson Tide|Fighting Irish|Seminole|Volunteer|Wildcat|Cavalier|Tiger)s?';

export const STUDY_PLACES: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'school',
      re: new RegExp(
        `(?<![가-힣])(?!${KO_NOT_SCHOOL}대)[가-힣]{1,6}대(?:학교)?(?:를|을|에)? ?(?:졸업|입학|재학|중퇴|편입|수석 ?졸업)|모교(?:인|였던|이자) [가-힣]{1,8}(?:대학교|대학|대|고등학교|고)|(?<![가-힣])여대(?:를|에|에서|출신|생)|검정고시|(?:특성화고|마이스터고|실업계 ?고|상업고|공업고|농업고|지방 ?(?:국립|사립)?대|지방대|전문대)(?:를|을|에|에서|출신|졸업|를 졸업|를 나와)?|[가-힣]{2,4}에 있는 (?:대학|대학교|고등학교)(?:을|를|에)? ?(?:다니|졸업|나와|진학)`,
        'g',
      ),
    },
    {
      why: 'school',
      re: /(?<![가-힣])(?:관악|안암|신촌|명륜|율전|흑석|회기|대덕) ?캠퍼스|(?<![가-힣])(?:교대|여대|공대|의대|약대|한의대|사범대|예대|체대|[가-힣]{2,5}대)(?:를|을)? ?(?:나와|나온|나왔|다니며|다녔|다니던)(?<!(?:현|군|부|세|시|근)대(?:를|을)? ?(?:나와|나온|나왔|다니며|다녔|다니던))/g,
    },
    {
      why: 'school',
      re: /(?:다닌|다니던|졸업한|나온|다녔던) (?:공고|상고|농고|여고|남고|과고|외고|예고|공업고|상업고)/g,
    },
    {
      why: 'school',
      re: /(?<![가-힣])모교(?:의|에서|를|을|인|로|에|가|\s(?:연구실|대학원|학과|도서관|교수님|은사))/g,
    },
  ],
  en: [
    {
      why: 'school',
      re: new RegExp(
        `\\bgraduated (?:with [a-z ]+ )?from (?:the )?(?!(?:a|an|my|our|the)\\b)[A-Z][A-Za-z&.'’-]+(?: [A-Z][A-Za-z&.'’-]+)*|\\b(?:(?:as|was|am|I'm|being|while) an? (?:freshman|sophomore|student|undergrad|undergraduate|postgrad|postgraduate|graduate student|exchange student)|(?:[Mm]y|during my|in my) (?:freshman|sophomore|junior|senior|final|first|second|third) year) at (?!(?:a|an|my|our|the|work|home)\\b)[A-Z][A-Za-z.'’-]+(?: [A-Z][A-Za-z.'’-]+)*|\\b(?:valedictorian|salutatorian|head girl|head boy)\\b|\\b(?:studied|enrolled|started) at (?:a |my local )?(?:community college|junior college|sixth-form college|grammar school|boarding school|state school|public school|private school)\\b|\\b(?:Russell Group|Ivy League|Ivy-League|Oxbridge)\\b|\\b(?:[Aa]|[Aa]s a|[Aa]s a proud|[Aa] proud|[Aa] fellow|[Aa] former|[Aa]n? (?:lifelong|die-hard)) ${EN_MASCOTS}\\b|\\bmy alma mater\\b`,
        'g',
      ),
    },
    {
      why: 'school',
      re: /\b(?:MBA|BA|BSc|MSc|PhD|MPhil|MA|BS|MS|JD|MD|LLB|LLM|BEng|MEng|degree|diploma|doctorate|master's|bachelor's) (?:at|from) (?!(?:a|an|my|our|the|work|home)\b)[A-Z][A-Za-z.'’-]+|\bdropped out of (?!(?:a|an|my|the)\b)[A-Z][A-Za-z.'’-]+|\b(?:went to|attended|at) an? (?:private |public |state |local |Catholic |all-girls |all-boys )?(?:boarding school|grammar school|private school|prep school|sixth-form college|community college)\b|\b[Mm]y (?:professors|lecturers|tutors|classmates) at (?!(?:a|an|the)\b)[A-Z][A-Za-z.'’-]+/g,
    },
    {
      why: 'school',
      re: /\b[Mm]y (?:old |former )?(?:high school|secondary school|grammar school|sixth form|college|university) in [A-Z][a-z]+/g,
    },
    {
      why: 'school',
      re: /\b(?:I was|I am|I'm|[Bb]eing|having been) (?:home-?schooled|privately educated|educated privately|educated at home)\b|\b(?:a|my) (?:state|public|private|boarding|grammar|high|secondary|Catholic|comprehensive) school in [A-Z][a-z]+/g,
    },
    {
      why: 'school',
      re: /\bgraduated(?: [a-z]+){1,4} from (?:the )?(?!(?:a|an|my|our|the)\b)[A-Z][A-Za-z&.'’-]+|\b(?:went to|attended) an? (?:[a-z]+ ){0,3}(?:high school|secondary school|grammar school|boarding school|private school|college|university)\b/g,
    },
  ],
  id: [
    {
      why: 'school',
      re: /\b(?:mahasiswa|mahasiswi|alumnus|alumna|lulusan|tamatan|jebolan|wisudawan|wisudawati)(?: (?:aktif|tingkat akhir|semester \w+|terbaik))? (?:(?:pondok )?pesantren|[A-Z][A-Za-z]{1,}(?: [A-Z][A-Za-z]+)*)\b|\b(?:kuliah|berkuliah|menempuh (?:pendidikan|kuliah|studi)) di (?!(?:luar|dalam|sebuah|salah)\b)[A-Z][A-Za-z]+\b|\b(?:mondok|nyantri) di\b/g,
    },
    {
      why: 'school',
      re: /\bkampus (?:biru|kuning|merah|hijau|ungu|perjuangan|rakyat|ganesha|Ganesha|Bulaksumur)\b/g,
    },
    {
      why: 'school',
      re: /\b(?:alumni|lulusan|tamatan|jebolan) (?:SMK|SMA|SMP|MAN|MTs|MA|SD|MI) (?:[A-Z][A-Za-z]+ ){0,2}[A-Z][A-Za-z]+/g,
    },
  ],
};
