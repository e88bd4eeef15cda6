// The built-in composer: answers the question it is asked from the resume's own sentences, with no
// network. Every sentence either carries a fact of the resume (a job's achievement, a project, an
// episode's situation, action, result or lesson) or of the target, or is a short connective that says
// nothing about the applicant's life. Credentials ride on that content: a skill is named where it was
// used, a school joined to the job it led to or told with its thesis, a certificate or award at the end
// of a sentence of the job held that year — never a list of them (ADR 0026, amendment). The answer comes
// first (두괄식) and is built around the applicant's own content; the body tells the sources the plan gives
// this answer (or the most relevant ones) in time order; at most one closing sentence. Length comes from
// using more of the resume, never filler: when the material runs out the letter is shorter, and
// assessQuestion has said so before anything was paid.
import { abortError } from '~/integrations/ai/errors';
import { measure, type LimitType } from '../counting';
import { composeResume } from './intro';
import type { AiWriter, CoverLetterRequest } from '~/integrations/ai/types';
import { streamWords } from './streaming';
import { composeDraw } from './letter-draw';
import { composePlanned } from './planned';

/** Other draws the composer tries when a letter's own falls outside its band. */
const DRAWS = 6;

/**
 * Writes the whole letter (synchronously); `streamCoverLetter` streams this text. The same request gives
 * the same letter: its seed's draw, or when that one falls outside the band (a band no set of the
 * resume's sentences fills in that order), the first of the next draws that lands in it.
 */
export function composeLetter(req: CoverLetterRequest): string {
  // A request that carries the application's material is written from its answer plan (ADR 0038); a
  // declined plan writes nothing (assessQuestion said why before payment).
  if (req.motives) {
    const planned = composePlanned(req);
    return planned.ok ? planned.text : '';
  }
  const type: LimitType = req.limitType ?? 'with-spaces';
  const inBand = (t: string) => {
    const n = measure(t, type);
    return n >= req.minLetter && n <= req.maxLetter;
  };
  const first = composeDraw(req);
  if (inBand(first)) return first;
  for (let i = 1; i < DRAWS; i++) {
    const other = composeDraw({ ...req, seed: req.seed * DRAWS + i });
    if (inBand(other)) return other;
  }
  return first;
}

/** The longest letter the composer writes for this request: every sentence it would use, no band. */
export const composeAll = (req: CoverLetterRequest) =>
  req.motives
    ? composeLetter({ ...req, minLetter: 0, maxLetter: 1e6 })
    : composeDraw({ ...req, minLetter: 1e6, maxLetter: 1e6 });

export type ComposerOptions = { /** Pause between streamed chunks (ms); 0 in tests. */ delayMs?: number };

export function createComposer(opts: ComposerOptions = {}): AiWriter {
  const delayMs = opts.delayMs ?? 15;
  return {
    kind: 'builtin',
    streamCoverLetter: (req, signal) => streamWords(() => composeLetter(req), delayMs, signal),
    async writeResume(req, signal) {
      if (signal?.aborted) throw abortError(signal);
      return composeResume(req);
    },
  };
}
