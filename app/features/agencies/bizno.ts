/**
 * Korean business registration numbers (사업자등록번호): 10 digits whose last is a check digit over
 * the first nine with weights 1 3 7 1 3 7 1 3 5, plus the tens of the ninth digit × 5.
 */
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

/** Digits only: what the business-number inputs keep of what is typed or pasted (dashes, spaces). */
export function bizNoDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 10);
}

export function isValidBizNo(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += d[i] * WEIGHTS[i];
  sum += Math.floor((d[8] * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** 123-45-67890, as printed on a business registration certificate. */
export function formatBizNo(value: string): string {
  return /^\d{10}$/.test(value) ? `${value.slice(0, 3)}-${value.slice(3, 5)}-${value.slice(5)}` : value;
}
