import { describe, expect, it } from 'vitest';
import { roleName } from './role-name';

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
    ];
    for (const [title, company, role] of cases) expect(roleName(title, company), title).toBe(role);
  });

  it('gives null for no title or a title that is only noise', () => {
    expect(roleName(null)).toBeNull();
    expect(roleName('[한빛소프트] 정규직 채용', '한빛소프트')).toBeNull();
  });
});
