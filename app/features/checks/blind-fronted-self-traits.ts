// Round thirty-one (issue 36, ADR 0039): a trait of the writer's said in a phrase fronted before the
// writer as the subject — an age near an end of working life or a height ("Di usia menjelang pensiun,
// saya …", "Dengan tinggi hampir dua meter, saya …"), a child being raised or a baby expected ("Raising
// a seven-year-old on my own, I …", "With a baby due in March, I …") — from fresh20's misses, by kind.
// Only the fronted phrase before ", I" / ", saya" is the writer's: "Raising funds for the ward, I …", "Di
// usia 20-an, pelanggan kami …" and "With a new crane due in March, we …" are left alone.
import type { BlindRule } from './blind-lists';

const EN_CHILD =
  '(?:(?:a|an|one|two|three|four|my|our) )?(?:(?:young|little|small|teenage|newborn|baby|twin|\\d+|[a-z]+)[- ](?:year|month)[- ]olds?|(?:young |little |small |teenage |twin )?(?:kids?|children|child|sons?|daughters?|twins|toddlers?|teenagers?|boys|girls|baby|babies|family))';

export const FRONTED_SELF_TRAITS: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [],
  en: [
    {
      why: 'marital',
      re: new RegExp(
        `(?<![\\w-])(?:Raising|Bringing up|Parenting|Caring for) ${EN_CHILD}(?: [a-z]+){0,4}(?=, I\\b)`,
        'g',
      ),
    },
    {
      why: 'marital',
      re: /(?<![\w-])With (?:a|my|our) (?:first |second |third |fourth )?(?:baby|child|little one|twins) (?:due|on the way|expected|arriving)(?: [a-zA-Z0-9]+){0,3}(?=, I\b)/g,
    },
  ],
  id: [
    {
      why: 'age',
      re: /(?<![\w-])(?:[Dd]i|[Pp]ada|[Dd]engan) usia (?:saya )?(?:yang )?(?:sudah |hampir |menjelang |mendekati |jelang |memasuki |lewat |lebih dari |di atas )?(?:pensiun|masa pensiun|senja|lanjut|kepala (?:empat|lima|enam)|setengah abad|\d{2}(?:-an)?(?: tahun)?|[a-z]+ puluh(?: [a-z]+)?(?: tahun)?)(?=,? (?:saya|aku)\b)/g,
    },
    {
      why: 'appearance',
      re: /(?<![\w-])[Dd]engan (?:tinggi|berat|bobot|postur|tubuh|badan)(?: badan| tubuh)?(?: saya)? (?:yang )?(?:hampir |sekitar |lebih dari |kurang dari |di atas |cuma |hanya )?(?:\d+(?:[.,]\d+)?|[a-z]+(?: [a-z]+)?) ?(?:meter|m|cm|sentimeter|kg|kilo|kilogram)(?=,? (?:saya|aku)\b)/g,
    },
  ],
};
