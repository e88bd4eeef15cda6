/** The operator's social channels in the footer (the legal details come from configuration: lib/operator.ts). */
export const COMPANY = {
  social: [
    { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/careercoach.official' },
    { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@careercoach.official' },
    { id: 'blog', label: 'Blog', href: 'https://blog.naver.com/careercoach_official' },
  ],
} as const;
