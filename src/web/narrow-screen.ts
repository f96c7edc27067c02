/**
 * Whether the page is as narrow as a phone's: where style.css stops scaling the board to its column
 * and draws it at its own size, or as little under it as a narrower frame needs (the same width,
 * 900 px). A board told so draws what a turn is decided on in the part of it a phone shows
 * (BoardProps.narrow).
 */
import { useEffect, useState } from 'preact/hooks';

const NARROW = '(max-width: 900px)';

const query = (): MediaQueryList | undefined => (typeof matchMedia === 'function' ? matchMedia(NARROW) : undefined);

/** True on a narrow page; follows the window as it is resized or a phone is turned. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const list = query();
    if (list === undefined) return;
    const follow = () => setNarrow(list.matches);
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, []);
  return narrow;
}
