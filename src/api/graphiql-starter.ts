/** The query GraphiQL opens with: something that runs as is and shows where to go next. */
export const GRAPHIQL_STARTER_QUERY = `# Rolltape's GraphQL API. Press ▶ to run this query; the Docs panel lists every type.
# Next: mutation { createGame(...) } gives one token per seat; send it as
# the header  Authorization: Bearer rt_…  (Headers tab) to see and play your seat.
query Start {
  rules {
    id
    title
    minPlayers
    maxPlayers
    bots { id title }
  }
  dailyChallenges {
    date
    challenges { id rules status entries }
  }
}
`;
