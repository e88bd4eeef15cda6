// Plausible, not real, job postings of the generated companies: generated from a fixed seed so the set
// never changes between installs. A posting is in its company's country, for a role of one of the
// company's industries, at the company's city when the address names one.
import type { GeneratedCompany } from './companies';
import { jobCategoryRows } from './job-categories';
import { LOCATIONS, locationOfAddress, type LocationRow } from './locations';
import { mulberry32 } from './random';

type Texts = { ko: string; en: string; id: string };
type Role = { id: number; name: Texts };

/** What the generator needs of a company (generated ones have all of it). */
export type PostingCompany = Pick<GeneratedCompany, 'name' | 'country' | 'sectors' | 'address'> & {
  homepage?: string | null;
};

export type GeneratedPosting = {
  companyName: string;
  country: 'KR' | 'ID';
  title: string;
  infoUrl: string | null;
  /** YYYY-MM-DD, within CLOSE_DAYS of the generator's `closeFrom`. */
  closeDate: string;
  locationId: number;
  /** A job role (a child row of job_category). */
  jobCategoryId: number;
};

export const GENERATED_POSTING_SEED = 20_261_202;
/** How many postings the generator spreads over the companies (each company gets at least one). */
export const GENERATED_POSTING_TOTAL = 1200;
/** Close dates spread over this many days from the first possible one. */
const CLOSE_DAYS = 212;


/** Industry id → its roles, from the same rows the job_category table is seeded with. */
const ROLES_BY_INDUSTRY = new Map<number, Role[]>();
for (const row of jobCategoryRows())
  if (row.parentId !== null)
    ROLES_BY_INDUSTRY.set(row.parentId, [
      ...(ROLES_BY_INDUSTRY.get(row.parentId) ?? []),
      { id: row.id, name: row.name },
    ]);

/** The person a Korean posting asks for, from the role's field ('백엔드 개발' → '백엔드 개발자'). */
const KR_PERSON: Record<string, string> = {
  연구개발: '연구개발(R&D) 연구원',
  디자인: '디자이너',
  설계: '설계 엔지니어',
  자산운용: '자산운용 매니저',
  '고객 상담': '고객 상담 매니저',
  '영상 제작': '영상 PD',
  '매장 운영': '매장 매니저',
  '간호·보건': '간호사·보건관리자',
  일반행정: '일반행정직',
};
function personKo(field: string) {
  if (KR_PERSON[field]) return KR_PERSON[field];
  if (/(개발|기획)$/.test(field)) return `${field}자`;
  if (/분석$/.test(field)) return `${field}가`;
  if (/엔지니어$/.test(field)) return field;
  if (/(테스트|보안|보전|에너지)$/.test(field)) return `${field} 엔지니어`;
  return `${field} 담당자`;
}

/** 'QA & pengujian' → 'QA & Pengujian'; acronyms stay as they are. */
const titleCase = (text: string) => text.replace(/(^|\s)(\p{Ll})/gu, (_, space, ch: string) => space + ch.toUpperCase());

type Picker = <T>(list: readonly T[]) => T;

function koreanTitle(company: string, role: Role, location: LocationRow, pick: Picker) {
  const field = role.name.ko;
  const person = personKo(field);
  const years = pick([2, 3, 5, 7]);
  return pick([
    `[${company}] ${person} 신입/경력 채용`,
    `[${company}] ${person} 경력직 채용 (${years}년 이상)`,
    `[${company}] 2027년 상반기 ${field} 부문 신입사원 공개채용`,
    `[${company}] ${person} 채용 (${location.name.ko} 근무)`,
    `[${company}] ${field} 부문 채용연계형 인턴 모집`,
    `[${company}] ${person} 계약직 채용 (정규직 전환 가능)`,
    `${company} ${field} 부문 경력 ${years}년 이상 수시채용`,
  ]);
}

function indonesianTitle(company: string, role: Role, location: LocationRow, pick: Picker, english: boolean) {
  const city = location.name.id;
  if (english) {
    const field = titleCase(role.name.en);
    return pick([
      `${field} Specialist – ${company}`,
      `Senior ${field} Officer (${city}) – ${company}`,
      `Management Trainee Program: ${field} – ${company}`,
      `${field} Staff, Fresh Graduates Welcome – ${company}`,
    ]);
  }
  const field = titleCase(role.name.id);
  return pick([
    `Lowongan Staf ${field} – ${company}`,
    `Dibutuhkan Segera: Staf ${field} (${city}) – ${company}`,
    `Lowongan Kerja ${field} untuk Fresh Graduate – ${company}`,
    `Program Magang ${field} – ${company}`,
    `Lowongan ${field} Berpengalaman (Min. ${pick([1, 2, 3, 5])} Tahun) – ${company}`,
  ]);
}

function hostOf(homepage: string | null | undefined) {
  try {
    return homepage ? new URL(homepage).host : null;
  } catch {
    return null;
  }
}

/**
 * About GENERATED_POSTING_TOTAL postings over `companies` (those with at least one known industry),
 * the same for the same input and seed. Titles are unique within a company.
 */
export function generatePostings(
  companies: readonly PostingCompany[],
  seed = GENERATED_POSTING_SEED,
  /** The earliest close date (the seed passes a week after the day it runs, so postings are open). */
  closeFrom = Date.UTC(2026, 11, 1),
): GeneratedPosting[] {
  const rand = mulberry32(seed);
  const pick: Picker = (list) => list[Math.floor(rand() * list.length)];
  const eligible = companies
    .map((company) => ({
      company,
      industries: company.sectors.filter((sector) => ROLES_BY_INDUSTRY.has(sector)),
    }))
    .filter((c) => c.industries.length > 0);
  const counts = eligible.map(() => 1);
  if (eligible.length)
    for (let i = eligible.length; i < GENERATED_POSTING_TOTAL; i++)
      counts[Math.floor(rand() * eligible.length)]++;

  const result: GeneratedPosting[] = [];
  eligible.forEach(({ company, industries }, index) => {
    const home = locationOfAddress(company.country, company.address);
    const inCountry = LOCATIONS.filter((l) => l.country === company.country);
    const host = hostOf(company.homepage);
    let number = 100 + Math.floor(rand() * 900);
    const titles = new Set<string>();
    for (let k = 0; k < counts[index]; k++) {
      let role: Role;
      let location: LocationRow;
      let title: string;
      for (let attempt = 0; ; attempt++) {
        // An industry first, then one of its roles: a company's industries weigh the same.
        role = pick(ROLES_BY_INDUSTRY.get(pick(industries))!);
        location = home ?? pick(inCountry);
        title =
          company.country === 'KR'
            ? koreanTitle(company.name, role, location, pick)
            : indonesianTitle(company.name, role, location, pick, rand() < 0.25);
        if (!titles.has(title)) break;
        if (attempt === 20) {
          title = `${title} (${k + 1})`;
          break;
        }
      }
      titles.add(title);
      number += 1 + Math.floor(rand() * 40);
      result.push({
        companyName: company.name,
        country: company.country,
        title,
        infoUrl: host ? `https://${host}/careers/${number}` : null,
        closeDate: new Date(closeFrom + Math.floor(rand() * CLOSE_DAYS) * 86_400_000).toISOString().slice(0, 10),
        locationId: location.id,
        jobCategoryId: role.id,
      });
    }
  });
  return result;
}
