// Industries and their job roles, in Korean, English and Indonesian. Ids are stable: industries are
// multiples of 100, their roles follow.
type Texts = { ko: string; en: string; id: string };
type Industry = { id: number; name: Texts; roles: Texts[] };

const t = (ko: string, en: string, id: string): Texts => ({ ko, en, id });

export const INDUSTRIES: Industry[] = [
  {
    id: 100,
    name: t('IT·소프트웨어', 'IT & software', 'TI & perangkat lunak'),
    roles: [
      t('백엔드 개발', 'Backend development', 'Pengembangan backend'),
      t('프론트엔드 개발', 'Frontend development', 'Pengembangan frontend'),
      t('데이터 분석', 'Data analysis', 'Analisis data'),
      t('서비스 기획', 'Product planning', 'Perencanaan produk'),
      t('QA·테스트', 'QA & testing', 'QA & pengujian'),
      t('인프라·보안', 'Infrastructure & security', 'Infrastruktur & keamanan'),
    ],
  },
  {
    id: 200,
    name: t('제조·생산', 'Manufacturing', 'Manufaktur'),
    roles: [
      t('생산관리', 'Production management', 'Manajemen produksi'),
      t('품질관리', 'Quality control', 'Kontrol kualitas'),
      t('공정 엔지니어', 'Process engineering', 'Teknik proses'),
      t('설비 보전', 'Equipment maintenance', 'Pemeliharaan peralatan'),
      t('구매·자재', 'Purchasing & materials', 'Pembelian & material'),
    ],
  },
  {
    id: 300,
    name: t('금융·보험', 'Finance & insurance', 'Keuangan & asuransi'),
    roles: [
      t('여신·심사', 'Credit & underwriting', 'Kredit & penjaminan'),
      t('자산운용', 'Asset management', 'Manajemen aset'),
      t('리스크 관리', 'Risk management', 'Manajemen risiko'),
      t('회계·재무', 'Accounting & finance', 'Akuntansi & keuangan'),
      t('고객 상담', 'Customer advisory', 'Layanan nasabah'),
    ],
  },
  {
    id: 400,
    name: t('유통·소비재', 'Retail & consumer goods', 'Ritel & barang konsumen'),
    roles: [
      t('영업', 'Sales', 'Penjualan'),
      t('MD·상품기획', 'Merchandising', 'Merchandising'),
      t('마케팅', 'Marketing', 'Pemasaran'),
      t('물류·SCM', 'Logistics & SCM', 'Logistik & SCM'),
      t('매장 운영', 'Store operations', 'Operasional toko'),
    ],
  },
  {
    id: 500,
    name: t('바이오·헬스케어', 'Bio & healthcare', 'Bio & kesehatan'),
    roles: [
      t('연구개발', 'Research & development', 'Riset & pengembangan'),
      t('임상·인허가', 'Clinical & regulatory', 'Klinis & regulasi'),
      t('의료기기 영업', 'Medical device sales', 'Penjualan alat kesehatan'),
      t('간호·보건', 'Nursing & public health', 'Keperawatan & kesehatan masyarakat'),
      t('생산·품질', 'Production & quality', 'Produksi & kualitas'),
    ],
  },
  {
    id: 600,
    name: t('공공·행정', 'Public sector', 'Sektor publik'),
    roles: [
      t('일반행정', 'General administration', 'Administrasi umum'),
      t('정책 연구', 'Policy research', 'Riset kebijakan'),
      t('사업 관리', 'Program management', 'Manajemen program'),
      t('전산·정보화', 'Public IT', 'TI pemerintahan'),
      t('대민 서비스', 'Citizen services', 'Layanan publik'),
    ],
  },
  {
    id: 700,
    name: t('미디어·콘텐츠', 'Media & content', 'Media & konten'),
    roles: [
      t('콘텐츠 기획', 'Content planning', 'Perencanaan konten'),
      t('영상 제작', 'Video production', 'Produksi video'),
      t('디자인', 'Design', 'Desain'),
      t('홍보·PR', 'Public relations', 'Hubungan masyarakat'),
      t('게임 기획', 'Game design', 'Desain game'),
    ],
  },
  {
    id: 800,
    name: t('건설·에너지', 'Construction & energy', 'Konstruksi & energi'),
    roles: [
      t('시공 관리', 'Site management', 'Manajemen proyek lapangan'),
      t('설계', 'Architecture & design', 'Perancangan'),
      t('플랜트 엔지니어', 'Plant engineering', 'Teknik pabrik'),
      t('안전·환경', 'Safety & environment', 'K3 & lingkungan'),
      t('신재생 에너지', 'Renewable energy', 'Energi terbarukan'),
    ],
  },
];

/** Flat rows for the job_category table. */
export function jobCategoryRows() {
  return INDUSTRIES.flatMap((industry, i) => [
    { id: industry.id, parentId: null, name: industry.name, sortOrder: i },
    ...industry.roles.map((name, j) => ({ id: industry.id + j + 1, parentId: industry.id, name, sortOrder: j })),
  ]);
}
