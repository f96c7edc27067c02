import { useEffect, useState } from 'preact/hooks';
import { client } from './client.js';

/** The game's title ("Goldmine Rumbles") for its id, once the rules list has loaded; the id until then. */
export function useRulesTitle(rules: string | undefined): string {
  const [titles, setTitles] = useState<Readonly<Record<string, string>>>({});
  useEffect(() => {
    if (rules === undefined || titles[rules] !== undefined) return;
    client.rules().then(
      (all) => setTitles(Object.fromEntries(all.map((r) => [r.id, r.title]))),
      () => undefined,
    );
  }, [rules]);
  return rules === undefined ? '' : (titles[rules] ?? rules);
}
