// The words printed inside a resume PDF, per document language. These are document contents (the
// resume is written in its own language whatever the interface language is), not UI strings, so they
// live here rather than in app/locales.

import type { Language } from '~/lib/i18n';

export type ResumeLang = Language;

/**
 * The sections of a resume, by name: the headings of its PDF, and what the PDF import sorts a resume's
 * lines into (pdf-import/vocabulary.ts).
 */
export type ResumeSection =
  | 'person'
  | 'intro'
  | 'educations'
  | 'works'
  | 'skills'
  | 'certifications'
  | 'languages'
  | 'projects'
  | 'awards'
  | 'episodes';

export type ResumeLabels = {
  headings: Record<ResumeSection, string>;
  person: { country: string; region: string; address: string; birth: string };
  countries: Record<string, string>;
  present: string;
  gradLevels: Record<string, string>;
  graduated: string;
  enrolled: string;
  gpa: string;
  thesis: string;
  technologies: string;
  languageLevels: Record<string, string>;
  educationTable: { period: string; school: string; major: string; level: string; gpa: string };
  /** The parts of a printed episode (경험 정리); its tags are the owner's and are not printed. */
  episode: { situation: string; action: string; result: string; learned: string };
};

export const RESUME_LABELS: Record<ResumeLang, ResumeLabels> = {
  ko: {
    headings: {
      person: '기본 정보',
      intro: '자기소개',
      educations: '학력',
      works: '경력',
      skills: '기술',
      certifications: '자격증',
      languages: '어학',
      projects: '프로젝트',
      awards: '수상',
      episodes: '경험 정리',
    },
    person: { country: '국가', region: '지역', address: '주소', birth: '생년월' },
    countries: { KR: '대한민국', ID: '인도네시아' },
    present: '현재',
    gradLevels: {
      middle_school: '중학교',
      high_school: '고등학교',
      university: '학사',
      grad_school: '석사',
      phd: '박사',
    },
    graduated: '졸업',
    enrolled: '재학',
    gpa: '학점',
    thesis: '논문',
    technologies: '사용 기술',
    languageLevels: { beginner: '초급', intermediate: '중급', advanced: '고급', professional: '비즈니스' },
    educationTable: { period: '기간', school: '학교', major: '전공', level: '학위', gpa: '학점' },
    episode: { situation: '상황', action: '행동', result: '결과', learned: '배운 점' },
  },
  en: {
    headings: {
      person: 'Personal information',
      intro: 'Summary',
      educations: 'Education',
      works: 'Work experience',
      skills: 'Skills',
      certifications: 'Certifications',
      languages: 'Languages',
      projects: 'Projects',
      awards: 'Awards',
      episodes: 'Episodes',
    },
    person: { country: 'Country', region: 'Region', address: 'Address', birth: 'Born' },
    countries: { KR: 'South Korea', ID: 'Indonesia' },
    present: 'Present',
    gradLevels: {
      middle_school: 'Middle school',
      high_school: 'High school',
      university: "Bachelor's",
      grad_school: "Master's",
      phd: 'PhD',
    },
    graduated: 'Graduated',
    enrolled: 'In progress',
    gpa: 'GPA',
    thesis: 'Thesis',
    technologies: 'Technologies',
    languageLevels: {
      beginner: 'Beginner',
      intermediate: 'Intermediate',
      advanced: 'Advanced',
      professional: 'Professional',
    },
    educationTable: { period: 'Period', school: 'School', major: 'Major', level: 'Degree', gpa: 'GPA' },
    episode: { situation: 'Situation', action: 'Action', result: 'Result', learned: 'Lesson' },
  },
  id: {
    headings: {
      person: 'Data pribadi',
      intro: 'Ringkasan',
      educations: 'Pendidikan',
      works: 'Pengalaman kerja',
      skills: 'Keahlian',
      certifications: 'Sertifikasi',
      languages: 'Bahasa',
      projects: 'Proyek',
      awards: 'Penghargaan',
      episodes: 'Cerita pengalaman',
    },
    person: { country: 'Negara', region: 'Domisili', address: 'Alamat', birth: 'Lahir' },
    countries: { KR: 'Korea Selatan', ID: 'Indonesia' },
    present: 'Sekarang',
    gradLevels: { middle_school: 'SMP', high_school: 'SMA', university: 'S1', grad_school: 'S2', phd: 'S3' },
    graduated: 'Lulus',
    enrolled: 'Belum lulus',
    gpa: 'IPK',
    thesis: 'Skripsi',
    technologies: 'Teknologi',
    languageLevels: {
      beginner: 'Pemula',
      intermediate: 'Menengah',
      advanced: 'Mahir',
      professional: 'Profesional',
    },
    educationTable: {
      period: 'Periode',
      school: 'Institusi',
      major: 'Jurusan',
      level: 'Jenjang',
      gpa: 'IPK',
    },
    episode: { situation: 'Situasi', action: 'Tindakan', result: 'Hasil', learned: 'Pelajaran' },
  },
};
