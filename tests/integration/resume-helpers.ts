import type { ResumeInput } from '~/features/profiles/schemas';

/** The smallest resume the editor saves: a title, the basic information and one school. */
export const plainResume = (name: string): ResumeInput => ({
  name,
  person: { country: 'KR', region: '서울', address: '1', birthYear: '1999', birthMonth: '3' },
  educations: [
    {
      gradLevel: 'university',
      graduated: true,
      school: 'S',
      major: '',
      gpa: '',
      thesis: '',
      start: '',
      end: '',
    },
  ],
  works: [],
  skills: [],
  certifications: [],
  languages: [],
  projects: [],
  awards: [],
  episodes: [],
});
