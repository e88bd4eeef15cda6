// Plausible, not real, companies for recommendations: generated from a fixed seed so the set never
// changes between installs. Each has a culture profile on the result's 12 dimensions, one industry its
// name fits (a 금융 company is in finance, a 건설 one in construction & energy) and, being invented, no
// homepage: a link to an address that does not exist would look real and lead nowhere.
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

/** Korean name beginnings with their romanised form (Revised Romanization), for the English name. */
export const KR_PREFIX: [string, string][] = [['한빛', 'Hanbit'], ['새솔', 'Saesol'], ['누리', 'Nuri'], ['다온', 'Daon'], ['미래', 'Mirae'], ['가온', 'Gaon'], ['한결', 'Hangyeol'], ['푸른', 'Pureun'], ['하늘', 'Haneul'], ['온새', 'Onsae'], ['라온', 'Raon'], ['별빛', 'Byeolbit'], ['소담', 'Sodam'], ['나래', 'Narae'], ['서해', 'Seohae'], ['태평', 'Taepyeong'], ['청운', 'Cheongun'], ['백두', 'Baekdu'], ['늘봄', 'Neulbom'], ['세움', 'Seum'], ['이음', 'Ieum'], ['빛가람', 'Bitgaram'], ['한울', 'Hanul'], ['시원', 'Siwon'], ['도담', 'Dodam'], ['마루', 'Maru'], ['해솔', 'Haesol']];
const KR_CITIES = ['서울 강남구', '서울 마포구', '서울 영등포구', '경기 성남시 분당구', '경기 수원시', '인천 연수구', '대전 유성구', '부산 해운대구', '대구 수성구', '광주 북구', '세종특별자치시', '울산 남구'];
const ID_FIRST = ['Nusantara', 'Mitra', 'Sinar', 'Karya', 'Cahaya', 'Bumi', 'Samudra', 'Garuda', 'Merapi', 'Citra', 'Lentera', 'Pelita', 'Sentosa', 'Maju', 'Harapan'];
/** By industry: the Korean name's ending with its English, and the Indonesian name's last word(s). */
const NAME_PARTS: Record<number, { ko: [string, string][]; id: string[] }> = {
  100: { ko: [['테크', 'Tech'], ['소프트', 'Soft'], ['랩스', 'Labs'], ['시스템즈', 'Systems'], ['데이터', 'Data']], id: ['Teknologi', 'Digital', 'Solusi Data'] },
  200: { ko: [['전자', 'Electronics'], ['정밀', 'Precision'], ['산업', 'Industries'], ['화학', 'Chemical']], id: ['Manufaktur', 'Industri', 'Presisi'] },
  300: { ko: [['금융', 'Financial'], ['캐피탈', 'Capital'], ['손해보험', 'Insurance'], ['자산운용', 'Asset Management']], id: ['Finansial', 'Asuransi', 'Kapital'] },
  400: { ko: [['물산', 'Trading'], ['푸드', 'Foods'], ['리테일', 'Retail'], ['유통', 'Distribution']], id: ['Pangan', 'Niaga', 'Ritel'] },
  500: { ko: [['바이오', 'Bio'], ['헬스케어', 'Healthcare'], ['제약', 'Pharmaceutical'], ['메디컬', 'Medical']], id: ['Medika', 'Farma', 'Husada'] },
  600: { ko: [['개발공사', 'Development Corporation'], ['정보진흥원', 'Information Agency'], ['재단', 'Foundation']], id: ['Pelayanan Publik', 'Pembangunan', 'Informatika'] },
  700: { ko: [['미디어', 'Media'], ['엔터테인먼트', 'Entertainment'], ['스튜디오', 'Studio'], ['콘텐츠', 'Contents']], id: ['Media', 'Kreasi', 'Studio'] },
  800: { ko: [['건설', 'E&C'], ['에너지', 'Energy'], ['건축', 'Architects'], ['엔지니어링', 'Engineering']], id: ['Konstruksi', 'Energi', 'Karya Bangun'] },
};
/** Public-sector bodies are public in culture too, and an Indonesian one is a Perum, not a PT. */
const PUBLIC_SECTOR = 600;
const ID_CITIES = ['Jakarta Selatan', 'Jakarta Pusat', 'Tangerang', 'Bandung', 'Surabaya', 'Yogyakarta', 'Semarang', 'Medan', 'Denpasar', 'Bekasi'];


export type GeneratedCompany = {
  name: string;
  /** The name an English or Indonesian text uses (a Korean company's own English name). */
  nameEn: string | null;
  country: 'KR' | 'ID';
  classification: Classification;
  sectors: number[];
  address: string;
  homepage: string | null;
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
    const industry = pick(INDUSTRIES);
    const parts = NAME_PARTS[industry.id];
    let name = '';
    let nameEn: string | null = null;
    do {
      if (country === 'KR') {
        const [prefix, prefixEn] = pick(KR_PREFIX);
        const [ending, english] = pick(parts.ko);
        name = `${prefix}${ending}`;
        nameEn = `${prefixEn} ${english}`;
      } else {
        const form = industry.id === PUBLIC_SECTOR ? 'Perum' : 'PT';
        name = `${form} ${pick(ID_FIRST)} ${pick(parts.id)}`;
      }
    } while (names.has(name));
    names.add(name);
    const classification = industry.id === PUBLIC_SECTOR ? 'PUBLIC' : pick(classes);
    const profile = Object.fromEntries(
      DIMENSIONS.map((d, i) => [d, Math.round(Math.min(10, Math.max(0, CENTROIDS[classification][i] + (rand() * 4 - 2))) * 10) / 10]),
    ) as Record<(typeof DIMENSIONS)[number], number>;
    result.push({
      name,
      nameEn,
      country,
      classification,
      sectors: [industry.id],
      address: country === 'KR' ? `${pick(KR_CITIES)} ${Math.floor(rand() * 300) + 1}` : `Jl. ${pick(ID_FIRST)} No. ${Math.floor(rand() * 200) + 1}, ${pick(ID_CITIES)}`,
      homepage: null,
      cultureTags: [...new Set([pick(CULTURE_TAGS), pick(CULTURE_TAGS), pick(CULTURE_TAGS)])].slice(0, 1 + Math.floor(rand() * 3)),
      recruitCount: Math.floor(rand() * 25),
      ...profile,
    });
  };
  for (let i = 0; i < 200; i++) make('KR');
  for (let i = 0; i < 120; i++) make('ID');
  return result;
}
