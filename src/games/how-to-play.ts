/**
 * "How to play": a game's rules told briefly, in our own words from its spec, for a person about to
 * play (setup, a turn, scoring). Served with the rules content (`GET /v1/rules/{id}` `howToPlay`,
 * GraphQL `rule { howToPlay }`) so every client can show the same text; the web client's game page does.
 */
export interface HowToPlaySection {
  /** A short heading: "Setup", "A turn", "Scoring". */
  readonly title: string;
  /** One paragraph of plain text. */
  readonly text: string;
}

export type HowToPlay = readonly HowToPlaySection[];
