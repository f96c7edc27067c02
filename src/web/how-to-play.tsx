/**
 * The game page's "How to play" panel: the rules told briefly (setup, a turn, scoring), as the server
 * serves them with the rules content (`GET /v1/rules/{id}` `howToPlay`), so every client tells the same.
 * Folded by default: a click away for a newcomer, out of the way for everyone else.
 */
import { useEffect, useState } from 'preact/hooks';
import type { RuleDetail } from '../client/index.js';
import { client } from './client.js';

export function HowToPlay({ rules, title }: { rules: string; title: string }) {
  const [sections, setSections] = useState<RuleDetail['howToPlay']>([]);
  useEffect(() => {
    client.rule(rules).then(
      (detail) => setSections(detail.howToPlay),
      () => setSections([]), // the rules text is a help, not the game: the page plays on without it
    );
  }, [rules]);
  if (sections.length === 0) return null;
  return (
    <details class="how-to-play">
      <summary>How to play {title}</summary>
      {sections.map((s) => (
        <section>
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </section>
      ))}
    </details>
  );
}
