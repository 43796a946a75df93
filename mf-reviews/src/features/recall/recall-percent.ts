/** A probability of recall as the whole percentage a learner reads, e.g. 0.614 → "61%". */
export const recallPercent = (recall: number) => `${Math.round(recall * 100)}%`;
