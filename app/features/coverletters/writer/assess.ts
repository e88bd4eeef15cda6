// Before anything is paid: can the built-in writer answer this question from this resume, and how long a
// letter does the resume support? A failure, conflict or weakness question needs the applicant's own
// episode (never a substitute); the length is what the composer writes when it uses all the material it
// would use for this question, and the band's own letter is composed once, so an `ok` here is a letter
// within the band there.
import type { EpisodeTag } from '#db/schema/enums';
import type { ResumeSections } from '#db/schema/profiles';
import { measure } from '../counting';
import { answerKind, answeringEpisodes } from './answers';
import { composeAll, composeLetter } from './composer';
import type { CoverLetterRequest } from '~/integrations/ai/types';
import { composePlanned, type Grow } from './planned';
import type { MissingPart } from './plans';

/** The advice key that names a missing part's field (ADR 0038), for the panel's list. */
export const partAdvice = (m: MissingPart) =>
  m.tags?.length ? episodeAdvice(m.tags) : `assess.advice.part.${m.field.replace('.', '_')}`;

/** A planned answer's check: the part it lacks, the language it cannot write, the length it reaches. */
function assessPlanned(req: AssessRequest): Assessment {
  const p = composePlanned({ ...req, seed: 1, temperature: 0.7 });
  if (p.ok)
    return { fit: 'ok', needs: [], supported: measure(p.text, req.limitType ?? 'with-spaces'), advice: [] };
  if (p.reason === 'language')
    return {
      fit: 'short',
      needs: [],
      supported: 0,
      advice: ['assess.advice.languageNeedsModel'],
      language: true,
    };
  if (p.reason === 'parts') {
    const tags = p.missing.find((m) => m.tags)?.tags ?? [];
    return {
      fit: 'no-episode',
      needs: tags,
      supported: 0,
      advice: [...new Set(p.missing.map(partAdvice))],
      missing: p.missing,
    };
  }
  return {
    fit: 'short',
    needs: [],
    supported: p.supported,
    advice: [...new Set(p.advice.map(partAdvice))],
    missing: p.advice,
    ...(p.grow ? { grow: p.grow } : {}),
  };
}

export type Assessment = {
  /** ok: write it; no-episode: the question needs a story the resume lacks; short: the resume supports less than the band's minimum */
  fit: 'ok' | 'no-episode' | 'short';
  /** The episode tags that would answer it (for no-episode), e.g. ['failure'] or ['conflict','teamwork']. */
  needs: EpisodeTag[];
  /** About how long a letter (counted by the request's limitType) this resume supports for this question in this language. */
  supported: number;
  /** Keys of what to add (i18n keys in the coverletters namespace, `assess.advice.*`). */
  advice: string[];
  /**
   * A planned answer (the request carries the application's material, ADR 0038): the parts its plan
   * lacks (fit no-episode) or would add length (fit short), each with the field to ask for.
   */
  missing?: MissingPart[];
  /** The built-in writer writes only in the material's language: another needs a model. */
  language?: boolean;
  /** A planned answer too short for its band: how much more which parts would give (the panel's amounts). */
  grow?: Grow;
};

export type AssessRequest = Omit<CoverLetterRequest, 'seed' | 'temperature'>;

/** The advice key for a missing episode of these tags. */
const episodeAdvice = (tags: EpisodeTag[]) =>
  tags.includes('conflict')
    ? 'assess.advice.episodeConflict'
    : tags.includes('growth')
      ? 'assess.advice.episodeWeakness'
      : tags.includes('failure')
        ? 'assess.advice.episodeFailure'
        : 'assess.advice.episode';

/** What a resume should gain for a longer letter, most useful first. */
export function lengthAdvice(s: ResumeSections): string[] {
  const out: string[] = [];
  const works = s.works.filter((w) => w.company.trim());
  if (!works.length || works.some((w) => !w.achievements.trim())) out.push('assess.advice.achievements');
  if (
    !/\d/.test(
      [...works.map((w) => w.achievements), ...s.projects.map((p) => p.projectDescription)].join(' '),
    )
  )
    out.push('assess.advice.figures');
  if (!(s.episodes ?? []).some((e) => e.situation.trim() || e.action.trim() || e.result.trim()))
    out.push('assess.advice.episodes');
  if (!s.projects.some((p) => p.projectDescription.trim())) out.push('assess.advice.projects');
  if (!s.educations.some((e) => e.school.trim()) && !s.certifications.length)
    out.push('assess.advice.education');
  out.push('assess.advice.more');
  return out;
}

/** The longest letter the composer writes for this question from this resume (all its material). */
export function supportedLength(req: AssessRequest): number {
  const type = req.limitType ?? 'with-spaces';
  const full = composeAll({ ...req, seed: 1, temperature: 0.1 });
  return measure(full, type);
}

export function assessQuestion(req: AssessRequest): Assessment {
  if (req.motives) return assessPlanned(req);
  const kind = answerKind(req.question);
  const s = req.profile.sections;
  if (kind.need === 'episode' && !answeringEpisodes(s, kind).length)
    return { fit: 'no-episode', needs: kind.tags, supported: 0, advice: [episodeAdvice(kind.tags)] };
  const supported = supportedLength(req);
  if (supported < req.minLetter) return { fit: 'short', needs: [], supported, advice: lengthAdvice(s) };
  // Enough material is not yet a letter in the band: a short band after a long opening may take no
  // further sentence whole. What the composer writes for this band is what the member would pay for.
  const written = measure(
    composeLetter({ ...req, seed: 1, temperature: 0.7 }),
    req.limitType ?? 'with-spaces',
  );
  if (written < req.minLetter)
    return { fit: 'short', needs: [], supported: written, advice: lengthAdvice(s) };
  return { fit: 'ok', needs: [], supported, advice: [] };
}
