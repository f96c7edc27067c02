import type { Plugin } from 'graphql-yoga';
import { paramsRefusal, refusal } from './request-refusals.js';

/**
 * A request whose parameters are no GraphQL request is refused with REST's codes before Yoga's own
 * check (which runs after this plugin's) answers `BAD_REQUEST`: `query-required` with no query (Yoga
 * answered it 200 to an `application/json` client), `invalid-request` for a member it does not take
 * or one of the wrong type. Node's direct path hands each of these to Yoga, so all paths answer alike.
 */
export const requestParams: Plugin = {
  onParams: ({ params }) => {
    const refused = paramsRefusal(params);
    if (refused !== null) throw refusal(refused);
  },
};
