// A menu board's first frame in headless Chromium (the target: 40 meals drawn in under 200 ms).
// Usage: node bench/menu-board-first-frame.mjs [runs]   (from the repository root)
//
// Bundles the sdk's SceneView with the menu board widget from source (rolldown, production
// React), serves the page and its meal pictures over HTTP, and in a fresh page per run measures
// from the render call to the first animation frame after React committed the board: what a
// screen shows when the board's scene comes up. Boards of 10 and 40 meals, side by side.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { build } from 'rolldown';

const RUNS = Number(process.argv[2] ?? 10);
/** A real PNG for every meal picture (the fake camera's frame). */
const PICTURE = readFileSync(new URL('../fixtures/ai-camera/frame.png', import.meta.url));
const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'marquee-menu-bench-'));
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

async function bundlePage() {
  const entry = join(work, 'entry.tsx');
  writeFileSync(
    entry,
    `
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { SceneView } from ${JSON.stringify(join(root, 'sdk/src/render/SceneView.tsx'))};
import { WidgetsContext, widgetCatalog } from ${JSON.stringify(join(root, 'sdk/src/render/widgetDefinition.ts'))};
import { menuBoardWidget } from ${JSON.stringify(join(root, 'sdk/src/widgets/menuBoard/index.ts'))};

const catalog = widgetCatalog([menuBoardWidget]);
const meals = (count, extra) => Array.from({ length: count }, (_, i) => ({
  title: 'Meal ' + (i + 1), price: String(100 + i), description: 'Served with potatoes and salad',
  allergens: '1, 3, 7', ...extra,
}));
function boardOf(total) {
  const soups = 4;
  const perCategory = 6;
  const categories = [{ title: 'Polévky', meals: meals(soups, {}) }];
  for (let left = total - soups, c = 1; left > 0; left -= perCategory, c++)
    categories.push({ title: 'Category ' + c, meals: meals(Math.min(perCategory, left), {
      extras: [{ title: 'Sauce', price: '15' }], image: { downloadUrls: ['/meal-' + c + '.png'] },
    }) });
  return { menuBoardSource: 'manual', layout: 'classic',
    configsByLayout: { classic: { numberOfColumns: 4 } }, categories };
}
globalThis.measure = (total) => new Promise((done) => {
  const scene = { _id: 's', name: 's', type: 'slides', sceneItems: [{ _id: 'm', start: 0, end: 60,
    x: 0, y: 0, w: 100, h: 100, rotation: 0, item: { type: 'menu_board', body: boardOf(total) } }] };
  const root = createRoot(document.getElementById('stage'));
  const started = performance.now();
  flushSync(() => root.render(
    <WidgetsContext.Provider value={catalog}>
      <SceneView scene={scene} files={new Map()} onReady={() => {}} />
    </WidgetsContext.Provider>,
  ));
  const committed = performance.now();
  const meals = document.querySelectorAll('[data-testid="menu-meal"]').length;
  requestAnimationFrame(() => done({ meals, commitMs: committed - started,
    firstFrameMs: performance.now() - started }));
});
`,
  );
  const output = await build({
    input: entry,
    cwd: root,
    write: false,
    platform: 'browser',
    transform: { define: { 'process.env.NODE_ENV': '"production"' }, jsx: 'react-jsx' },
    resolve: {
      conditionNames: ['source', 'browser', 'import', 'default'],
      modules: ['node_modules', join(root, 'node_modules')],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    output: { format: 'iife' },
  });
  return output.output[0].code;
}

function serve(code) {
  const html =
    '<!doctype html><body style="margin:0;background:#000">' +
    '<div id="stage" style="position:relative;width:1280px;height:720px"></div>' +
    '<script src="/page.js"></script>';
  const server = createServer((req, res) => {
    if (req.url === '/page.js')
      return res.writeHead(200, { 'content-type': 'text/javascript' }).end(code);
    if (req.url?.startsWith('/meal-'))
      return res.writeHead(200, { 'content-type': 'image/png' }).end(PICTURE);
    res.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const server = await serve(await bundlePage());
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    args: FLAGS,
    headless: true,
  });
  const version = await browser.version();
  const results = { 10: [], 40: [] };
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const total of [10, 40]) {
        const page = await browser.newPage();
        await page.setViewport({ width: 1280, height: 720 });
        await page.goto(`http://127.0.0.1:${server.address().port}/`);
        results[total].push(await page.evaluate((n) => globalThis.measure(n), total));
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`${version}; ${RUNS} fresh pages per board size`);
  for (const [total, runs] of Object.entries(results)) {
    const frames = runs.map((r) => r.firstFrameMs);
    console.log(
      `${total} meals (${runs[0].meals} drawn): first frame median ${median(frames).toFixed(1)} ms, ` +
        `max ${Math.max(...frames).toFixed(1)} ms; React commit median ${median(runs.map((r) => r.commitMs)).toFixed(1)} ms`,
    );
  }
  const ratio =
    median(results[40].map((r) => r.firstFrameMs)) / median(results[10].map((r) => r.firstFrameMs));
  console.log(`40 meals / 10 meals: ${ratio.toFixed(2)}×`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
