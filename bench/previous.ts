/**
 * Figures a bench is held to "no worse than" (issue 33: replay and GraphQL must not lose what the
 * request-thread work gains elsewhere). Each says when and where it was measured; raise one when a
 * change moves it for good, in the same commit.
 */
export const PREVIOUS = {
  /** `npm run bench replay` after evolve's copyState (commit a8c83d9, issue 20). */
  replayEventsPerSecond: { value: 12_500_000, when: 'a8c83d9' },
  /** `npm run bench graphql`, GraphQL moves/s over REST's in one run, as issue 33 was filed. */
  graphqlShareOfRest: { value: 0.96, when: 'issue 33' },
} as const;
