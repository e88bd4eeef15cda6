// The English title a 경력기술서 prints over the name ("CAREER DESCRIPTION", letter-spaced and cut at its word gap
// into "CAREER | DESCRIPTION"): the document's title, as "경력기술서" is. Its first word read as the works heading,
// so the name and contacts under it became a job.
import { key } from './vocabulary';

const TITLES = new Set(
  ['Career description', 'Career descriptions', 'Description of career', 'Career history statement'].map(key),
);

/** "CAREER | DESCRIPTION", "Career Description": the title of a 경력기술서 in English; false for any other line. */
export const isCareerDescriptionTitle = (line: string) => TITLES.has(key(line));
