// Round thirty-five (issue 36, ADR 0039): traits the writer says of themselves in shapes the older rules did
// not read — from fresh22's misses (seen), by family, never its sentences:
//   - an age as a birth cohort named by an event ("밀레니엄둥이인 저", "a Millennium baby, I", "A World Cup
//     '02 kid, I");
//   - a school by its abbreviation before leaving it (○○공고를 졸업하고), by a degree or a certificate the writer
//     holds from a named school ("I hold a diploma from the Leeds College of Art", "Ijazah D3 saya dari …"), or an
//     Indonesian public school by "Negeri" after any acronym (Selepas SMKN Negeri 1 …, lulusan MAN Negeri …);
//   - a hometown by where one was born under or near a landmark (지리산 자락에서 태어나), or by a fronted
//     "Coming from / Hailing from <Place>, I";
//   - a parent said as one's role (○○을 둔 어머니로서), remarriage (I remarried), a faith by a Korean minority
//     religion's name (원불교, 천도교), an Indonesian congregation office held (saya … sebagai penatua di gereja),
//     in-laws' or parents' land one works (saya menggarap sawah mertua).
// Others' traits go through the same "others" checks as every rule (blind.ts). Tested both ways in
// round-thirty-five-blind.test.ts.
import type { BlindRule } from './blind-lists';

const EN_SCHOOL_NAME =
  "(?:the )?(?:[A-Z][\\w'’.-]*(?: (?:of|and|for|&) )?\\s?){0,5}(?:School|College|University|Academy|Institute|Polytechnic|Conservatoire)(?: (?:of|for) (?:[A-Z][\\w'’-]*(?: and | & | )?){1,4})?";
const EN_QUALIFICATION =
  '(?:degree|diploma|BA|BSc|MA|MSc|MEng|HND|HNC|certificate|doctorate|PhD|foundation degree|qualification)';

export const SELF_COHORTS: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'age',
      re: /(?<![가-힣])(?:올림픽|월드컵|밀레니엄|새천년|황금돼지|\d{2,4}년?) ?둥이(?=인 저|이라서|라서|이고|입니다|예요|이에요|로 태어)|(?<=(?:저는|제가) )(?:올림픽|월드컵|밀레니엄|새천년|황금돼지|\d{2,4}년?) ?둥이/g,
    },
    {
      why: 'school',
      re: /(?<![가-힣])[가-힣]{1,8}(?:고|여고|공고|상고|농고|중|여중)(?=(?:를|을) (?:졸업|중퇴|자퇴|수료))/g,
    },
    {
      why: 'hometown',
      re: /(?<![가-힣])[가-힣]{2,4} (?:[가-힣]{1,5} )?(?:아래|밑|기슭|자락|근처|언저리)(?:서|에서) (?:태어나|태어났|나고 자란|나고 자랐)/g,
    },
    {
      // A parent as one's role says one's gender and children, as "Sebagai ayah" does.
      why: 'gender',
      re: /(?<![가-힣])(?:[가-힣]+ ){0,2}[가-힣]+(?:을|를) 둔 (?:아버지|어머니|엄마|아빠|부모)로서(?![가-힣])/g,
    },
    {
      why: 'religion',
      re: /(?<![가-힣])(?:원불교|천도교|대종교|증산도|대순진리회)(?: ?교당| ?교회| ?교도)?/g,
    },
  ],
  en: [
    {
      why: 'age',
      re: /\b(?:(?<=\b(?:I am|I'm|I was|as) )(?:a|an)|^(?:A|An)|(?<=[.!?\n] ?)(?:A|An)) (?:(?:Euro|World Cup|Olympic|Olympics|Millennium|millennium|Jubilee|lockdown|Y2K)(?: ['’]?\d{2,4})?|['’]\d{2}) (?:baby|kid|child)\b/g,
    },
    {
      why: 'school',
      re: new RegExp(
        `\\bI (?:hold|have|got|earned|gained|took|completed|received) (?:a|an|my) (?:[\\w-]+ ){0,2}${EN_QUALIFICATION}(?: in [\\w ]{1,40}?)? from ${EN_SCHOOL_NAME}|\\b[Mm]y (?:[\\w-]+ )?${EN_QUALIFICATION}(?: in [\\w ]{1,40}?)? (?:is |was )?from ${EN_SCHOOL_NAME}`,
        'g',
      ),
    },
    { why: 'marital', re: /\bI (?:have )?(?:remarried|re-married|got remarried)\b/g },
    {
      why: 'hometown',
      re: /(?:^|(?<=[.!?\n] ?))(?:Coming|Hailing|Coming originally|Originally) from (?:the )?[A-Z][\w'’-]*(?: [A-Z][\w'’-]*){0,3}(?=, I\b)/g,
    },
  ],
  id: [
    {
      why: 'school',
      re: /\b(?:[Ii]jazah|[Gg]elar)(?: (?:S[123]|D[1-4]|sarjana|diploma|SMA|SMK|magister))? saya (?:dari|di|berasal dari) [A-Z][\w-]*(?: [A-Z][\w-]*){0,5}/g,
    },
    {
      // The writer as the kin of a third person named before ("Saya anak pertamanya", "Saya adalah anak
      // bungsunya"): the -nya owner is the parents, the child is the writer.
      why: 'family',
      re: /(?<=\b(?:[Ss]aya|[Aa]ku)(?: (?:adalah|ialah|merupakan|memang|juga))* )anak (?:pertama|kedua|ketiga|keempat|bungsu|sulung|tunggal|tertua|terakhir|satu-satunya)(?=nya\b)/g,
    },
    { why: 'school', re: /\b[A-Z]{2,6} Negeri(?: \d{1,2})?(?: [A-Z][a-z]+){1,2}/g },
    {
      why: 'religion',
      re: /\b(?:majelis jemaat|penatua|diaken|pengurus masjid|takmir masjid|pemangku pura|pandita|pelayan jemaat|pengurus vihara)(?: di (?:gereja|masjid|pura|vihara|klenteng)(?: [A-Z][\w-]*){0,3})?(?=[^.!?\n]*)(?<=\b(?:[Ss]aya|[Aa]ku)\b[^.!?\n]*)/g,
    },
    {
      why: 'wealth',
      re: /(?<=\b(?:[Ss]aya|[Aa]ku)\b[^.!?\n]{0,40})\b(?:sawah|kebun|ladang|tanah|lahan|tambak) (?:milik )?(?:mertua|orang tua|ayah|ibu|bapak|kakek|nenek)(?: saya)?(?: seluas [\d.,]+ (?:hektare|hektar|ha|are|meter persegi))?(?![\w])/g,
    },
  ],
};
