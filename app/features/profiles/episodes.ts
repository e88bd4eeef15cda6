// Who reads which episodes (pure, for server and browser). An episode is the applicant's own working
// note: the owner sees all of them in the editor and on their resume; anyone else, and every print
// (HTML and PDF), sees only the episodes the owner marked "print this episode on my resume".
import type { ResumeEpisode, ResumeSections } from '#db/schema/profiles';

/** The episodes marked for printing, in the owner's order. */
export function printedEpisodes(episodes: readonly ResumeEpisode[] | null | undefined): ResumeEpisode[] {
  return (episodes ?? []).filter((e) => e.print === true);
}

/** A resume's sections as a reader other than the owner, or a print, may have them. */
export function printableSections(sections: ResumeSections): ResumeSections {
  return { ...sections, episodes: printedEpisodes(sections.episodes) };
}
