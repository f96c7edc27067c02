import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { mutationNeedsPost, operationNotFound, refusal } from './request-refusals.js';

/**
 * The operation a request runs, once its document is parsed: none it can name is `400
 * operation-not-found` (an `operationName` the document does not hold, or several operations and no
 * name), and a mutation sent with GET is `405 mutation-needs-post` with `Allow: POST` (GET must
 * change nothing). Yoga checks both at the same point with its own codes (`OPERATION_RESOLUTION_FAILURE`,
 * `BAD_REQUEST`); this plugin comes first. A document that does not parse keeps graphql-js's refusal.
 */
export const operationChoice: Plugin = {
  onParse:
    ({ context }) =>
    ({ result }) => {
      const { request, params } = context as { request?: Request; params?: { operationName?: string | null } };
      // No request: an operation run outside HTTP (Yoga's check skips those too).
      if (request === undefined || result === null || result instanceof Error) return;
      const document = result as DocumentNode;
      const name = params?.operationName ?? undefined;
      const operation = getOperationAST(document, name);
      if (operation == null) throw refusal(operationNotFound(name, operationNames(document)));
      if (operation.operation === 'mutation' && request.method === 'GET')
        throw refusal(mutationNeedsPost(), { Allow: 'POST' });
    },
};

/** The names of the document's operations; `null` for one without a name. */
const operationNames = (document: DocumentNode): (string | null)[] =>
  document.definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? [d.name?.value ?? null] : []));
