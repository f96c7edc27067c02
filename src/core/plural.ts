/**
 * A count with its noun, agreeing in number: `counted(1, 'entry', 'entries')` is "1 entry",
 * `counted(3, 'shuffle')` "3 shuffles". Every count a person reads goes through it, so none says "1 entries".
 */
export const counted = (n: number, singular: string, plural = `${singular}s`): string =>
  `${n} ${n === 1 ? singular : plural}`;
