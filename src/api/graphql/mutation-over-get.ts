import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { mutationNeedsPost, refusal } from './request-refusals.js';

/**
 * A mutation sent with GET is refused `405 mutation-needs-post` with `Allow: POST` (GET must not
 * change anything), as Yoga's own check refuses it, but with REST's code and words. This runs just
 * before Yoga's (its plugin comes later), once the document is parsed: a document that does not
 * parse or names no operation is left to Yoga's standard refusals.
 */
export const mutationOverGet: Plugin = {
  onParse:
    ({ context }) =>
    ({ result }) => {
      const { request, params } = context as { request?: Request; params?: { operationName?: string | null } };
      // No request: an operation run outside HTTP (Yoga's check skips those too).
      if (request?.method !== 'GET' || result === null || result instanceof Error) return;
      const operation = getOperationAST(result as DocumentNode, params?.operationName ?? undefined);
      if (operation?.operation === 'mutation') throw refusal(mutationNeedsPost(), { Allow: 'POST' });
    },
};
