// A posting title as the role a letter names: "[청운헬스케어] 설계 엔지니어 계약직 채용 (정규직 전환 가능)" →
// "설계 엔지니어"; "Data Analyst (Contract, 12 months) - Hiring" → "Data Analyst".
const NOISE = [
  // Korean hiring words and employment types
  /(?:신입\s?[/·,]\s?경력|경력\s?[/·,]\s?신입)/g,
  /(?:정규직|계약직|비정규직|파견직|전환형|채용연계형|인턴십?|아르바이트|알바)(?:\s?전환\s?가능)?/g,
  /(?:신입|경력직?|경력무관|경력\s?\d+년\s?이상)(?=\s|$)/g,
  /(?:대규모|긴급|상시|수시|공개|신규|정기)?\s?(?:채용공고|채용|모집|구인|공채|급구)(?:\s?공고)?/g,
  /(?:경력\s?)?\d+\s?(?:[~-]\s?\d+\s?)?년\s?(?:이상|이하|차|미만)?(?:\s?경력)?/g,
  /\d+\s?명/g,
  /신입\s?사원|사원\s?모집/g,
  // "영업 부문" is the field 영업; a trailing 직무/포지션/분야 is what the letter adds itself.
  /\s?부문(?=\s|$)/g,
  /(?:\d{2,4}\s?년?\s?)?(?:상반기|하반기|상시)/g,
  /\b(?:19|20)\d{2}\b/g,
  // English and Indonesian
  /\b(?:full[- ]?time|part[- ]?time|contract(?:or)?|temporary|permanent|internship|remote|hybrid|on[- ]?site|hiring|now hiring|urgent(?:ly)?|job opening|vacancy|lowongan(?: kerja)?|dibutuhkan|segera|kontrak|tetap)\b/gi,
  // Who may apply and how much experience: "Fresh Graduates Welcome", "untuk Fresh Graduate",
  // "Berpengalaman", "2+ years experience", "immediate start".
  /\b(?:untuk\s+|for\s+)?fresh\s?grad(?:uate)?s?(?:\s+(?:are\s+)?welcome)?\b/gi,
  /\b(?:entry[- ]level|experienced|berpengalaman|pengalaman|immediate(?:ly)?(?: start)?|asap)\b/gi,
  /\b(?:min(?:imum|imal)?\.?\s*)?\d+\s?\+?\s?(?:years?|yrs?|tahun)(?:\s+(?:of\s+)?experience)?\b/gi,
  // Programmes that are a way in, not a role: "Program Magang X", "Management Trainee Program: X".
  /\b(?:program\s+)?magang\b|\bmanagement trainee program\b\s*:?|\btrainee program\b\s*:?|\binternship program\b\s*:?/gi,
];

/** Words a role name never ends with: the letter adds "role", "직무" itself. */
const SUFFIX = /\s+(?:role|position|job|posisi|jabatan|직무|포지션|분야|자리)$/i;

export function roleName(title: string | null | undefined, companyName = ''): string | null {
  if (!title) return null;
  let t = title.normalize('NFC');
  // Bracketed parts: [회사], 【…】, (…), <…>
  t = t.replace(/\[[^\]]*\]|【[^】]*】|〔[^〕]*〕|<[^>]*>|「[^」]*」|\([^)]*\)|（[^）]*）/g, ' ');
  const bare = companyName.replace(/\(주\)|㈜|주식회사|\b(?:PT|Inc|Corp|Co|Ltd|LLC)\b\.?,?/g, '').trim();
  if (bare.length >= 2) t = t.split(bare).join(' ');
  for (const re of NOISE) t = t.replace(re, ' ');
  t =
    t
      .split(/\s[-–—|/·]\s|\s?[|｜]\s?/)
      .map((part) => part.trim())
      .filter((part) => /[\p{L}]/u.test(part))[0] ?? '';
  t = t
    .replace(/[,·/\-–—:]+\s*$/g, '')
    .replace(/^\s*[,·/\-–—:]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  while (SUFFIX.test(t)) t = t.replace(SUFFIX, '').trim();
  t = t.replace(/[,·/\-–—:]+$/g, '').trim();
  return t || null;
}
