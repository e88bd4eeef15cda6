// The resume as a react-pdf document: a single-column layout, and a two-column one (person, skills,
// languages and certifications on the left; the rest on the right, educations as a table).
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { ResumeSections } from '#db/schema/profiles';
import type { ResumeLabels } from './resume-labels';
import {
  AwardList,
  CertificationList,
  EducationList,
  EducationTable,
  EpisodeList,
  IntroSection,
  LanguageList,
  PersonSection,
  ProjectList,
  SkillsSection,
  WorkList,
} from './resume-sections';
import { styles } from './resume-styles';

export { RESUME_FONT_FAMILY } from './resume-styles';

/** The person's contact lines on the printed resume. */
export type ResumeApplicant = { name: string | null; email: string | null; phone: string | null };

export type ResumeDocumentProps = {
  name: string | null;
  applicant?: ResumeApplicant;
  intro: string | null;
  sections: ResumeSections;
  labels: ResumeLabels;
  layout: 'single' | 'two-column';
  lang: string;
};

/**
 * The resume's own title names the document (its PDF title); the page is headed by the applicant's
 * name with their e-mail and phone under it. Without an applicant (a bench, a fixture) the title heads it.
 */
export function ResumeDocument(props: ResumeDocumentProps) {
  const { name, applicant, layout, lang } = props;
  const heading = applicant ? (applicant.name ?? applicant.email ?? '') : (name ?? '');
  const contact = applicant ? [applicant.email, applicant.phone].filter(Boolean).join(' · ') : '';
  return (
    <Document title={name ?? undefined} language={lang} creator="Career Coach" producer="Career Coach">
      <Page size="A4" style={styles.page}>
        {heading.trim() ? <Text style={contact ? styles.named : styles.title}>{heading.trim()}</Text> : null}
        {contact ? <Text style={styles.contact}>{contact}</Text> : null}
        {layout === 'two-column' ? <TwoColumnBody {...props} /> : <SingleBody {...props} />}
      </Page>
    </Document>
  );
}

function SingleBody({ sections, intro, labels }: ResumeDocumentProps) {
  return (
    <View>
      <PersonSection sections={sections} labels={labels} narrow={false} />
      <IntroSection intro={intro} labels={labels} />
      <EducationList educations={sections.educations} labels={labels} />
      <WorkList works={sections.works} labels={labels} />
      <SkillsSection skills={sections.skills} labels={labels} />
      <CertificationList certifications={sections.certifications} labels={labels} narrow={false} />
      <LanguageList languages={sections.languages} labels={labels} narrow={false} />
      <ProjectList projects={sections.projects} labels={labels} />
      <AwardList awards={sections.awards} labels={labels} />
      <EpisodeList episodes={sections.episodes ?? []} labels={labels} />
    </View>
  );
}

function TwoColumnBody({ sections, intro, labels }: ResumeDocumentProps) {
  return (
    <View style={styles.columns}>
      <View style={styles.left}>
        <PersonSection sections={sections} labels={labels} narrow />
        <SkillsSection skills={sections.skills} labels={labels} />
        <LanguageList languages={sections.languages} labels={labels} narrow />
        <CertificationList certifications={sections.certifications} labels={labels} narrow />
      </View>
      <View style={styles.right}>
        <IntroSection intro={intro} labels={labels} />
        <EducationTable educations={sections.educations} labels={labels} />
        <WorkList works={sections.works} labels={labels} />
        <ProjectList projects={sections.projects} labels={labels} />
        <AwardList awards={sections.awards} labels={labels} />
        <EpisodeList episodes={sections.episodes ?? []} labels={labels} />
      </View>
    </View>
  );
}
