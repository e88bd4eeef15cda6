// Words about other people or about a workplace, not the applicant (round twenty, ADR 0039), by family from
// made-up near misses, not from a planted set: a trait word naming a customer segment (MZ세대 고객,
// 신혼부부 고객에게, "users were women in engineering"), a trait owned by others (어르신들의 나이, 고객의
// 자녀, 부모님을 위한 상품), a role one plays (아버지 역할), and a school where one worked, not studied
// ("taught at Lincoln High School", "mengajar di SMA Negeri 1", "magang di Universitas Indonesia").
import type { CheckLang } from './types';

const KO_SEGMENT_AFTER =
  /^(?:부부)?(?:\s?(?:여성|남성|남녀|직장인|주부|부모|학부모|미혼|기혼|싱글))?\s?(?:고객|소비자|이용자|사용자|구매자|회원|타깃|타겟|층|세대를 (?:겨냥|위한|대상)|를 (?:겨냥|위한|대상으로)|을 (?:겨냥|위한|대상으로)|을 위한|역할|[가-힣]{1,4}(?:을|를) 위한)/;
const KO_OWNER_BEFORE =
  /(?<![가-힣])(?:고객|손님|환자|어르신|아이|학생|이용자|소비자|회원|주민|시민|보호자|어르신들|아이들|학생들|고객들|환자들|손님들|주민들)(?:분)?(?:들)?의\s?(?:[가-힣]{1,4}(?:와|과|,)\s?)?$/;
const EN_SEGMENT_BEFORE =
  /\b(?:users|customers|clients|audience|members|readers|buyers|patients|market|for|supporting|support|mentored|mentoring|recruiting|recruited|hiring|serving|served|reach|reaching|targeting|target) (?:were |are |was |is )?(?:mostly |mainly |largely )?$/i;
const EN_WORK_BEFORE =
  /\b(?:(?:taught|teach|teaching|lectured|tutored)(?: [a-z]+){1,2} (?:at|for) |(?:taught|teach|teaching|teaches|worked|working|work|employed|lectured|lecturing|interned|tutored|coached|volunteered|consulted|researcher|staff|faculty|job) (?:at|for|by|with) )(?:the )?$/i;
const ID_OTHERS_AGE_BEFORE =
  /\b(?:pelanggan|klien|nasabah|pasien|peserta|siswa|murid|pengguna|target|konsumen|penonton|pembaca)(?: kami| kita| saya)?\s+(?:yang\s+)?$/i;
const ID_WORK_BEFORE =
  /\b(?:mengelola proyek|menangani proyek|proyek|sebagai kontraktor|mengajar|bekerja|magang|mengabdi|berkarya|bertugas|praktik|PKL|melatih)(?: sebagai [a-z ]+)? (?:di|pada|untuk) $/i;

/** Whether the blind finding text.slice(a, b) of kind `why` is about others or a workplace. */
export function othersOrWorkplace(text: string, a: number, b: number, why: string, lang: CheckLang): boolean {
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const before = text.slice(start, a);
  const after = text.slice(b, b + 24);
  if (lang === 'ko') {
    if (why === 'school')
      return /^\s?(?:병원|의료원|재단|산학협력단|출판부|기술지주|연구소|평생교육원|어학당|어학원|부설|부속|사무국)/.test(
        after,
      );
    if (why === 'family' && /^\s?(?:사원|직원|팀원|인턴|멤버|선수)/.test(after)) return true;
    return KO_SEGMENT_AFTER.test(after) || KO_OWNER_BEFORE.test(before) || /^(?:을|를) 위한/.test(after);
  }
  if (why === 'school') return (lang === 'en' ? EN_WORK_BEFORE : ID_WORK_BEFORE).test(before);
  if (lang === 'en' && why === 'gender')
    return (
      /^(?:women|men|girls|boys|females|males|ladies)\b/i.test(text.slice(a, b)) &&
      EN_SEGMENT_BEFORE.test(before)
    );
  if (lang === 'en' && why === 'wealth' && /\b(?:the|our|their|client's|clients')\s+$/i.test(before))
    return true;
  if (lang === 'id' && why === 'age') return ID_OTHERS_AGE_BEFORE.test(before);
  return false;
}
