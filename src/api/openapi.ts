import type { OpenAPIHono } from '@hono/zod-openapi';

type DocumentConfig = Parameters<OpenAPIHono['getOpenAPI31Document']>[0];

/** The document header of `/openapi.json` and `openapi.yaml`. */
export const OPENAPI_INFO: DocumentConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Rolltape',
    version: '1.0.0',
    license: { name: 'MIT', url: 'https://opensource.org/license/mit' },
    description:
      'Tabletop games as replayable tapes. Create a game, keep the seat tokens, play with `legalMoves`, then export and audit the tape. Errors are RFC 9457 problem documents with a stable `code`.',
  },
  servers: [{ url: '/' }],
};
