// `npm run typecheck`: every package's TypeScript projects, checked by the native TypeScript 7
// compiler (typescript-native, the Go port of the same checker). It checks the same rules as
// TypeScript 6 in about a third of the CPU time, and also emits the server's build; TypeScript 6
// stays for what calls its JavaScript API (tests transpiling sources). Two projects run at
// once; each one's output is printed whole when it ends, and the exit code is non-zero when any of them failed.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript-native/bin/tsc', import.meta.url));

/** Every project that is type-checked: browser and Node halves of the sdk and each target. */
const PROJECTS = [
  'server',
  'console',
  'sdk/tsconfig.browser.json',
  'sdk/tsconfig.node.json',
  ...['web', 'tizen', 'webos', 'android-webview'].flatMap((target) => [
    `targets/${target}/tsconfig.browser.json`,
    `targets/${target}/tsconfig.node.json`,
  ]),
  'e2e',
  // The files no package owns: root configs, fixtures' servers, the TV boot check's types.
  '.',
];
const AT_ONCE = 2;

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: repoRoot });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString();
      console.log(`${code === 0 ? 'ok    ' : 'FAILED'} ${project} (${secs} s)`);
      if (text.trim() !== '') console.log(text);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      results.push(await check(project));
    }
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
