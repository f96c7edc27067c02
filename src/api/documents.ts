import { stringify } from 'yaml';
import { createApp } from './app.js';
import { printedSchema } from './graphql/schema.js';
import { OPENAPI_INFO } from './openapi.js';

/** The generated API documents, exactly as committed (`npm run gen` writes them; tests fail on drift). */
export function generatedDocuments(): { readonly 'openapi.yaml': string; readonly 'schema/schema.graphql': string } {
  const app = createApp(() => {
    throw new Error('documents are generated without serving requests');
  });
  const openapi = app.getOpenAPI31Document(OPENAPI_INFO);
  return {
    'openapi.yaml': `# Generated from the zod-openapi routes by \`npm run gen\`; do not edit.\n${stringify(openapi, { lineWidth: 0 })}`,
    'schema/schema.graphql': `# Generated from the Pothos schema by \`npm run gen\`; do not edit.\n${printedSchema()}\n`,
  };
}
