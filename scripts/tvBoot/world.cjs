'use strict';
// The world a packaged TV bundle boots into under the boot check: a virtual clock behind every
// timer and Date, Web Storage, a scripted Marquee server (GraphQL over fetch, graphql-ws over a
// WebSocket) and the platform objects (Tizen's tizen/webapis, webOS's PalmServiceBridge) with
// plausible answers. Written for old Node releases: no async functions, no object spread.

/** Virtual time: timers fire only when the boot check advances the clock. */
function virtualClock(startMs) {
  const clock = { now: startMs, timers: [], nextId: 1 };
  clock.setTimeout = function setTimeout(fn, ms) {
    const args = Array.prototype.slice.call(arguments, 2);
    const id = clock.nextId++;
    clock.timers.push({ id, at: clock.now + Math.max(0, Number(ms) || 0), fn, args });
    return id;
  };
  clock.setInterval = (fn, ms) => {
    const id = clock.nextId++;
    const every = Math.max(1, Number(ms) || 0);
    const tick = () => {
      clock.timers.push({ id, at: clock.now + every, fn: tick });
      fn();
    };
    clock.timers.push({ id, at: clock.now + every, fn: tick });
    return id;
  };
  clock.clearTimeout = (id) => {
    clock.timers = clock.timers.filter((t) => t.id !== id);
  };
  /** Takes the earliest timer due at or before `until` (ties in the order they were set). */
  clock.takeNext = (until) => {
    let best = -1;
    clock.timers.forEach((t, i) => {
      if (t.at <= until && (best < 0 || t.at < clock.timers[best].at)) best = i;
    });
    if (best < 0) return null;
    const timer = clock.timers.splice(best, 1)[0];
    clock.now = Math.max(clock.now, timer.at);
    return timer;
  };
  const RealDate = Date;
  class VirtualDate extends RealDate {
    constructor() {
      if (arguments.length === 0) super(clock.now);
      else super(...arguments);
    }
    static now() {
      return clock.now;
    }
  }
  clock.Date = VirtualDate;
  return clock;
}

function memoryStorage(initial) {
  const data = Object.assign({}, initial);
  return {
    getItem: (key) => (Object.prototype.hasOwnProperty.call(data, key) ? data[key] : null),
    setItem: (key, value) => {
      data[key] = String(value);
    },
    removeItem: (key) => {
      delete data[key];
    },
    key: (i) => Object.keys(data)[i] || null,
    get length() {
      return Object.keys(data).length;
    },
  };
}

function jsonResponse(status, body) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: () => Promise.resolve(JSON.parse(JSON.stringify(body))),
    text: () => Promise.resolve(JSON.stringify(body)),
  };
}

/** The Marquee server as the player sees it: answers by GraphQL operation name. */
function scriptedServer(scenario, log) {
  const device = {
    _id: 'boot-device',
    name: 'Boot check',
    publishedContent: {
      collectionName: scenario.content.collectionName,
      entityId: scenario.content.entityId,
    },
    pendingCommands: [],
  };
  // The content by its hash (GET, as the server serves it), named by the boot's device query.
  const contentVersion = {
    hash: 'boot-content',
    url: '/api/content/boot/boot-content',
    spreadMs: 0,
  };
  const answers = {
    CurrentDevice: { currentDevice: device, currentContentVersion: contentVersion },
    ReportDeviceInfo: { reportDeviceInfo: { _id: device._id } },
    RecordPlaybackEvents: (variables) => ({
      recordPlaybackEvents: { acknowledgedIds: variables.events.map((e) => e.id) },
    }),
  };
  const fetch = (url, init) => {
    log.requests.push(String(url));
    if (String(url).endsWith(contentVersion.url))
      return Promise.resolve(jsonResponse(200, scenario.content));
    if (!/\/graphql$/.test(url)) return Promise.resolve(jsonResponse(404, { error: 'not here' }));
    const body = JSON.parse(init.body);
    const name = (/(?:query|mutation) (\w+)/.exec(body.query) || [])[1];
    const answer = answers[name];
    if (!answer) return Promise.resolve(jsonResponse(200, { errors: [{ message: name }] }));
    const data = typeof answer === 'function' ? answer(body.variables) : answer;
    return Promise.resolve(jsonResponse(200, { data }));
  };

  /** graphql-ws's protocol (graphql-transport-ws): ack, pong, and subscriptions that stay open. */
  class ServerSocket {
    constructor(url, protocol) {
      this.url = url;
      this.protocol = Array.isArray(protocol) ? protocol[0] : protocol;
      this.readyState = 0;
      this.listeners = {};
      setTimeout(() => {
        this.readyState = 1;
        this.fire('open', {});
      }, 0);
    }
    addEventListener(type, fn) {
      (this.listeners[type] = this.listeners[type] || []).push(fn);
    }
    removeEventListener(type, fn) {
      this.listeners[type] = (this.listeners[type] || []).filter((l) => l !== fn);
    }
    fire(type, event) {
      if (typeof this['on' + type] === 'function') this['on' + type](event);
      (this.listeners[type] || []).forEach((l) => l(event));
    }
    send(raw) {
      const message = JSON.parse(raw);
      const reply = (payload) =>
        setTimeout(() => this.fire('message', { data: JSON.stringify(payload) }), 0);
      if (message.type === 'connection_init') reply({ type: 'connection_ack' });
      else if (message.type === 'ping') reply({ type: 'pong' });
    }
    close(code, reason) {
      if (this.readyState === 3) return;
      this.readyState = 3;
      setTimeout(() => this.fire('close', { code: code || 1000, reason: reason || '' }), 0);
    }
  }
  ServerSocket.CONNECTING = 0;
  ServerSocket.OPEN = 1;
  ServerSocket.CLOSING = 2;
  ServerSocket.CLOSED = 3;
  return { fetch, WebSocket: ServerSocket };
}

/** Tizen's globals, answering like a set with an empty private folder. */
function tizenGlobals() {
  const notFound = (fail) => fail && fail({ name: 'NotFoundError', message: 'absent', code: 8 });
  const tizen = {
    download: { start: () => 1 },
    DownloadRequest: function DownloadRequest(url) {
      this.url = url;
    },
    filesystem: {
      pathExists: () => false,
      createDirectory: () => undefined,
      deleteFile: (path, ok, fail) => notFound(fail),
      moveFile: (from, to, overwrite, ok, fail) => notFound(fail),
      openFile: () => {
        throw Object.assign(new Error('absent'), { name: 'NotFoundError' });
      },
      toURI: (path) => 'file://' + path,
    },
    systeminfo: {
      getPropertyValue: (name, ok) =>
        setTimeout(
          () =>
            ok(
              name === 'DISPLAY'
                ? { resolutionWidth: 1920, resolutionHeight: 1080 }
                : { units: [{ type: 'INTERNAL', capacity: 8e9, availableCapacity: 4e9 }] }
            ),
          0
        ),
    },
  };
  const webapis = {
    productinfo: {
      getDuid: () => 'BOOTCHECKDUID',
      getRealModel: () => 'QM55R',
      getFirmware: () => 'T-KTM2AKUC-1000.0',
    },
  };
  return { tizen, webapis };
}

/** webOS's Luna bridge, answering the identity and storage questions; the rest fail. */
function webosGlobals() {
  function PalmServiceBridge() {
    this.onservicecallback = null;
  }
  PalmServiceBridge.prototype.call = function call(uri) {
    let answer = { returnValue: false, errorCode: -1, errorText: 'not on the boot check' };
    if (/deviceid\/getIDs$/.test(uri))
      answer = { returnValue: true, idList: [{ idType: 'LGUDID', idValue: 'boot-udid' }] };
    else if (/getSystemInfo$/.test(uri))
      answer = { returnValue: true, modelName: '43SM5KE', firmwareVersion: '04.00.00' };
    setTimeout(() => this.onservicecallback && this.onservicecallback(JSON.stringify(answer)), 0);
  };
  PalmServiceBridge.prototype.cancel = function cancel() {};
  return { PalmServiceBridge };
}

module.exports = { virtualClock, memoryStorage, scriptedServer, tizenGlobals, webosGlobals };
