import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits in src/ (tests, tsx) or dist/ (built); either way the package root is one up.
const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(SERVER_ROOT, '..');
export const DEFAULT_CONSOLE_DIST = resolve(REPO_ROOT, 'console', 'dist');
export const DEFAULT_PLAYER_DIST = resolve(REPO_ROOT, 'targets', 'web', 'dist');
/** The SDL is read from the sources, so the built server and the codegen share one contract. */
export const MODULES_DIR = resolve(SERVER_ROOT, 'src', 'modules');
