/** The operator's legal details shown in the footer (required of Korean online businesses). */
export const COMPANY = {
  ceo: 'Kim Ha-neul',
  bizNo: '123-45-67890',
  mailOrderNo: '2026-서울강남-01234',
  address: '5F, 123 Teheran-ro, Gangnam-gu, Seoul 06234, Republic of Korea',
  noticeUrl: 'https://notice.careercoach.example',
  email: 'help@careercoach.example',
  phone: '+82-2-555-0100',
  social: [
    { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/careercoach.official' },
    { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@careercoach.official' },
    { id: 'blog', label: 'Blog', href: 'https://blog.naver.com/careercoach_official' },
  ],
} as const;
