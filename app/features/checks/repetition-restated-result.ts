// Round thirty (ADR 0039): a sentence that says it restates ("In other words,", "Put simply,", "Dengan
// kata lain,", "Singkatnya,", "즉") and tells an earlier change again as a share of it — "errors fell by
// almost ninety percent" after "from 40 a month to 5", "cacat tinggal seperempat" after "dari 3,2% menjadi
// 0,8%", "불량률이 4분의 1로" after "3.2%에서 0.8%로" — from the style-dev set's misses, by family in the
// three languages: the marker, a share or a multiple, and a content word of the earlier sentence that
// told a change from one number to another. A summary that brings a new subject is left alone.
import { contentWords } from './repetition-retold-episode';

const MARKER =
  /^\s*(?:in other words|put simply|simply put|to put it simply|in short|that is|that means|dengan kata lain|singkatnya|artinya|intinya|즉|다시 말해|다시 말하면|말하자면|요컨대)(?=[\s,])/i;
/** A share or a multiple said in words or digits (ninety percent, a quarter, seperempat, 4분의 1, 두 배). */
const SHARE =
  /\b(?:percent|per cent|persen|quarters?|thirds?|half|halves|double[sd]?|tripled?|seperempat|sepertiga|setengah|separuh|dua kali lipat|tiga kali lipat|lipat)\b|%|퍼센트|\d+분의 ?\d+|[두세네]\s?배|절반|반으로/i;
/** An earlier sentence that told a change from one number to another. */
const CHANGE =
  /\b(?:from|dari)\s[\d.,]+\S*\s(?:[a-z]+\s){0,3}?(?:to|menjadi|ke)\s[\d.,]+|[\d.,]+\s?[^\s\d]{0,3}에서\s[\d.,]+\s?[^\s\d]{0,3}(?:로|으로)/i;

/** Each sentence (by index) that restates an earlier change as a share, with the earlier sentence's index. */
export function restatedResults(text: string, ss: [number, number][]): Map<number, number> {
  const out = new Map<number, number>();
  for (let j = 1; j < ss.length; j++) {
    const s = text.slice(ss[j][0], ss[j][1]);
    const marker = MARKER.exec(s);
    if (!marker || !SHARE.test(s)) continue;
    const mine = contentWords(s.slice(marker[0].length));
    for (let i = j - 1; i >= 0; i--) {
      const earlier = text.slice(ss[i][0], ss[i][1]);
      if (!CHANGE.test(earlier)) continue;
      const theirs = contentWords(earlier);
      if ([...mine].some((w) => theirs.has(w))) {
        out.set(j, i);
        break;
      }
    }
  }
  return out;
}
