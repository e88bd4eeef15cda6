// Round eighteen (ADR 0039): a double letter put on the wrong consonant — "vaccum" for vacuum, "dissapoint"
// for disappoint, "proffesional" for professional, "tommorow" for tomorrow, "reccomend" for recommend. Such a
// word splits into two dictionary words often enough (vac + cum) that the compound rule let it pass; the
// older guards undo one dropped, swapped or doubled letter, and this slip is one of each. A word is such a
// slip when undoing one of its doubles and doubling another letter gives a dictionary word.

/** Whether `w` is a dictionary word with its double letter moved to another letter. */
export function movedDouble(w: string, correct: (w: string) => boolean): boolean {
  for (let i = 0; i + 1 < w.length; i++) {
    if (w[i] !== w[i + 1]) continue;
    const single = w.slice(0, i) + w.slice(i + 1);
    for (let j = 0; j < single.length; j++) {
      if (j === i || single[j] === single[j + 1] || single[j] === single[j - 1]) continue;
      if (correct(single.slice(0, j + 1) + single[j] + single.slice(j + 1))) return true;
    }
  }
  return false;
}
