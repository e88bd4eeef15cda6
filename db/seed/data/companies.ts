// Plausible, not real, companies for recommendations: generated from a fixed seed so the set never
// changes between installs. Each has a culture profile on the result's 12 dimensions.
import { COMPANY_CLASSIFICATIONS, CULTURE_TAGS, type CompanyClassification } from '../../schema/enums';
import { INDUSTRIES } from './job-categories';
import { mulberry32 } from './random';

type Classification = CompanyClassification;
const DIMENSIONS = ['aggressive', 'initiative', 'responsible', 'individual', 'communication', 'horizontal', 'salary', 'welfare', 'group', 'startup', 'global', 'government'] as const;

const CENTROIDS: Record<Classification, number[]> = {
  GROUP: [6, 5, 7, 4, 5, 3, 8, 7, 9, 2, 5, 3],
  PUBLIC: [4, 4, 8, 4, 5, 3, 5, 8, 5, 1, 2, 9],
  STARTUP: [7, 8, 5, 6, 7, 8, 5, 4, 2, 9, 4, 1],
  GLOBAL: [6, 6, 6, 7, 7, 7, 7, 7, 5, 4, 9, 2],
};

const KR_PREFIX = ['한빛', '새솔', '누리', '다온', '미래', '가온', '한결', '푸른', '하늘', '온새', '라온', '별빛', '소담', '나래', '대한', '동양', '서해', '태평', '청운', '백두', '늘봄', '세움', '이음', '빛가람', '우리', '한울', '시원', '도담', '마루', '해솔'];
const KR_SUFFIX = ['테크', '솔루션', '바이오', '에너지', '물산', '전자', '건설', '금융', '모빌리티', '헬스케어', '푸드', '랩스', '미디어', '로지스', '시스템즈'];
const KR_CITIES = ['서울 강남구', '서울 마포구', '서울 영등포구', '경기 성남시 분당구', '경기 수원시', '인천 연수구', '대전 유성구', '부산 해운대구', '대구 수성구', '광주 북구', '세종특별자치시', '울산 남구'];
const ID_FIRST = ['Nusantara', 'Mitra', 'Sinar', 'Karya', 'Cahaya', 'Bumi', 'Samudra', 'Garuda', 'Merapi', 'Citra', 'Lentera', 'Pelita', 'Sentosa', 'Maju', 'Harapan'];
const ID_SECOND = ['Teknologi', 'Digital', 'Abadi', 'Sejahtera', 'Energi', 'Pangan', 'Logistik', 'Medika', 'Kreasi', 'Solusi', 'Finansial', 'Konstruksi'];
const ID_CITIES = ['Jakarta Selatan', 'Jakarta Pusat', 'Tangerang', 'Bandung', 'Surabaya', 'Yogyakarta', 'Semarang', 'Medan', 'Denpasar', 'Bekasi'];


export type GeneratedCompany = {
  name: string;
  country: 'KR' | 'ID';
  classification: Classification;
  sectors: number[];
  address: string;
  homepage: string;
  cultureTags: string[];
  recruitCount: number;
} & Record<(typeof DIMENSIONS)[number], number>;

export const GENERATED_COMPANY_SEED = 20_261_101;

/** 200 Korean and 120 Indonesian companies, the same every time. */
export function generateCompanies(seed = GENERATED_COMPANY_SEED): GeneratedCompany[] {
  const rand = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const classes = COMPANY_CLASSIFICATIONS;
  const names = new Set<string>();
  const result: GeneratedCompany[] = [];
  const make = (country: 'KR' | 'ID') => {
    let name = '';
    do {
      name = country === 'KR' ? `${pick(KR_PREFIX)}${pick(KR_SUFFIX)}` : `PT ${pick(ID_FIRST)} ${pick(ID_SECOND)}`;
    } while (names.has(name));
    names.add(name);
    const classification = pick(classes);
    const profile = Object.fromEntries(
      DIMENSIONS.map((d, i) => [d, Math.round(Math.min(10, Math.max(0, CENTROIDS[classification][i] + (rand() * 4 - 2))) * 10) / 10]),
    ) as Record<(typeof DIMENSIONS)[number], number>;
    const industry = pick(INDUSTRIES);
    const second = rand() < 0.3 ? [pick(INDUSTRIES).id] : [];
    const slug = `company${result.length + 1}`;
    result.push({
      name,
      country,
      classification,
      sectors: [...new Set([industry.id, ...second])],
      address: country === 'KR' ? `${pick(KR_CITIES)} ${Math.floor(rand() * 300) + 1}` : `Jl. ${pick(ID_FIRST)} No. ${Math.floor(rand() * 200) + 1}, ${pick(ID_CITIES)}`,
      homepage: `https://www.${slug}.example`,
      cultureTags: [...new Set([pick(CULTURE_TAGS), pick(CULTURE_TAGS), pick(CULTURE_TAGS)])].slice(0, 1 + Math.floor(rand() * 3)),
      recruitCount: Math.floor(rand() * 25),
      ...profile,
    });
  };
  for (let i = 0; i < 200; i++) make('KR');
  for (let i = 0; i < 120; i++) make('ID');
  return result;
}
