// A category word as a topic, a product or another's trait, not the applicant's (round twenty-one, ADR
// 0039), by family from the first made-up first-person set's near misses (blind-first-person-set.ts): a
// Korean word inside a compound name of a scheme or a business (고향사랑기부제, 결혼정보회사, 결혼식장),
// looks as a topic (외모 관련, 외모 지상주의), an age after a segment as its subject (고객층은 30대),
// a pregnant client's weight, a school as a client one supplied (…대학교에 장비를 납품); English "married"
// before other people (married couples); Indonesian a body measure not of oneself (a log, an average, a
// child's: pencatat berat badan, tinggi badan rata-rata peserta) and others who marry (pasangan yang akan
// menikah), and a school one taught at with the subject between (mengajar bahasa Inggris di SMA …).
import type { CheckLang } from './types';

const KO_COMPOUND_AFTER: Record<string, RegExp> = {
  hometown: /^(?:사랑|세|기부|납부)/,
  marital: /^(?:정보|식장|박람회|업계|산업|시장|컨설팅|대행|중개)/,
  appearance: /^\s?(?:관련|지상주의|평가|차별|비하|품평)/,
};

/** Whether the finding text.slice(a, b) of kind `why` is a topic, a product or another's, not the member's. */
export function othersTopic(text: string, a: number, b: number, why: string, lang: CheckLang): boolean {
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const before = text.slice(start, a);
  const after = text.slice(b, b + 30);
  const found = text.slice(a, b);
  if (lang === 'ko') {
    if (KO_COMPOUND_AFTER[why]?.test(after)) return true;
    if (why === 'age' && /(?:고객층|고객|타깃|타겟|대상|주 고객|이용자|사용자|구매자|소비자)(?:은|는|이|가)\s?$/.test(before))
      return true;
    if (why === 'appearance' && /^(?:체중|몸무게)$/.test(found))
      return /(?<![가-힣])(?:임산부|산모|임신부|아동|어린이|회원)(?:들)?의\s?$/.test(before);
    if (why === 'school')
      return /^(?:에|에게|으로|로)\s(?:[가-힣\d]+\s){0,2}?(?:납품|공급|판매|설치|제안|견적)/.test(after);
    return false;
  }
  if (lang === 'en')
    return (
      why === 'marital' &&
      /^married$/i.test(found) &&
      /^\s(?:couples|people|employees|staff|members|clients|customers|parents|women|men)\b/i.test(after)
    );
  if (why === 'appearance' && /^(?:berat|tinggi) badan$/i.test(found))
    return (
      !/^\s(?:saya|aku)\b/i.test(after) &&
      (/\b(?:aplikasi|pencatat|pengukur|penimbang|pengukuran|penimbangan|mencatat|menghitung|mengukur|menimbang|alat|data|tentang)\s+$/i.test(before) ||
        /^\s(?:rata-rata|ideal|balita|bayi|anak|pasien|peserta|siswa|pelanggan)\b/i.test(after))
    );
  if (why === 'marital' && /^menikah$/i.test(found))
    return /\b(?:pasangan|calon pengantin|klien|pelanggan|karyawan)(?: [a-z]+){0,2} (?:yang )?(?:akan |sudah |baru |ingin )?$/i.test(
      before,
    );
  if (why === 'school')
    return /\b(?:mengajar|melatih|bekerja|bertugas)(?: [A-Za-z]+){1,3} (?:di|pada) $/.test(before);
  return false;
}
