// Round twenty-three (ADR 0039): units of measure written with a figure (140/90 mmHg, 7 mmol/L, 220 mg/dL,
// 2.100 kkal, 10 mcg, 135 mEq/L, 1.500 rpm): symbols, not words, in any language. A closed list, taken only
// next to a figure or a slash, so the same letters alone in a sentence are still asked.
import type { Token } from './text';

const UNITS = new Set(
  (
    'mmHg mmhg cmH2O mmol umol µmol nmol pmol mol mEq meq mOsm IU iu mIU mU mcg µg ug ng pg mg gr kg ' +
    'ml mL dl dL cl cL ul µl uL µL cc kkal kcal kal cal kJ bpm rpm psi ppm ppb kWh Wh kW MW mW mAh Ah ' +
    'Hz kHz MHz GHz dB mm cm km nm µm um kPa hPa Pa mbar lux lm mSv Sv mGy Gy Bq mCi tpm gtt ons'
  ).split(' '),
);

/** Whether token `i` of `text` is a unit symbol after a figure, or with a slash next to it. */
export function unitOfMeasure(text: string, toks: Token[], i: number): boolean {
  const t = toks[i];
  if (!UNITS.has(t.word)) return false;
  if (text[t.start - 1] === '/' || text[t.end] === '/') return true;
  const prev = toks[i - 1];
  return !!prev && /\d$/.test(prev.word) && /^\s?$/.test(text.slice(prev.end, t.start));
}
