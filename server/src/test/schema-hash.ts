import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations/', import.meta.url));

let hashed: string | undefined;

/**
 * Names the schema the migrations make, for databases migrated once and copied: a change to
 * any migration's text gives another name, so a copy of an older schema is never used.
 */
export function schemaHash(): string {
  if (hashed) return hashed;
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file);
    hash.update(readFileSync(MIGRATIONS_DIR + file));
  }
  return (hashed = hash.digest('hex').slice(0, 16));
}
