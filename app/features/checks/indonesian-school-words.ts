// Round twenty-three (ADR 0039): Indonesia's school, training and community clipped words and acronyms,
// written in lower case as the schools and villages write them (bimbel, ekskul, mapel, ponpes, karang
// taruna): the same family as the health services' (indonesian-health-services.ts), a closed list.
export const ID_SCHOOL_WORDS = [
  // bimbingan belajar, ekstrakurikuler, mata pelajaran, kepala sekolah, pondok pesantren, orientasi studi
  // dan pengenalan kampus, dinas pendidikan nasional, praktik kerja industri, kelompok kerja.
  'bimbel',
  'ekskul',
  'mapel',
  'kepsek',
  'ponpes',
  'ospek',
  'diknas',
  'prakerin',
  'pokja',
  'paskibra',
  'paskibraka',
  'taruna',
  'pramuka',
  'kemendikbud',
  'kemenag',
  'dikti',
  'semester',
];
