/**
 * A count with its noun, agreeing in number: `counted(1, 'entry', 'entries')` is "1 entry",
 * `counted(3, 'shuffle')` "3 shuffles". Every count a person reads goes through it, so none says "1 entries".
 */
export const counted = (n: number, singular: string, plural = `${singular}s`): string =>
  `${n} ${n === 1 ? singular : plural}`;

/** Items as a sentence lists them: "2", "2 and 3", "2, 3 and 4". */
export const listed = (items: readonly (string | number)[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
