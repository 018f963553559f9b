export { main as simulateMain, traceLine, USAGE as SIMULATE_USAGE, type CliIo } from './cli.js';
