import { describe, expect, it } from 'vitest';
import { generateCompanies } from '#db/seed/data/companies';
import { generatePostings } from '#db/seed/data/postings';
import { roleName } from './role-name';

/** What a role name must never carry: hiring words, experience, headcount, dates, "role" at the end. */
const HIRING =
  /채용|모집|공채|공고|급구|구인|신입|경력|계약직|정규직|전환|수시|상시|상반기|하반기|부문|사원|\d+\s?년|\d+\s?명|\d{4}|근무|hiring|vacanc|lowongan|dibutuhkan|segera|fresh ?grad|welcome|experience|berpengalaman|pengalaman|\bmin\b|minimum|tahun|\byears?\b|magang|trainee program|internship|full[- ]?time|part[- ]?time|contract|remote|kontrak|untuk|\bprogram\s*:|[[\]()【】<>]|[–—|:,]\s*$|^\s*[–—|:,]/i;
const ROLE_SUFFIX = /(?:\brole|\bposition|\bposisi|직무|포지션)$/i;

describe('roleName', () => {
  it('cleans a posting title to the role', () => {
    const cases: [string, string, string][] = [
      ['[청운헬스케어] 설계 엔지니어 계약직 채용 (정규직 전환 가능)', '청운헬스케어', '설계 엔지니어'],
      ['[한빛소프트] 백엔드 개발자 정규직 채용', '(주)한빛소프트', '백엔드 개발자'],
      ['2025 하반기 신입/경력 서버 개발자 채용', '아무회사', '서버 개발자'],
      ['청운헬스케어 데이터 분석가 모집 (0명)', '청운헬스케어', '데이터 분석가'],
      ['【급구】 물류 관리자 경력직 채용', '한결물류', '물류 관리자'],
      ['Data Analyst (Contract, 12 months) - Hiring', 'Lumen Retail', 'Data Analyst'],
      [
        '[Northwind] Senior Product Designer - Full-time (Remote)',
        'Northwind Labs Inc.',
        'Senior Product Designer',
      ],
      ['Lowongan Kerja Staff Akuntansi - PT Maju Jaya', 'PT Maju Jaya', 'Staff Akuntansi'],
      ['백엔드 개발자', '(주)한빛소프트', '백엔드 개발자'],
      // The seeded titles of issue 23's report.
      ['늘봄미디어 영업 부문 경력 7년 이상 수시채용', '늘봄미디어', '영업'],
      [
        'Data Analysis Staff, Fresh Graduates Welcome – PT Mitra Teknologi',
        'PT Mitra Teknologi',
        'Data Analysis Staff',
      ],
      ['[태평전자] 2027년 상반기 영업 부문 신입사원 공개채용', '태평전자', '영업'],
      [
        'Lowongan Penjualan Berpengalaman (Min. 5 Tahun) – PT Pelita Finansial',
        'PT Pelita Finansial',
        'Penjualan',
      ],
      [
        'Program Magang Manajemen Produksi – PT Pelita Teknologi',
        'PT Pelita Teknologi',
        'Manajemen Produksi',
      ],
      [
        'Management Trainee Program: Content Planning – PT Harapan Abadi',
        'PT Harapan Abadi',
        'Content Planning',
      ],
      [
        'Lowongan Kerja Manajemen Risiko untuk Fresh Graduate – PT Sinar Konstruksi',
        'PT Sinar Konstruksi',
        'Manajemen Risiko',
      ],
    ];
    for (const [title, company, role] of cases) expect(roleName(title, company), title).toBe(role);
  });

  it('cleans titles as members import them from job boards', () => {
    const cases: [string, string, string][] = [
      ['[카카오] 백엔드 개발자 경력 3~5년 (정규직)', '카카오', '백엔드 개발자'],
      ['영업관리 직무 신입 공채', '한결상사', '영업관리'],
      ['Sales Executive – 2+ years experience, immediate start', 'Acme', 'Sales Executive'],
      ['Marketing Manager role', 'Acme', 'Marketing Manager'],
      ['Entry-level Customer Success Associate | Hybrid', 'Acme', 'Customer Success Associate'],
      ['Dibutuhkan Segera: Admin Gudang (Jakarta) – PT Sumber Makmur', 'PT Sumber Makmur', 'Admin Gudang'],
      ['2026년 하반기 회계 담당자 채용 (2명)', '동해상사', '회계 담당자'],
    ];
    for (const [title, company, role] of cases) expect(roleName(title, company), title).toBe(role);
  });

  it('every seeded posting yields a role without hiring words, experience, headcount or a "role" suffix', () => {
    const postings = generatePostings(generateCompanies());
    expect(postings.filter((p) => p.country === 'KR').length).toBeGreaterThan(700);
    expect(postings.filter((p) => p.country === 'ID').length).toBeGreaterThan(400);
    const bad = postings
      .map((p) => ({ title: p.title, role: roleName(p.title, p.companyName) }))
      .filter(({ role }) => !role || HIRING.test(role) || ROLE_SUFFIX.test(role) || role.length < 2);
    expect(bad).toEqual([]);
  });

  it('gives null for no title or a title that is only noise', () => {
    expect(roleName(null)).toBeNull();
    expect(roleName('[한빛소프트] 정규직 채용', '한빛소프트')).toBeNull();
  });
});
