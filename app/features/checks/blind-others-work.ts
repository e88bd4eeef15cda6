// Round twenty-two (ADR 0039): a kind's word as a scheme, a product or someone else's, by family from the
// third made-up set's near misses (blind-first-person-third.ts): a Korean word at the head of a noun chain
// that ends in a scheme or a product (신혼부부 전세대출 상품, 육아휴직 제도, 여군 복지 정책, 템플스테이 예약
// 사이트); an English parent in apposition to another person ("Our client, a mother of two,") or as the
// object of one's work ("helped a single mom"); Indonesian leave or a body word as staff's or a process's
// (pengajuan cuti melahirkan karyawan), others from a school one hired (hired two Stanford grads), a school one worked with or for (bekerja sama dengan ITB, untuk
// Universitas Gadjah Mada), and a weight of goods (berat kiriman 175 kg).
import type { CheckLang } from './types';

/** A Korean scheme or product noun that ends a compound naming a topic of work. */
const KO_SCHEME =
  /^[가-힣]{0,3}(?:제도|정책|상품|대출|사이트|예약|프로그램|서비스|앱|플랫폼|캠페인|시장|산업|보고서|데이터|콘텐츠|복지|박람회|교육과정|지원금|수당|보험|브랜드|매장|패키지|홍보|마케팅|규정|제품)$/;
/** A Korean word closing a noun chain: a particle, a verb ending or punctuation. */
const KO_CLOSED = /(?:으로|로|을|를|이|가|은|는|에|에서|와|과|의|도|만|께|며|고|다|요|서|[.,!?])$/;

function koSchemeChain(after: string): boolean {
  const words = after.split(/\s+/).slice(0, 4);
  for (const [i, w] of words.entries()) {
    if (i === 0 && w === '') continue;
    const bare = w.replace(/(?:을|를|이|가|은|는|에|에서|의|와|과|도|만|으로|로)$/, '');
    if (KO_SCHEME.test(w) || KO_SCHEME.test(bare)) return true;
    if (KO_CLOSED.test(w)) return false;
  }
  return false;
}

const EN_PARENT = /^(?:mother|father|mom|mum|dad|parent|single (?:mother|father|mom|mum|dad|parent))\b/i;
/** Another person the parent stands beside ("Our client, a"), or the object of one's work ("helped a"). */
const EN_OTHER_BEFORE =
  /\b(?:(?:client|customer|patient|tenant|colleague|manager|user|candidate|student|guest|owner|boss|donor|member|caller|neighbou?r|employee|applicant|resident|teacher|nurse|driver|buyer|seller)s?,|helped|for|to|with|supported|served|coached|hired|interviewed|met|assisted|advised|counselled|counseled|housed|trained)\s+(?:a|an)\s+$/i;
const EN_OWN_BEFORE = /\b(?:I'm|I am|I was|I've been|[Aa]s|being|becoming|became|now|also)\s+(?:a|an)\s+$/;

/** Whether the finding text.slice(a, b) of kind `why` is a scheme, a product or another's, not the member's. */
export function othersWork(text: string, a: number, b: number, why: string, lang: CheckLang): boolean {
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const before = text.slice(start, a);
  const after = text.slice(b, b + 40);
  const found = text.slice(a, b);
  if (lang === 'ko') return why !== 'school' && koSchemeChain(after);
  if (lang === 'en' && why === 'school')
    return (
      /\b(?:hired|recruited|interviewed|mentored|trained|managed|supervised|onboarded)(?: [a-z]+){0,2} $/i.test(
        before,
      ) && /^\s(?:grads|graduates|alumni|students|interns|hires)\b/i.test(after)
    );
  if (lang === 'en')
    return (
      (why === 'marital' || why === 'family') &&
      EN_PARENT.test(found) &&
      !EN_OWN_BEFORE.test(before) &&
      EN_OTHER_BEFORE.test(before)
    );
  if (why === 'school')
    return /\b(?:(?:bekerja ?sama|berkolaborasi|bermitra|kerja sama) dengan|(?:me|di)[a-z]+(?: [a-z]+){0,3} (?:untuk|kepada|bagi|ke)) (?:pihak )?$/i.test(
      before,
    );
  if (why === 'appearance' && /^\d{2,3} ?(?:kg|cm)$/i.test(found))
    return /\b(?:kiriman|paket|barang|muatan|karung|kargo|bagasi|koli|truk|kontainer)(?: [a-z]+)? $/i.test(
      before,
    );
  return (
    (why === 'marital' || why === 'appearance' || why === 'age') &&
    (/^\s(?:karyawan|pegawai|staf|pasien|pelanggan|nasabah|peserta|siswa|warga|anggota)\b/i.test(after) ||
      /\b(?:pengajuan|permohonan|kebijakan|program|administrasi|klaim|tunjangan|layanan|paket|produk) $/i.test(
        before,
      ))
  );
}
