// What the panel shows of each part the coach asks for (both sides: the action sends it, the panel draws it).
import type { Need } from './needs';

export type CoachAsk = {
  /** The form's `place` value. */
  key: string;
  /** `coach.ask.…` and `coach.parts.…` keys of the `coverletters` namespace. */
  ask: string;
  name: string;
  /** The episode it is saved on, by its title (none: the application's). */
  episode: string | null;
  questionText: string;
  /** The longest answer its field keeps. */
  max: number;
};

export function coachView(
  needs: (Need & { questionText: string })[],
  limit: (key: string) => number = () => 1000,
): CoachAsk[] {
  return needs.map((n) => ({
    key: n.key,
    ask: n.ask,
    name: n.name,
    episode: n.place.on === 'episode' ? n.place.title : null,
    questionText: n.questionText,
    max: limit(n.key),
  }));
}
