// Words the resume parser recognises, in Korean, English and Indonesian. Lookups go through `key()`,
// which ignores case, spaces and punctuation, so "Work Experience", "WORK EXPERIENCE:" and
// "work-experience" are the same key.
import type { ResumeSection } from '~/integrations/pdf/resume-labels';
import { isLanguageSubject } from './language-subject';

export function key(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s&/·.,:;()[\]{}'’"“”\-–—_+|*#•▶▷■□●○◆◇★☆►]/g, '');
}

function table<T extends string>(entries: Record<T, string[]>): Map<string, T> {
  const map = new Map<string, T>();
  for (const [value, words] of Object.entries(entries) as [T, string[]][]) {
    for (const word of words) map.set(key(word), value);
  }
  return map;
}

/**
 * What a heading in an imported resume names: one of the resume's sections (episodes are written in the
 * editor, never recognised from a PDF heading), or `other`: a heading the resume has no section for
 * (activities, hobbies, military service …).
 */
export type SectionKind = Exclude<ResumeSection, 'episodes'> | 'other';

// prettier-ignore
export const SECTION_HEADINGS = table<SectionKind>({
  person: [
    '기본 정보', '인적사항', '인적 사항', '개인정보', '개인 정보', '신상정보', '신상 정보', '연락처', '기본 인적사항',
    'Personal information', 'Personal info', 'Personal details', 'Personal data', 'Personal particulars',
    'Contact', 'Contacts', 'Contact information', 'Contact info', 'Contact details',
    // An online builder's sidebar: "DETAILS" over the address, phone and e-mail, "LINKS" over the profiles.
    'Details', 'Links', 'Social links', 'Online profiles', '링크', 'Detail', 'Tautan',
    'Data pribadi', 'Data diri', 'Informasi pribadi', 'Biodata', 'Biodata diri', 'Identitas diri', 'Profil pribadi',
    'Kontak', 'Informasi kontak', 'Keterangan perorangan', 'Keterangan pribadi', 'Keterangan diri',
  ],
  intro: [
    '자기소개', '소개', '자기 소개서', '요약', '프로필', '한 줄 소개', '경력 요약', '핵심 요약',
    'Summary', 'Professional summary', 'Career summary', 'Profile', 'Professional profile', 'About', 'About me',
    'Objective', 'Career objective', 'Introduction', 'Personal statement',
    'Ringkasan', 'Profil', 'Tentang saya', 'Ringkasan profil', 'Ringkasan diri', 'Tujuan karir', 'Deskripsi diri',
  ],
  educations: [
    '학력', '학력사항', '학력 사항', '학력 정보', '최종 학력',
    'Education', 'Educations', 'Educational background', 'Education background', 'Academic background',
    'Academic history', 'Education history', 'Academics',
    'Pendidikan', 'Riwayat pendidikan', 'Latar belakang pendidikan', 'Pendidikan formal', 'Riwayat studi',
  ],
  works: [
    '경력', '경력사항', '경력 사항', '경력 정보', '직무 경력', '근무 경력', '업무 경력', '경험', '주요 경력', '회사 경력',
    '인턴 경험', '인턴 경력', '인턴십', '인턴십 경험', '경력 기술', '경력 기술 사항', '세부 경력', '상세 경력',
    'Experience', 'Experiences', 'Work experience', 'Professional experience', 'Employment', 'Employment history',
    'Work history', 'Career', 'Career history', 'Relevant experience',
    // An academic CV's jobs (academic-appointments-heading.test.ts).
    'Appointments', 'Research appointments', 'Academic appointments', 'Professional appointments', 'Academic positions',
    'Pengalaman', 'Pengalaman kerja', 'Pengalaman bekerja', 'Riwayat pekerjaan', 'Riwayat kerja',
    'Pengalaman profesional', 'Riwayat pengalaman kerja',
    // A job portal's words for the career ("karier", also spelt "karir").
    'Riwayat karier', 'Riwayat karir', 'Pengalaman karier', 'Pengalaman karir', 'Perjalanan karier', 'Perjalanan karir',
  ],
  skills: [
    '기술', '보유 기술', '기술 스택', '스킬', '역량', '핵심 역량', '보유 역량', '기술 및 역량', '업무 역량', '보유 스킬',
    '활용 능력', '컴퓨터', '컴퓨터 활용 능력', '컴퓨터 활용', 'OA 능력', '활용 가능 프로그램', '사용 가능 프로그램', '활용 가능 기술', '활용 가능 툴',
    'Skills', 'Skill', 'Technical skills', 'Core skills', 'Key skills', 'Skills & tools', 'Tech stack', 'Competencies',
    'Core competencies', 'Skills and tools', 'Hard skills',
    // A designer's sidebar of the programs used ("TOOLS" over "After Effects", "Figma").
    'Tools',
    // A Europass CV's labels for listed skills.
    'Digital skills', 'Digital competence', 'Computer skills', 'Job-related skills',
    // A 한글-typed form's items ('○ 사용 프로그램 : …').
    '사용 프로그램', '활용 프로그램', '활용 S/W', '사용 S/W', '활용 소프트웨어',
    // A 이력서 form's labelled row of what the member can do ("특기 사항 | 한글, MS Excel, 지게차 운전").
    '특기 사항',
    'Keahlian', 'Keterampilan', 'Kemampuan', 'Kompetensi', 'Keahlian teknis', 'Keterampilan teknis', 'Skill',
  ],
  certifications: [
    '자격증', '자격사항', '자격 사항', '자격', '자격 및 면허', '면허 자격증', '자격증 및 면허', '보유 자격증', '면허', '자격 면허',
    'Certifications', 'Certification', 'Certificates', 'Certificate', 'Licenses', 'Licences', 'License', 'Licence', 'Licenses & certifications',
    'Licenses and certifications', 'Certifications & licenses', 'Certifications and licenses',
    // A UK or Australian résumé's titles (professional-qualifications-heading.test.ts).
    'Professional qualifications', 'Professional certifications', 'Accreditations', 'Professional accreditations',
    'Sertifikasi', 'Sertifikat', 'Lisensi', 'Sertifikasi & lisensi', 'Sertifikasi dan lisensi',
    'Sertifikat keahlian', 'Sertifikasi keahlian', 'Sertifikat kompetensi', 'Sertifikasi profesi',
  ],
  languages: [
    '어학', '어학 능력', '외국어', '외국어 능력', '언어', '어학 사항', '어학 성적',
    'Languages', 'Language', 'Language skills', 'Language proficiency', 'Foreign languages', 'Native language',
    'Native languages',
    // A Europass CV's labels ("Mother tongue(s)", "Other language(s)": the bracketed plural is dropped).
    'Mother tongue', 'Mother tongues', 'Other language', 'Other languages', 'Foreign language',
    'Bahasa', 'Kemampuan bahasa', 'Keterampilan bahasa', 'Penguasaan bahasa', 'Bahasa asing',
  ],
  projects: [
    '프로젝트', '프로젝트 경험', '주요 프로젝트', '프로젝트 경력', '개인 프로젝트', '포트폴리오',
    'Projects', 'Project', 'Project experience', 'Key projects', 'Personal projects', 'Selected projects',
    'Portfolio', 'Side projects',
    // A designer's or an artist's pieces of work ("Selected Works", "작업물").
    'Works', 'Selected works', '작업물', '주요 작업물',
    'Proyek', 'Pengalaman proyek', 'Proyek pribadi', 'Projek', 'Portofolio',
  ],
  awards: [
    '수상', '수상 경력', '수상 내역', '수상 이력', '수상 및 성과', '수상사항',
    // A 표 이력서's table of honours in its merged left cell or its own row ("상훈", "상벌 사항": 수상일 | 수상내역 | 수여기관).
    '상훈', '상훈 사항', '상훈 내역', '상벌', '상벌 사항',
    'Awards', 'Award', 'Honors', 'Honours', 'Awards & honors', 'Honors & awards', 'Awards and honors',
    'Honors and awards', 'Achievements & awards',
    'Penghargaan', 'Prestasi', 'Penghargaan & prestasi', 'Penghargaan dan prestasi', 'Prestasi dan penghargaan',
  ],
  other: [
    '대외활동', '대외 활동', '활동', '봉사활동', '교육 이수', '교육이수', '교육 사항', '취미', '특기', '취미 및 특기',
    '병역', '병역사항', '참고 사항', '기타', '기타 사항', '기타 정보', '논문', '출판',
    '직업훈련', '교육훈련', '훈련 사항', '교육 훈련 사항', '취업지원대상 여부', '취업우대사항', '보훈', '보훈사항', '보훈 장애 여부',
    '보훈 및 장애', '장애 여부',
    // A portal's terms sought (고용형태, 희망연봉, 희망근무지, 희망직종): no résumé field.
    '희망근무조건', '근무 희망 조건', '희망 조건', '희망 근로 조건',
    'Desired working conditions', 'Job preferences', 'Work preferences',
    // A form's family grid (관계 | 성명 | 연령 | 직업): no résumé field.
    '가족관계', '가족 관계', '가족사항', '가족 사항',
    'Activities', 'Extracurricular activities', 'Volunteer', 'Volunteering', 'Volunteer experience', 'Interests',
    'Hobbies', 'References', 'Training', 'Trainings', 'Courses', 'Publications', 'Military service',
    // A Europass CV's labels of what the resume has no field for (prose skills, the job applied for).
    'Personal skills', 'Additional information', 'Job applied for', 'Position applied for', 'Preferred job',
    'Studies applied for', 'Driving licence', 'Driving license', 'Memberships', 'Communication skills',
    'Organisational skills', 'Organizational skills', 'Managerial skills', 'Organisational / managerial skills',
    'Conferences', 'Seminars',
    // A professional body the member belongs to ("NAVTA, member since 2013"): no school, job or certificate.
    'Professional affiliations', 'Affiliations', 'Professional memberships', 'Professional associations',
    'Keanggotaan', 'Keanggotaan profesi',
    'Organisasi', 'Pengalaman organisasi', 'Kegiatan', 'Minat', 'Hobi', 'Referensi', 'Pelatihan', 'Kursus',
    'Publikasi', 'Kegiatan organisasi', 'Riwayat organisasi', 'Pengalaman organisasi dan kepanitiaan',
    'Riwayat pelatihan', 'Pelatihan dan kursus', 'Riwayat kursus', 'Riwayat kegiatan',
    // A job portal's closing block of preferences (desired place, salary, notice): no résumé field.
    'Informasi tambahan', 'Info tambahan', 'Keterangan tambahan',
    // An NCS 입사지원서's activities outside paid work (동아리, 봉사) and its prose about them: no jobs.
    '경험사항', '경험 사항', '경력 및 경험 기술서', '경험 기술서',
    // Our own printed resume's episodes (resume-labels.ts): an import never fills episodes.
    '경험 정리', 'Episodes', 'Cerita pengalaman',
  ],
});

export type PersonField = 'country' | 'region' | 'address' | 'birth' | 'name' | 'contact' | 'ignored';

/** A photo box's caption ("사진", "Photo (3×4)", "Pas Foto 3x4", "FOTO 3x4"). */
export const PHOTO_CAPTION =
  /^(?:사진|증명\s*사진|photo|picture|foto|pas\s*foto)(?:\s*[(（][^)）]*[)）]|\s+\d\s*[x×]\s*\d(?:\s*cm)?)?$/i;

// prettier-ignore
export const PERSON_LABELS = table<PersonField>({
  country: ['국가', '국적', 'Country', 'Nationality', 'Citizenship', 'Negara', 'Kewarganegaraan'],
  region: [
    '지역', '거주지', '거주 지역', '사는 곳', '도시', 'Region', 'City', 'Location', 'Province', 'State', 'Based in',
    'Domisili', 'Kota', 'Provinsi', 'Wilayah', 'Daerah', 'Lokasi', 'Kota domisili',
  ],
  address: ['주소', '현주소', '거주지 주소', 'Address', 'Home address', 'Alamat', 'Alamat rumah', 'Alamat lengkap'],
  birth: [
    '생년월일', '생년월', '생년', '출생', '생일', '출생일', 'Birth', 'Born', 'Date of birth', 'Birth date', 'Birthdate',
    'Birthday', 'DOB', 'Lahir', 'Tanggal lahir', 'Tgl lahir', 'Tempat tanggal lahir', 'Tempat, tanggal lahir', 'TTL',
    'Tempat, tgl lahir', 'Tempat dan tanggal lahir',
  ],
  name: ['이름', '성명', 'Name', 'Full name', 'Nama', 'Nama lengkap'],
  contact: [
    '전화', '전화번호', '연락처', '휴대폰', '휴대전화', '핸드폰', '이메일', '메일', 'Phone', 'Mobile', 'Tel',
    'Telephone', 'Cell', 'Email', 'E-mail', 'HP', 'No HP', 'No. HP', 'Nomor HP', 'Telepon', 'No telp', 'WhatsApp',
    'WA', 'Surel', 'GitHub', 'LinkedIn', 'Website', 'Homepage', '홈페이지', 'Blog', '블로그', 'Portfolio URL',
  ],
  ignored: ['성별', 'Gender', 'Sex', 'Jenis kelamin', 'Agama', 'Religion', 'Status', 'Marital status', '병역', '나이', 'Age', 'Usia', 'Umur'],
});

// prettier-ignore
export const COUNTRIES = table<'KR' | 'ID'>({
  KR: ['대한민국', '한국', 'South Korea', 'Korea', 'Republic of Korea', 'Korea, Republic of', 'Korea Selatan', 'Korean', 'KR', 'KOR'],
  ID: ['Indonesia', '인도네시아', 'Republik Indonesia', 'Indonesian', 'WNI', 'Warga negara Indonesia', 'ID', 'IDN'],
});

// prettier-ignore
const CITY_NAMES = new Set(
  [
    '서울', '부산', '인천', '대구', '대전', '광주', '울산', '세종', '수원', '성남', '판교', '용인', '고양', '창원', '포항',
    '제주', '청주', '천안', '전주', '원주', '춘천', '분당', '강남', '여의도', '구로', '마곡', '송도',
    'Seoul', 'Busan', 'Incheon', 'Daegu', 'Daejeon', 'Gwangju', 'Ulsan', 'Sejong', 'Suwon', 'Seongnam', 'Pangyo',
    'Yongin', 'Goyang', 'Changwon', 'Pohang', 'Jeju', 'Cheongju', 'Cheonan', 'Jeonju', 'Bundang', 'Gangnam',
    'Jakarta', 'Surabaya', 'Bandung', 'Medan', 'Semarang', 'Yogyakarta', 'Makassar', 'Palembang', 'Denpasar', 'Bali',
    'Bekasi', 'Depok', 'Tangerang', 'Bogor', 'Malang', 'Batam', 'Balikpapan', 'Pekanbaru', 'Solo', 'Surakarta',
    'Jakarta Selatan', 'Jakarta Pusat', 'Jakarta Barat', 'Jakarta Timur', 'Jakarta Utara', 'Tangerang Selatan', 'Cikarang',
    'Singapore', 'Kuala Lumpur', 'Tokyo', 'Osaka', 'Hong Kong', 'Shanghai', 'Beijing', 'Shenzhen', 'Taipei', 'Bangkok',
    'Ho Chi Minh City', 'Hanoi', 'Manila', 'Sydney', 'Melbourne', 'London', 'Berlin', 'Paris', 'Amsterdam',
    'New York', 'San Francisco', 'Seattle', 'Los Angeles', 'Toronto', 'Vancouver', 'Remote', '재택', 'Hybrid',
  ].map((w) => w.toLowerCase()),
);

/**
 * A place written beside a job or a school: a known city (or "City, Country", "서울시", "Seoul,
 * Korea"), never a company or a position.
 */
export function isCity(text: string): boolean {
  const t = text
    .trim()
    .replace(/[.,]$/, '')
    .replace(/(?:특별시|광역시|시)$/, '');
  if (CITY_NAMES.has(t.toLowerCase())) return true;
  const pair = t.match(/^([^,]{2,30}),\s*([^,]{2,30})$/);
  return (
    !!pair &&
    CITY_NAMES.has(pair[1].trim().toLowerCase()) &&
    (COUNTRIES.has(key(pair[2])) || /^[A-Z]{2}$/.test(pair[2].trim()) || pair[2].trim().length <= 20)
  );
}

export type GradLevel = 'middle_school' | 'high_school' | 'university' | 'grad_school' | 'phd';

/** Degree and school-level words, most specific level first (a PhD line may also say "대학원"). */
export const GRAD_LEVEL_PATTERNS: [GradLevel, RegExp][] = [
  ['phd', /박사|\bph\.?\s?d\b|\bdoctor(?:ate|al)?\b|\bd\.?phil\b|\bs3\b|\bdoktor(?:al)?\b/i],
  [
    'grad_school',
    /석사|대학원|\bmaster['’]?s?\b|\bm\.(?:s|sc|a|eng)\b\.?|\bmsc\b|\bmeng\b|\bmba\b|\bgraduate school\b|\bs2\b|\bmagister\b|\bpascasarjana\b/i,
  ],
  [
    'university',
    /학사|전문학사|대학교|대학|전문대|\bbachelor['’]?s?\b|\bb\.(?:s|sc|a|eng|f\.a|b\.a)\b\.?|\bbsc\b|\bbeng\b|\bundergraduate\b|\buniversity\b|\bcollege\b|\bassociate(?:['’]s)? degree\b|\bassociate(?:['’]s)? of (?:applied )?(?:arts|sciences?)\b|\ba\.\s?a\.(?:\s?s\.)?|\ba\.\s?s\.|\bs1\b|\bd[34]\b|\bsarjana\b|\bdiploma\b|\buniversitas\b|\binstitut\b|\binstitute of technology\b|\bpoliteknik\b|\bpolytechnic\b|\bsekolah tinggi\b/i,
  ],
  [
    'high_school',
    /고등학교|고교|\bhigh school\b|\bsenior high\b|\bsecondary school\b|\bsma\b|\bsmk\b|\bslta\b/i,
  ],
  ['middle_school', /중학교|\bmiddle school\b|\bjunior high\b|\bsmp\b|\bmts\b|\bsltp\b/i],
];

/** Words that only name a level (with "degree", "과정" and the like), never a school ("A.A.S.": associate-degree-letters.ts). */
export const LEVEL_ONLY_WORDS =
  /박사|석사|학사|전문학사|과정|학위|대학원|대학교|고등학교|중학교|\bph\.?\s?d\b|\bdoctor(?:ate|al)?\b|\bmaster['’]?s?\b|\bbachelor['’]?s?\b|\bm\.(?:s|sc|a|eng|f\.a)\b\.?|\bb\.(?:s|sc|a|eng|f\.a|b\.a)\b\.?|\ba\.\s?a\.(?:\s?s\.)?|\ba\.\s?s\.|\bmba\b|\bbeng\b|\bmeng\b|\bbsc\b|\bmsc\b|\bundergraduate\b|\bgraduate\b|\bdegree\b|\bassociate(?:['’]s)?(?=\s+degree\b)|\bhigh school\b|\bmiddle school\b|\bsecondary school\b|\bjunior high\b|\bsenior high\b|\bsma\b|\bsmk\b|\bsmp\b|\bs[123]\b|\bd[34]\b|\bsarjana\b|\bmagister\b|\bdoktor\b|\bdiploma\b|\bjenjang\b|\bof\b|\bin\b/gi;

/** Study status: not (yet) graduated words first, since "졸업예정" and "belum lulus" contain the others. */
export const NOT_GRADUATED =
  /재학|휴학|수료|중퇴|졸업\s*예정|편입|\benrolled\b|\bin progress\b|\bongoing\b|\bcurrently\b|\bexpected\b|\bcandidate\b|\bdropped out\b|\bincomplete\b|\bon leave\b|\bbelum lulus\b|\bsedang(?: berjalan| kuliah)?\b|\bmasih kuliah\b|\bcuti\b|\btidak lulus\b|\bnot completed\b/i;
export const GRADUATED = /졸업|\bgraduated\b|\bcompleted\b|\blulus\b|\btamat\b/i;

/** Words of a school's name; a European school's own words too (Universität, Université, Hochschule). */
export const SCHOOL_WORDS =
  /대학교|대학원|대학|고등학교|중학교|학교|고교|\bKAIST\b|\bPOSTECH\b|\bUNIST\b|\bGIST\b|\bDGIST\b|\buniversity\b|\buniversitas\b|\bcollege\b|\binstitute\b|\binstitut\b|\bschool\b|\bacademy\b|\bakademi\b|\bpoliteknik\b|\bpolytechnic\b|\bpolitecnico\b|\bpolitécnica\b|\bpolitechnika\b|\bsekolah\b|\bsma\b|\bsmk\b|\bsmp\b|\bmadrasah\b|\bstikes\b|\bstmik\b|\buniversit(?:ät|at|eit|y)(?![\p{L}])|\buniversit[éà](?![\p{L}])|\buniversidad\b|\bhochschule\b|\bhogeschool\b|(?<![\p{L}])école(?![\p{L}])/iu;

export type LanguageLevel = 'beginner' | 'intermediate' | 'advanced' | 'professional';

// prettier-ignore
export const LANGUAGE_LEVELS = table<LanguageLevel>({
  beginner: ['초급', '기초', '초보', '하', 'Beginner', 'Basic', 'Elementary', 'Novice', 'A1', 'A2', 'Pemula', 'Dasar', 'Pasif', 'Kurang'],
  intermediate: [
    '중급', '일상회화', '일상 회화', '회화 가능', '중', 'Intermediate', 'Conversational', 'Limited working', 'B1', 'B2',
    'Menengah', 'Cukup', 'Baik',
  ],
  // A job portal's three-step scale (일상 회화 · 비즈니스 회화 · 원어민 수준): business conversation is its middle-high step.
  advanced: ['고급', '상급', '능통', '유창', '상', '비즈니스', '비즈니스 회화', 'Advanced', 'Fluent', 'Upper intermediate', 'C1', 'Mahir', 'Lancar', 'Fasih', 'Aktif', 'Sangat baik'],
  professional: [
    '원어민', '모국어', '원어민 수준', '전문', 'Professional', 'Business', 'Business level',
    'Full professional', 'Professional working', 'Native', 'Native or bilingual', 'Native speaker', 'Proficient', 'Mother tongue', 'Bilingual',
    'C2', 'Profesional', 'Bahasa ibu', 'Penutur asli', 'Bisnis',
  ],
});

// prettier-ignore
const LANGUAGE_NAMES = new Set(
  [
    'English', 'Korean', 'Japanese', 'Chinese', 'Mandarin', 'Cantonese', 'German', 'French', 'Spanish', 'Italian',
    'Portuguese', 'Russian', 'Arabic', 'Vietnamese', 'Thai', 'Indonesian', 'Malay', 'Hindi', 'Dutch', 'Tagalog',
    'Filipino', 'Javanese', 'Sundanese', 'Turkish', 'Polish', 'Swedish', 'Mongolian', 'Uzbek',
    'Inggris', 'Jepang', 'Korea', 'Arab', 'Jerman', 'Prancis', 'Perancis', 'Belanda', 'Jawa', 'Sunda', 'Spanyol',
    'Rusia', 'Italia', 'Melayu', 'Tionghoa',
  ].map(key),
);

/**
 * Names that are a language only under a language label ("Bahasa: Indonesia (bahasa ibu), …"): alone
 * they name a country ("Indonesia Design Awards").
 */
const LANGUAGE_NAMES_UNDER_LABEL = new Set(['Indonesia', 'Cina', 'China', 'Daerah'].map(key));

/** A language's name: a known one, "Bahasa X", or a short Korean word ending in 어 (영어, 일본어, ...). */
export function isLanguageName(text: string, underLabel = false): boolean {
  const t = text.trim();
  if (LANGUAGE_NAMES.has(key(t)) || (underLabel && LANGUAGE_NAMES_UNDER_LABEL.has(key(t)))) return true;
  if (/^bahasa\s+\S+(?:\s+\S+)?$/i.test(t)) return true;
  return /^[가-힣]{1,5}어$/.test(t) && !isLanguageSubject(t);
}

// prettier-ignore
const LANGUAGE_TESTS = new Set(
  [
    'TOEIC', 'TOEFL', 'IELTS', 'OPIc', 'TEPS', 'G-TELP', 'GTELP', 'FLEX', 'PTE', 'Duolingo', 'Cambridge', 'JLPT', 'JPT',
    'NAT-TEST', 'HSK', 'TSC', 'BCT', 'TOPIK', 'KLAT', 'DELF', 'DALF', 'TCF', 'DELE', 'TestDaF', 'Goethe', 'UKBI', 'BIPA',
  ].map(key),
);

/** A language test ("TOEIC Speaking IM3", "JLPT N2", "IELTS 7.0"): its first word names the test, not a language. */
export function isLanguageTest(text: string): boolean {
  return LANGUAGE_TESTS.has(key(text.trim().split(/\s+/)[0] ?? ''));
}

const TEST_OF_LANGUAGE: [RegExp, string][] = [
  [/^(?:toeic|toefl|ielts|teps|g-?telp|pte|duolingo|cambridge)$/i, '영어'],
  [/^(?:jlpt|jpt|nat-test)$/i, '일본어'],
  [/^(?:hsk|tsc|bct)$/i, '중국어'],
];

/** The language (in Korean) a test is of, from its first word: "TOEIC 845점" → 영어; null for "OPIc". */
export function languageOfTest(text: string): string | null {
  const first = text.trim().split(/\s+/)[0] ?? '';
  return TEST_OF_LANGUAGE.find(([test]) => test.test(first))?.[1] ?? null;
}

// prettier-ignore
export const THESIS_LABELS = table<'thesis'>({
  thesis: ['논문', '학위논문', '졸업논문', '석사논문', '박사논문', '졸업 작품', 'Thesis', 'Dissertation', 'Capstone', 'Skripsi', 'Tesis', 'Disertasi', 'Tugas akhir'],
});

export type EducationLabel = 'school' | 'major' | 'gpa' | 'level' | 'period' | 'status' | 'thesis';

// prettier-ignore
export const EDUCATION_LABELS = table<EducationLabel>({
  school: ['학교', '학교명', '학교 이름', '출신학교', 'School', 'Institution', 'University', 'Institusi', 'Sekolah', 'Universitas', 'Nama institusi', 'Nama sekolah', 'Perguruan tinggi'],
  major: ['전공', '학과', '전공 학과', 'Major', 'Field of study', 'Field', 'Program', 'Study', 'Jurusan', 'Program studi', 'Prodi', 'Bidang studi'],
  gpa: ['학점', '평점', '평균 평점', '성적', 'GPA', 'Grade', 'Grades', 'CGPA', 'IPK', 'Nilai'],
  level: ['학위', '구분', '과정', '학력 구분', 'Degree', 'Level', 'Jenjang', 'Gelar', 'Tingkat'],
  period: [
    '기간', '재학 기간', '재학기간', '입학 졸업', 'Period', 'Dates', 'Date', 'Duration', 'Years', 'Periode', 'Tahun', 'Waktu',
    // A start and an end column: read as one period when the row joins their dates.
    'Tahun masuk', 'Tahun lulus', '입학년월', '졸업년월', '입학 연도', '졸업 연도', 'Year of entry', 'Year of graduation',
  ],
  status: ['졸업 여부', '상태', 'Status', 'Keterangan'],
  thesis: ['논문', 'Thesis', 'Skripsi'],
});

export type WorkLabel = 'company' | 'position' | 'achievements' | 'period';

// prettier-ignore
export const WORK_LABELS = table<WorkLabel>({
  company: ['회사', '회사명', '근무처', '직장', 'Company', 'Employer', 'Organization', 'Perusahaan', 'Nama perusahaan', 'Instansi'],
  position: ['직책', '직위', '직급', '포지션', '역할', '담당', '직무', 'Position', 'Title', 'Job title', 'Role', 'Jabatan', 'Posisi', 'Peran'],
  achievements: [
    'Main duties', 'Duties and achievements', 'Key responsibilities', 'Tasks', '주요업무', '담당 업무 및 성과', 'Tugas utama',
    '주요 업무', '담당 업무', '업무', '업무 내용', '성과', '주요 성과', '주요 업무 및 성과', 'Achievements', 'Key achievements',
    'Responsibilities', 'Duties', 'Accomplishments', 'Description', 'Tanggung jawab', 'Pencapaian', 'Tugas',
    'Deskripsi pekerjaan', 'Deskripsi', 'Uraian tugas',
  ],
  period: [
    '기간', '근무 기간', '재직 기간', 'Period', 'Dates', 'Duration', 'Periode', 'Masa kerja',
    // A start and an end column (a 표 이력서's "입사년월 | 퇴사년월"): one period, the row's two dates joined.
    '입사년월', '퇴사년월', '입사 연월', '퇴사 연월',
  ],
});

export type ProjectLabel = 'technologies' | 'description' | 'name';

// prettier-ignore
export const PROJECT_LABELS = table<ProjectLabel>({
  technologies: [
    '사용 기술', '기술', '기술 스택', '사용기술', '개발 환경', '사용 툴', '도구', 'Technologies', 'Technology', 'Tech stack',
    'Tech', 'Stack', 'Tools', 'Tool', 'Built with', 'Technologies used', 'Teknologi', 'Teknologi yang digunakan', 'Tools yang digunakan', 'Alat',
    'Tools used', 'Tech used', 'Technology stack', 'Tools & technologies', 'Software', 'Software used', '사용 도구', '활용 툴',
    '활용 도구', '활용 기술', '활용', '환경', '개발환경', '작업 환경', '사용 환경', '적용 기술', '사용 장비', '활용 장비',
    'Alat yang digunakan', 'Perangkat lunak', 'Keahlian yang digunakan', 'Keterampilan yang digunakan',
  ],
  description: ['설명', '내용', '주요 내용', '수행 내용', '개요', '역할', 'Description', 'Summary', 'Role', 'Overview', 'Deskripsi', 'Keterangan', 'Peran', 'Ringkasan'],
  name: ['프로젝트명', '프로젝트', 'Project', 'Project name', 'Nama proyek', 'Proyek'],
});

export type IssuedLabel = 'issuer' | 'date' | 'name';

// prettier-ignore
export const ISSUED_LABELS = table<IssuedLabel>({
  issuer: [
    '발급기관', '발행처', '시행기관', '기관', '주최', '수여기관', '수여처', '발급처', 'Issuer', 'Issued by', 'Issuing organization',
    'Authority', 'Organizer', 'Awarded by', 'Penerbit', 'Diterbitkan oleh', 'Lembaga', 'Penyelenggara', 'Pemberi',
  ],
  date: ['취득일', '발급일', '취득', '수상일', '수상 연도', '수상년도', '일자', '연도', '합격일', '응시일', '시험일', '취득일자', '발급일자', '취득년월', 'Date', 'Issued', 'Year', 'Tanggal', 'Tahun', 'Waktu', 'Waktu Pelaksanaan'],
  name: ['자격증명', '자격명', '수상명', '대회명', '명칭', '자격 명칭', '자격 및 면허', '상훈', '수상 내역', 'Name', 'Title', 'Nama',
    // An Indonesian training table's columns ("Waktu | Nama Pelatihan | Penyelenggara").
    'Nama Pelatihan', 'Nama Kursus', 'Nama Sertifikat', 'Nama Sertifikasi'],
});

export type LanguageField = 'level' | 'detail' | 'name';

// prettier-ignore
export const LANGUAGE_LABELS = table<LanguageField>({
  level: ['수준', '레벨', '등급', '회화 수준', '회화 능력', '회화', 'Level', 'Proficiency', 'Tingkat'],
  detail: ['점수', '시험', '시험명', '성적', '시험 및 점수', '공인 시험', '어학시험', 'Score', 'Test', 'Certificate', 'Nilai', 'Skor', 'Sertifikat'],
  name: ['언어', '외국어', '어학', '외국어명', '언어명', 'Language', 'Bahasa'],
});

/** Column titles of resume tables that name no field of their own ("비고", "No."). */
// prettier-ignore
const OTHER_COLUMNS = [
  '비고', '번호', '순번', '내용', '근무기간', '재직기간', '재학기간', '소재지', '기관', '수여기관', '시행처', '발행기관',
  // What a 표준 이력서 form asks beside a job or a school: why the member left, how the school was left.
  '퇴직사유', '퇴사사유', '이직사유', '졸업구분', '근무부서', '부서', '부서명', '소속',
  // A certificate grid's register number ("자격증명 | 발급기관 | 취득일자 | 자격번호").
  '자격번호', '자격증 번호', '자격증번호', '등록번호', '발급번호',
  'No', 'Notes', 'Remarks', 'Location', 'Keterangan', 'Lokasi', 'Catatan',
  // A 경력기술서's project table: when, what part, how many ("수행기간 | 담당역할 | 참여인원").
  '수행 기간', '참여 기간', '프로젝트 기간', '담당 역할', '참여 역할', '참여 인원',
  // The start and end columns under a merged period header ("Tahun" over "Masuk | Lulus").
  '입학', '졸업', '입사', '퇴사', '시작', '종료', 'From', 'To', 'Start', 'End', 'Masuk', 'Lulus', 'Mulai', 'Selesai', 'Dari', 'Sampai',
];

/**
 * Every word that titles a column of a resume table (period, company, position, duties, school,
 * certificate, issuer, language, level, score, ...): a row made only of these is a header row.
 */
export const COLUMN_WORDS = new Set<string>([
  ...WORK_LABELS.keys(),
  ...EDUCATION_LABELS.keys(),
  ...ISSUED_LABELS.keys(),
  ...PROJECT_LABELS.keys(),
  ...LANGUAGE_LABELS.keys(),
  ...OTHER_COLUMNS.map(key),
]);
