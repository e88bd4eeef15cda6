// Round twenty-six (issue 36, ADR 0039): another person's trait by its place in the clause, from the seventh
// (grid) set's clean sentences. Korean: the trait ends a clause that names another person or a thing after it
// (체중이 90kg인 환자, 가업을 잇는 소상공인들, 출생지 항목, 교회 성가대의 음향 장비, 연세대학교 세브란스병원),
// or a person word takes the plural 들 (병장들). English: a trait before other people (divorced clients,
// University of Michigan students) or after a verb of service with no word of the writer's between (helped,
// served, for players over 190 cm; ranchers who grew up in). Indonesian: the same (untuk anak tunggal,
// membantu janda, cuti melahirkan 150 karyawan, bertubuh tinggi kami latih).
import { koOwnByCopula } from './blind-own-copula-ko';
import { koOwnRoleAs } from './blind-own-role-ko';
import type { CheckLang } from './types';

export const KO_PEOPLE =
  '고객|환자|손님|학생|직원|선배|후배|동료|임차인|임대인|소상공인|농부|어르신|주민|아동|회원|모델|병장|장병|연구원|근로자|부부|지원자|참가자|보호자|이용자|이용객|노인|사원들|교사|선생님|강사|관광객|방문객|시민|입주민|수강생|원생|원아|청소년|아이들|학부모|사람들|어린이|신자들|유족|의뢰인|소비자|조합원|임직원|구성원|가입자|수험생|응시자';
const KO_THING =
  '비결|광고|항목|장비|상담|제도|캠페인|서비스|메뉴|행사|교육|설명회|박람회|[가-힣]{0,6}병원|재단|본사|지점|캠퍼스|앞 (?:매장|지점|점포)|시스템|앱|센터';
/** A bare noun between (유산 상속 상담, 이상), not a verb's, a topic's or a particle's end. */
const KO_MID = '[가-힣\\d]{0,4}[^\\s.,!?해서고며여어아게에를을이가라면도다요니께은는로]';
const KO_NOUN = `(?:${KO_PEOPLE}|${KO_THING})(?:들|분|님)?(?=[\\s을를이가의에과와께은는도만,.]|$)`;
/** A verb or a copula ending a clause before the noun (90kg인, 잇는, 앞둔, 자란). */
const KO_VADN = '[가-힣A-Za-z\\d]{1,7}(?:인|는|은|한|된|난|란|둔|던|운|른|긴|진|간|온|쓴)';
const KO_AFTER = new RegExp(
  [
    '^(?:들|님들|분들)',
    `^\\s(?:${KO_MID}\\s)?${KO_NOUN}`,
    `^의\\s(?:${KO_MID}\\s){0,2}${KO_NOUN}`,
    `^(?:인|한|된|난|던|둔|진)\\s(?:${KO_MID}\\s)?${KO_NOUN}`,
    `^(?:을|를|이|가|에서|에|으로|로|와|과)\\s(?:${KO_MID}\\s)?${KO_VADN}\\s${KO_NOUN}`,
  ].join('|'),
);
export const KO_OWN = /(?<![가-힣])(?:저|제|저희|우리|나|내)(?:는|가|의|도|를)?(?![가-힣])/;

const EN_PEOPLE =
  'students|customers|clients|patients|players|members|staff|employees|users|parents|families|couples|women|men|people|kids|children|candidates|applicants|residents|visitors|guests|shoppers|workers|volunteers|retirees|veterans|consumers|audiences?|travell?ers|tenants|alumni|recruits|learners|pupils';
const EN_AFTER = new RegExp(
  `^\\s(?:(?!(?:that|who|which|and|or|the|to|my|our|with|from|in|at)\\b)[A-Za-z-]+\\s)?(?:${EN_PEOPLE})\\b`,
);
const EN_BEFORE =
  /\b(?:for|helped|served|supported|recruited|trained|taught|interviewed|counseled|counselled|coached|assisted|hired|advised|mentored)\s(?:[\w-]+\s){0,2}$/;
const EN_OWN = /\b(?:I|me|my|mine|myself|I'm|I've)\b/;

const ID_BEFORE =
  /\b(?:untuk|bagi|kepada|membantu|melayani|mendampingi|melatih|merekrut|mendata|memeriksa|memproses|mengatur|mengurus|menyasar|memberi|memberikan|membina)\s(?:[\w-]+\s){0,3}$/i;
const ID_AFTER =
  /^\s(?:\d+\s|(?!(?:oleh|dari|dengan|kepada|dan|atau)\b)[\w-]+\s)?(?:karyawan|pelanggan|pasien|siswa|murid|mahasiswa|anggota|peserta|klien|warga|pekerja|nasabah|member)\b|^\s(?:kami|kita) (?:latih|layani|bantu|rekrut|dampingi)\b/;
const ID_OWN = /\b(?:saya|aku|kami)\b|\w+ku\b/i;

/** The trait at [a, b) is another person's (or a thing's) by the clause around it. */
export function gridOthers(text: string, a: number, b: number, lang: CheckLang): boolean {
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const stop = text.slice(b).search(/[.!?\n]/);
  const after = text.slice(b, stop < 0 ? text.length : b + stop);
  const before = text.slice(start, a);
  // The trait said with the writer's own word (my younger sister, 제 딸, anak saya) is the writer's.
  if (/(?:제|저의|저희|내|우리)\s?$|\bmy\s$/i.test(before)) return false;
  // Round thirty-one: so is one that ends in the writer as the subject (유년기를 보낸 저는 손님들과).
  if (/^(?:제|저의|저희|내)\s|(?:saya|aku)$|(?<![가-힣])(?:저|제|나|내)(?:는|가|도)$/i.test(text.slice(a, b)))
    return false;
  if (lang === 'ko') {
    // A trait that ends in a verb (교대를 나와) is followed by its own clause's object, not its owner.
    if (/[와고서며여아어해니요게]$/.test(text.slice(a, b)) && /^\s/.test(after)) return false;
    const m = KO_AFTER.exec(after);
    return !!m && !KO_OWN.test(m[0]);
  }
  if (lang === 'en') {
    if (/^my\b/i.test(text.slice(a, b))) return false;
    if (EN_AFTER.test(after) && !/^\s(?:and|or)\b/.test(after)) return true;
    if (/^our\b/i.test(text.slice(a, b))) return false;
    const m = EN_BEFORE.exec(before);
    return !!m && !EN_OWN.test(m[0]) && !/^\s*(?:I|my|me)\b/.test(after);
  }
  if (ID_AFTER.test(after)) return true;
  // Round thirty-five: "melayani sebagai …" says the subject's own role, not a person served.
  if (/\bsebagai\s(?:[\w-]+\s){0,2}$/i.test(before)) return false;
  const m = ID_BEFORE.exec(before);
  return !!m && !ID_OWN.test(m[0].slice(m[0].indexOf(' '))) && !/^\s?(?:saya|aku|kami)\b|^ku\b/.test(after);
}

/**
 * "As a …, I" (Sebagai …, saya; …으로서 저는): the trait inside the phrase that names the writer, which the
 * older "other people" frames would read as another's (orang yang lahir di Aceh, anak muda berumur 22 tahun).
 */
export function asSelf(text: string, a: number, b: number, why: string, lang: CheckLang): boolean {
  if (why === 'family' || why === 'school') return false;
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const before = text.slice(start, a);
  const after = text.slice(b, b + 60);
  if (/\b(?:his|her|their|its)\b|(?:nya)\b/i.test(text.slice(a, b))) return false;
  if (lang === 'id') return /^\s*Sebagai\b[^,.;]*$/.test(before) && /^[^,.;]*,\s?(?:saya|aku)\b/.test(after);
  if (lang === 'en') return /^\s*As\b[^,.;]*$/.test(before) && /^[^,.;]*,\s?I\b/.test(after);
  // Round thirty: a Korean role said with -(으)로서 (남성 실장으로서) is the writer's (blind-own-role-ko.ts).
  // Round thirty-four: 20대인 저는, 저와 같은 20대 청년들 (blind-own-copula-ko.ts).
  return koOwnRoleAs(text, a, b) || koOwnByCopula(text, a, b, lang);
}
