// An award or certificate written "Name (Issuer, date)" whose issuer carries its own company mark in brackets:
// "우수사원상 (현대글로비스(주), 2022. 12.)", "제안활동 우수상 (한화솔루션(주), 2021. 12.)". The inner bracket closed the
// outer one too early, so the name kept "(현대글로비스(주)" and the issuer was ")". The outer brackets are matched
// as a pair: what they hold, before its last comma, is the issuer, and after it the date. A bracket that holds no
// date after a comma ("(CA)", "(주)", "(Level 2, Module 1)") is left as it is.
import { findDates } from './dates';

/** [name, issuer, date] of "Name (Issuer, date)" with brackets nested in the issuer; null otherwise. */
export function bracketedIssuerDate(piece: string): [string, string, string] | null {
  const text = piece.trim();
  if (!/[)）]$/u.test(text)) return null;
  // Walk back from the closing bracket to the opening bracket that pairs with it.
  let depth = 0;
  let open = -1;
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text[i];
    if (c === ')' || c === '）') depth++;
    else if (c === '(' || c === '（') depth--;
    if (depth === 0) {
      open = i;
      break;
    }
  }
  if (open <= 0) return null;
  const name = text.slice(0, open).trim();
  const inner = text.slice(open + 1, -1);
  if (!/[(（]/u.test(inner)) return null;
  const comma = inner.lastIndexOf(',');
  if (comma < 0 || !name) return null;
  const issuer = inner.slice(0, comma).trim();
  const date = inner.slice(comma + 1).trim();
  const dates = findDates(date);
  if (!issuer || dates.length !== 1 || date.replace(dates[0].raw, '').replace(/[\s.]/g, '') !== '')
    return null;
  return [name, issuer, date];
}
