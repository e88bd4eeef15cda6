// Blind-hiring mentions said indirectly, by family (round sixteen, ADR 0039), from the round-fourteen and
// round-fifteen sets' misses (read after their blind runs): a year of entry that dates a cohort (2010학번,
// angkatan 2011, class of 2009), a job noun that carries the applicant's gender (여직원, 남사원, karyawati,
// mahasiswi), a university named by what one did there (kuliah di …, lulusan …), one's build said without
// a verb of having (badan tegap), one's weight ("I weigh", "weighing … stone"), and a graduation or birth
// dated "the same year as" an event in Indonesian as round fifteen did in English.
import type { BlindRule } from './blind-lists';

export const INDIRECT: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    // A year of entry (학번) dates the applicant as a birth year does.
    { why: 'age', re: /(?<![\d,])(?:19|20)?\d{2}\s?학번/g },
    // Round seventeen: one's gender as a first or an only (여성으로는 처음, 남자로서는 유일하게).
    {
      why: 'gender',
      re: /(?<![가-힣])(?:여성|여자|남성|남자)(?:으로는|로는|으로서는|로서는|으론|론) (?:처음|최초|유일|혼자|홀로)/g,
    },
    // Round nineteen: the only one of a gender in a team, said the other way (유일한 여성 팀원으로).
    {
      why: 'gender',
      re: /(?<![가-힣])유일한 (?:여성|여자|남성|남자|여직원|남직원)(?: ?(?:직원|팀원|사원|엔지니어|기사|대원|요원|관제사|감독))?(?:으로|로|인 저|이었|이라|입니다)/g,
    },
    // A job or school noun that carries the gender: 여직원, 남사원, 여교사, 홍일점.
    {
      why: 'gender',
      re: /(?<![가-힣])(?:남|여)(?:직원|사원|자 직원|성 직원|교사|기사|경|군|의사|간호사|엔지니어|팀원|학생)(?=[을를이가은는도의으로만과와,.\s]|$)|(?<![가-힣])(?:홍일점|청일점)/g,
    },
  ],
  en: [
    // Round seventeen: born and bred, with or without the place (a Scouser born and bred).
    { why: 'hometown', re: /\b(?:[A-Z][a-z]+ )?born and bred\b/g },
    // A cohort year: "class of 2009".
    { why: 'age', re: /\b[Cc]lass of (?:19|20)\d{2}\b/g },
    // One's weight: "I weigh 60 kg", "weighing just eight stone" (stone is a person's weight in Britain).
    // Round twenty-eight: a unit written straight after a number word needs its space, so that a superlative
    // ending in -st ("I am proudest", "I am happiest", "I'm closest") is no weight; digits may touch (60kg).
    {
      why: 'appearance',
      re: /\bI (?:weigh|weighed|'m|am) (?:just |only |about |around |under |over )?(?:\d+ ?|[a-z]+(?:-[a-z]+)? )(?:stone|st|pounds|lbs?|kilos|kilograms|kg)\b|\b[Ww]eighing (?:just |only |about |around |under |over )?(?:\d+|[a-z]+(?:-[a-z]+)?) (?:stone|st)\b/g,
    },
  ],
  id: [
    // A cohort year (angkatan 2011) dates the applicant.
    { why: 'age', re: /\bangkatan (?:19|20)\d{2}\b/gi },
    // Feminine job and school nouns (karyawati, wartawati, mahasiswi, siswi) carry the gender.
    {
      why: 'gender',
      re: /\b(?:karyawati|wartawati|olahragawati|peragawati|mahasiswi|siswi|biarawati|seniwati)\b/gi,
    },
    // Round nineteen: the only woman or man in a team (satu-satunya perempuan di tim, kaum adam).
    {
      why: 'gender',
      re: /\b(?:saya|aku|sebagai) (?:adalah |menjadi )?satu-satunya (?:perempuan|wanita|pria|laki-laki|cewek|cowok|karyawati)\b|\bkaum adam\b/gi,
    },
    // A university named by what one did there: "kuliah di Unand", "lulusan Unsoed", "alumni Trisakti".
    {
      why: 'school',
      re: /\b(?:kuliah|berkuliah|lulus|lulusan|tamatan|keluaran|didikan|alumni|alumnus|alumna|almamater(?: saya)?)(?: (?:S1|S2|S3|D3|D4))? (?:(?:di|dari) )?(?!(?:SMA|SMK|SMP|SD|SMU|STM|SLTA|SLTP|MA|MTs|PT|CV|Badan|Dinas|Kementerian|Bank|Rumah|Kantor|Indonesia|Jakarta|Belanda|Jepang|Jerman|Australia|Amerika|Inggris|Malaysia|Singapura|Eropa|Asia)\b)(?:[A-Z][A-Za-z]+|[A-Z]{2,5})\b/g,
    },
    // One's build said without a verb of having: "dengan badan tegap", "tubuh saya kekar".
    {
      why: 'appearance',
      re: /\b(?:badan|tubuh|postur)(?: saya| yang)? (?:tegap|atletis|kekar|gemuk|kurus|mungil|langsing|jangkung|berisi|ideal|pendek|tinggi besar)\b/gi,
    },
    // A graduation, a birth or an entry dated "the same year as" an event.
    {
      why: 'age',
      re: /\b(?:lulus|lahir|dilahirkan|masuk kuliah|menikah)\b[^.!?]{0,40}?\btahun yang sama dengan\b/gi,
    },
  ],
};
