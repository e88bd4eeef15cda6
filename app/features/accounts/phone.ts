/**
 * A phone number as a person writes it: a Korean number as 010-1234-5678 (02-123-4567 in Seoul), any
 * other with its country code ("+62 81234567890"). The account keeps the code and the digits apart.
 */
export function displayPhone(countryCode: string | null, digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (countryCode === '+82' || !countryCode) {
    const local = d.startsWith('0') ? d : `0${d}`;
    const m = /^(02)(\d{3,4})(\d{4})$/.exec(local) ?? /^(0\d{2})(\d{3,4})(\d{4})$/.exec(local);
    if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  }
  return [countryCode, d].filter(Boolean).join(' ');
}
