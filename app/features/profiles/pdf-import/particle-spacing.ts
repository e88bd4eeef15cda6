// Two spaces a browser's Korean page leaves in running text that the writer never typed:
// - inline code before its particle ("대여 화면을 `Jetpack Compose`로 옮기며", a Notion page's code chip):
//   the chip's padding reads back as a word gap, "Jetpack Compose 로 옮기며". A Korean particle never
//   stands as a word of its own, so after a Latin word, a number or a closing bracket it is written on;
// - a number at a line's end over its unit ("… 시간을 4" over "시간 10분에서 …"): Chromium breaks a Korean
//   line between any two syllables, a number and its counter too, and Korean writes a number and its unit
//   together ("4시간", "0.9초로"), so the unit (with a particle after it) is written onto the number.
// A word after the number that only starts like a unit ("개발", "위해", "일부") is left apart, and so is
// a particle-like syllable after Hangul (a word of its own there, or already written on).

const PARTICLE = '(?:으로|로|을|를|은|는|이|가|의|에서|에게|에|와|과|까지|부터|처럼|보다)';
const LONE_PARTICLE = new RegExp(`(?<=[A-Za-z0-9)\\]]) ${PARTICLE}(?=[\\s,.]|$)`, 'gu');

/** "Jetpack Compose 로 옮기며" → "Jetpack Compose로 옮기며". */
export const glueParticles = (line: string) => line.replace(LONE_PARTICLE, (m) => m.slice(1));

const UNIT =
  '(?:시간|개월|분기|퍼센트|초|분|건|명|개|배|년|일|원|만|천|억|회|위|점|차|종|곳|대|층|주|달|세|살|번|장|권|편|kg|km)';
const UNIT_START = new RegExp(
  `^${UNIT}(?:${PARTICLE}|만에|째|씩|간|당|이상|이하|미만)?(?=[\\s,.)~·]|$)`,
  'u',
);

/** A line ending with a number over one that opens with its unit: the two are one word. */
export const unitAfterNumber = (above: string, below: string) => /\d$/.test(above) && UNIT_START.test(below);
