'use strict';
// Boots a packaged TV bundle the way its index.html does (js/loader.js, which starts
// js/player.js) in this process's V8, which stands in for the TV's engine, then runs a simulated
// day on a virtual clock. Prints one JSON line: what was shown when, and every error.
// Usage: node boot.cjs <scenario.json>   (see bootCheck.js for the scenario's fields)
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { DocumentStub, EventStub, EventTargetStub, ElementStub } = require('./dom.cjs');
const world = require('./world.cjs');

const scenario = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const proc = process;
const realSetImmediate = setImmediate;
const errors = [];
const warnings = [];
const describe = (value) =>
  value && value.stack ? String(value.stack).split('\n').slice(0, 4).join(' | ') : String(value);
const record = (into) =>
  function () {
    into.push(Array.prototype.map.call(arguments, describe).join(' '));
  };

// A harness that stops early (an error before the clock runs) still reports what it saw.
let finished = false;
proc.on('exit', () => {
  if (!finished) {
    errors.push('the boot check stopped before the end of its simulated time');
    finish();
  }
});
proc.on('uncaughtException', (error) => errors.push('uncaught: ' + describe(error)));
proc.on('unhandledRejection', (reason) => errors.push('unhandled rejection: ' + describe(reason)));

const clock = world.virtualClock(Date.parse(scenario.start));
const log = { requests: [] };
const server = world.scriptedServer(scenario, log);
const g = global;
const runScript = (src) => {
  const file = path.join(scenario.dir, src);
  vm.runInThisContext(fs.readFileSync(file, 'utf8'), { filename: file });
};

// The page's globals. This process's own global object becomes the window, so the bundle's
// polyfills patch the same built-ins the harness uses, as on a TV.
const overrides = {
  window: g,
  self: g,
  setTimeout: clock.setTimeout,
  clearTimeout: clock.clearTimeout,
  setInterval: clock.setInterval,
  clearInterval: clock.clearTimeout,
  Date: clock.Date,
  performance: { now: () => clock.now - Date.parse(scenario.start) },
  localStorage: world.memoryStorage(scenario.storage),
  fetch: server.fetch,
  WebSocket: server.WebSocket,
  navigator: { userAgent: scenario.userAgent, language: 'en-US', onLine: true },
  location: {
    href: 'file:///app/index.html',
    origin: 'file://',
    protocol: 'file:',
    reload: () => errors.push('the player reloaded the page'),
  },
  screen: { width: 1920, height: 1080 },
  innerWidth: 1920,
  innerHeight: 1080,
  devicePixelRatio: 1,
  // Chromium 53/56 have the WHATWG URL; so do these Node releases, in their url module.
  URL: require('url').URL,
  URLSearchParams: require('url').URLSearchParams,
  Event: EventStub,
  CustomEvent: class CustomEvent extends EventStub {
    constructor(type, init) {
      super(type, init);
      this.detail = init ? init.detail : null;
    }
  },
  EventTarget: EventTargetStub,
  HTMLElement: ElementStub,
  HTMLIFrameElement: function HTMLIFrameElement() {},
  DOMException: class DOMException extends Error {
    constructor(message, name) {
      super(message);
      this.name = name || 'Error';
    }
  },
  crypto: {
    getRandomValues: (array) => {
      const bytes = require('crypto').randomBytes(array.length);
      for (let i = 0; i < array.length; i++) array[i] = bytes[i];
      return array;
    },
  },
  Image: function Image() {
    return g.document.createElement('img');
  },
  console: {
    log: scenario.debug ? record(warnings) : () => undefined,
    info: scenario.debug ? record(warnings) : () => undefined,
    debug() {},
    warn: record(warnings),
    error: record(errors),
  },
};
Object.assign(
  overrides,
  scenario.platform === 'tizen' ? world.tizenGlobals() : world.webosGlobals()
);
const windowEvents = new EventTargetStub();
overrides.addEventListener = windowEvents.addEventListener.bind(windowEvents);
overrides.removeEventListener = windowEvents.removeEventListener.bind(windowEvents);
overrides.dispatchEvent = windowEvents.dispatchEvent.bind(windowEvents);
// Synchronous: stdout to a pipe is asynchronous in Node, and finish() exits right after.
const output = (line) => fs.writeSync(1, line + '\n');
// Node's own globals that a TV engine lacks (`process` stays: Node's internals need it).
['setImmediate', 'clearImmediate', 'Buffer'].forEach((name) => delete g[name]);
Object.keys(overrides).forEach((name) => {
  // defineProperty: some of Node's globals (console) are getters.
  Object.defineProperty(g, name, {
    value: overrides[name],
    writable: true,
    configurable: true,
    enumerable: true,
  });
});
g.document = new DocumentStub(g, runScript);
const player = g.document.createElement('div');
player.setAttribute('id', 'player');
g.document.body.appendChild(player);

/** The image the viewer sees: the one in the visible stage layer. */
function shownImage() {
  const layers = g.document.body.findAll(
    (e) =>
      e.getAttribute('data-testid') === 'stage-layer' && e.getAttribute('data-visible') === 'true'
  );
  const images = [];
  layers.forEach((layer) => layer.findAll((e) => e.tagName === 'IMG', images));
  return images.map((img) => img.getAttribute('alt')).join('+') || null;
}

const end = clock.now + scenario.hours * 3600 * 1000;
const shown = [];
let steps = 0;
function sample() {
  const now = shownImage();
  const last = shown[shown.length - 1];
  if (!last || last.image !== now)
    shown.push({ at: new clock.Date(clock.now).toISOString(), image: now });
}
function finish() {
  finished = true;
  const root = g.document.body.find((e) => e.getAttribute('data-testid') === 'player');
  output(
    JSON.stringify({
      v8: proc.versions.v8,
      start: scenario.start,
      hours: scenario.hours,
      steps,
      state: root ? root.getAttribute('data-state') : null,
      shown,
      errors,
      warnings: warnings.slice(0, 20),
      requests: log.requests.slice(0, 20),
    })
  );
  proc.exit(0);
}
function step() {
  const timer = clock.takeNext(end);
  if (!timer || errors.length > 20) return finish();
  steps++;
  try {
    timer.fn.apply(null, timer.args || []);
  } catch (error) {
    errors.push('timer: ' + describe(error));
  }
  // Let promise jobs run (a real event-loop turn) before sampling and the next timer.
  realSetImmediate(() => {
    sample();
    step();
  });
}

try {
  runScript('js/loader.js');
} catch (error) {
  errors.push('loader: ' + describe(error));
}
realSetImmediate(step);
