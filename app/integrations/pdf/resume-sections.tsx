// The sections of a printed resume. Each renders nothing when it has no entries.
import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type {
  Award,
  Certification,
  Education,
  LanguageSkill,
  Project,
  ResumeEpisode,
  ResumeSections,
  Work,
} from '#db/schema/profiles';
import {
  formatBirth,
  formatCountry,
  formatGpa,
  formatLevel,
  formatPeriod,
  formatStatus,
  joinParts,
  paragraphs,
  printedOnly,
} from './resume-format';
import type { ResumeLabels, ResumeSection } from './resume-labels';
import { styles } from './resume-styles';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={styles.section}>
      <Text style={styles.heading} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  );
}

function heading(labels: ResumeLabels, key: ResumeSection) {
  return labels.headings[key];
}

function Field({ label, value, narrow }: { label: string; value: string; narrow: boolean }) {
  if (!value.trim()) return null;
  return (
    <View style={styles.row} wrap={false}>
      <Text style={narrow ? styles.fieldLabelNarrow : styles.fieldLabel}>{label}</Text>
      <Text style={styles.fieldValue}>{value.trim()}</Text>
    </View>
  );
}

export function PersonSection({
  sections,
  labels,
  narrow,
}: {
  sections: ResumeSections;
  labels: ResumeLabels;
  narrow: boolean;
}) {
  const p = sections.person;
  const fields = [
    { label: labels.person.country, value: formatCountry(p.country, labels) },
    { label: labels.person.region, value: p.region },
    { label: labels.person.address, value: p.address },
    { label: labels.person.birth, value: formatBirth(p.birthYear, p.birthMonth) },
  ].filter((f) => f.value.trim());
  if (fields.length === 0) return null;
  return (
    <Section title={heading(labels, 'person')}>
      {fields.map((f) => (
        <Field key={f.label} label={f.label} value={f.value} narrow={narrow} />
      ))}
    </Section>
  );
}

export function IntroSection({ intro, labels }: { intro: string | null; labels: ResumeLabels }) {
  const lines = paragraphs(intro ?? '');
  if (lines.length === 0) return null;
  return (
    <Section title={heading(labels, 'intro')}>
      {lines.map((line, i) => (
        <Text key={i}>{line}</Text>
      ))}
    </Section>
  );
}

function EntryHead({ title, period }: { title: string; period: string }) {
  return (
    <View style={styles.row} wrap={false}>
      <Text style={[styles.strong, styles.grow]}>{title}</Text>
      {period ? <Text style={styles.muted}>{period}</Text> : null}
    </View>
  );
}

export function EducationList({ educations, labels }: { educations: Education[]; labels: ResumeLabels }) {
  if (educations.length === 0) return null;
  return (
    <Section title={heading(labels, 'educations')}>
      {educations.map((e, i) => {
        const details = joinParts([
          e.major,
          joinParts([formatLevel(e, labels), formatStatus(e, labels)], ' '),
          formatGpa(e.gpa, labels),
        ]);
        return (
          <View key={i} style={styles.entry} wrap={false}>
            <EntryHead title={e.school} period={formatPeriod(e.start, e.end, labels)} />
            {details ? <Text>{details}</Text> : null}
            {e.thesis.trim() ? (
              <Text style={styles.muted}>{`${labels.thesis}: ${e.thesis.trim()}`}</Text>
            ) : null}
          </View>
        );
      })}
    </Section>
  );
}

/** Educations as a table, one row per education: period | school | major | level | GPA. */
export function EducationTable({ educations, labels }: { educations: Education[]; labels: ResumeLabels }) {
  if (educations.length === 0) return null;
  const h = labels.educationTable;
  const cell = (value: string) => value.trim() || '-';
  return (
    <Section title={heading(labels, 'educations')}>
      <View style={styles.table}>
        <View style={styles.tableHeader} wrap={false}>
          <Text style={styles.colPeriod}>{h.period}</Text>
          <Text style={styles.colSchool}>{h.school}</Text>
          <Text style={styles.colMajor}>{h.major}</Text>
          <Text style={styles.colLevel}>{h.level}</Text>
          <Text style={styles.colGpa}>{h.gpa}</Text>
        </View>
        {educations.map((e, i) => {
          const level = formatLevel(e, labels);
          const status = formatStatus(e, labels);
          return (
            <View key={i} style={styles.tableRow} wrap={false}>
              <Text style={styles.colPeriod}>{cell(formatPeriod(e.start, e.end, labels))}</Text>
              <Text style={styles.colSchool}>{cell(e.school)}</Text>
              <Text style={styles.colMajor}>{cell(e.major)}</Text>
              <Text style={styles.colLevel}>{cell(level ? `${level} (${status})` : status)}</Text>
              <Text style={styles.colGpa}>{cell(e.gpa)}</Text>
            </View>
          );
        })}
      </View>
      {educations
        .filter((e) => e.thesis.trim())
        .map((e, i) => (
          <Text key={i} style={[styles.muted, styles.table]}>
            {`${labels.thesis} (${e.school.trim()}): ${e.thesis.trim()}`}
          </Text>
        ))}
    </Section>
  );
}

export function WorkList({ works, labels }: { works: Work[]; labels: ResumeLabels }) {
  if (works.length === 0) return null;
  return (
    <Section title={heading(labels, 'works')}>
      {works.map((w, i) => (
        <View key={i} style={styles.entry}>
          <EntryHead title={w.company} period={formatPeriod(w.start, w.end, labels)} />
          {w.position.trim() ? <Text style={styles.muted}>{w.position.trim()}</Text> : null}
          {paragraphs(w.achievements).map((line, j) => (
            <Text key={j}>{line}</Text>
          ))}
        </View>
      ))}
    </Section>
  );
}

export function SkillsSection({ skills, labels }: { skills: string[]; labels: ResumeLabels }) {
  const list = skills.map((s) => s.trim()).filter(Boolean);
  if (list.length === 0) return null;
  return (
    <Section title={heading(labels, 'skills')}>
      <Text>{list.join(', ')}</Text>
    </Section>
  );
}

export function CertificationList({
  certifications,
  labels,
  narrow,
}: {
  certifications: Certification[];
  labels: ResumeLabels;
  narrow: boolean;
}) {
  if (certifications.length === 0) return null;
  return (
    <Section title={heading(labels, 'certifications')}>
      {certifications.map((c, i) =>
        narrow ? (
          <View key={i} style={styles.entry} wrap={false}>
            <Text style={styles.strong}>{c.certificationName}</Text>
            <Text style={styles.muted}>{joinParts([c.certificationIssuedBy, c.issueDate])}</Text>
          </View>
        ) : (
          <View key={i} style={[styles.row, { marginBottom: 3 }]} wrap={false}>
            <Text style={[styles.strong, styles.grow]}>{c.certificationName}</Text>
            <Text style={[styles.cellIssuer, styles.muted]}>{c.certificationIssuedBy}</Text>
            <Text style={[styles.cellDate, styles.muted]}>{c.issueDate}</Text>
          </View>
        ),
      )}
    </Section>
  );
}

export function LanguageList({
  languages,
  labels,
  narrow,
}: {
  languages: LanguageSkill[];
  labels: ResumeLabels;
  narrow: boolean;
}) {
  if (languages.length === 0) return null;
  const level = (l: LanguageSkill) => labels.languageLevels[l.languageLevel] ?? '';
  return (
    <Section title={heading(labels, 'languages')}>
      {languages.map((l, i) =>
        narrow ? (
          <View key={i} style={styles.entry} wrap={false}>
            <View style={styles.row}>
              <Text style={styles.strong}>{l.languageName}</Text>
              <Text style={styles.muted}>{level(l)}</Text>
            </View>
            {l.languageDetail.trim() ? <Text>{l.languageDetail.trim()}</Text> : null}
          </View>
        ) : (
          <View key={i} style={[styles.row, { marginBottom: 3 }]} wrap={false}>
            <Text style={[styles.strong, { width: 120 }]}>{l.languageName}</Text>
            <Text style={[styles.muted, { width: 80 }]}>{level(l)}</Text>
            <Text style={styles.fieldValue}>{l.languageDetail}</Text>
          </View>
        ),
      )}
    </Section>
  );
}

export function ProjectList({ projects, labels }: { projects: Project[]; labels: ResumeLabels }) {
  if (projects.length === 0) return null;
  return (
    <Section title={heading(labels, 'projects')}>
      {projects.map((p, i) => (
        <View key={i} style={styles.entry}>
          <Text style={styles.strong}>{p.projectName}</Text>
          {p.technologiesUsed.trim() ? (
            <Text style={styles.muted}>{`${labels.technologies}: ${p.technologiesUsed.trim()}`}</Text>
          ) : null}
          {paragraphs(p.projectDescription).map((line, j) => (
            <Text key={j}>{line}</Text>
          ))}
        </View>
      ))}
    </Section>
  );
}

export function AwardList({ awards, labels }: { awards: Award[]; labels: ResumeLabels }) {
  if (awards.length === 0) return null;
  return (
    <Section title={heading(labels, 'awards')}>
      {awards.map((a, i) => (
        <View key={i} style={[styles.row, { marginBottom: 3 }]} wrap={false}>
          <Text style={[styles.strong, styles.grow]}>{a.awardName}</Text>
          <Text style={[styles.cellIssuer, styles.muted]}>{a.awardIssuedBy}</Text>
          <Text style={[styles.cellDate, styles.muted]}>{a.awardYear}</Text>
        </View>
      ))}
    </Section>
  );
}

/** The episodes the owner marked for printing (never the others): title, where and when, then each part. */
export function EpisodeList({ episodes, labels }: { episodes: ResumeEpisode[]; labels: ResumeLabels }) {
  const printed = printedOnly(episodes);
  if (printed.length === 0) return null;
  const parts = ['situation', 'action', 'result', 'learned'] as const;
  return (
    <Section title={heading(labels, 'episodes')}>
      {printed.map((e, i) => (
        <View key={i} style={styles.entry}>
          <EntryHead title={e.title} period={formatPeriod(e.start, e.end, labels)} />
          {e.org.trim() ? <Text style={styles.muted}>{e.org.trim()}</Text> : null}
          {parts
            .filter((part) => e[part].trim())
            .map((part) => (
              <View key={part} style={styles.row}>
                <Text style={styles.fieldLabel}>{labels.episode[part]}</Text>
                <View style={styles.fieldValue}>
                  {paragraphs(e[part]).map((line, j) => (
                    <Text key={j}>{line}</Text>
                  ))}
                </View>
              </View>
            ))}
        </View>
      ))}
    </Section>
  );
}
