// Projects: a name line, then "Technologies: ..." and a description, in any order.
import type { Project } from '../../../../db/schema/profiles';
import { cut } from './dates';
import { periodLine, titledEntries } from './entries';
import { endsSentence, isTitleLike, joinParagraph, labelled, parts, tidy } from './text';
import { PROJECT_LABELS } from './vocabulary';

export function parseProjects(lines: string[]): Project[] {
  return titledEntries(lines, startsProject)
    .map(parseEntry)
    .filter((p) => p.projectName);
}

/**
 * A new project: a dated line once the entry has one, or a title line (a colon allowed, as in
 * "Open source: X") after a sentence or a labelled line once the entry has a body.
 */
function startsProject(line: string, entry: string[]): boolean {
  if (labelled(line, PROJECT_LABELS)) return false;
  if (periodLine(line) && entry.some((l) => periodLine(l))) return true;
  const previous = entry[entry.length - 1];
  const hasBody = entry.slice(1).some((l) => !labelled(l, PROJECT_LABELS));
  return (
    isTitleLike(line, { colon: true }) &&
    hasBody &&
    (endsSentence(previous) || !!labelled(previous, PROJECT_LABELS))
  );
}

function parseEntry(lines: string[]): Project {
  const project: Project = { projectName: '', projectDescription: '', technologiesUsed: '' };
  const description: string[] = [];
  lines.forEach((line, i) => {
    const pair = labelled(line, PROJECT_LABELS);
    if (pair?.label === 'technologies') project.technologiesUsed ||= tidy(pair.value);
    else if (pair?.label === 'name') project.projectName ||= tidy(pair.value);
    else if (pair) description.push(pair.value);
    else if (i === 0 && !project.projectName) project.projectName = nameOf(line);
    else description.push(line);
  });
  project.projectDescription = joinParagraph(description);
  return project;
}

/** The name piece of a title line: its first piece, without a period. */
function nameOf(line: string): string {
  const period = periodLine(line);
  const text = period ? cut(line, period.index, period.length) : line;
  return tidy(parts(text)[0] ?? '');
}
