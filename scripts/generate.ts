import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { generatedDocuments } from '../src/api/documents.js';
import { CONFUSABLES_FILE, confusablesModule } from './confusables.js';
import { EDGE_MIGRATIONS_FILE, edgeMigrationsModule } from './edge-migrations.js';

// Writes openapi.yaml and schema/schema.graphql from the code (the single source of both).
const root = resolve(import.meta.dirname, '..');
for (const [file, text] of Object.entries(generatedDocuments())) {
  const path = resolve(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  console.log(`wrote ${file}`);
}
writeFileSync(resolve(root, EDGE_MIGRATIONS_FILE), edgeMigrationsModule(root));
console.log(`wrote ${EDGE_MIGRATIONS_FILE}`);
writeFileSync(resolve(root, CONFUSABLES_FILE), confusablesModule());
console.log(`wrote ${CONFUSABLES_FILE}`);
