// How many new connections a Node HTTP server accepts per turn of its event loop while each turn
// is busy for 5 ms, by what schedules the next busy turn:
//   immediate  setImmediate (as the server's sliced work does: pubsub/turns.ts)
//   timer      setTimeout(0)
//   io         an fs.stat callback
// A client process opens 2,000 connections a second meanwhile. The fleet benchmark's slowest
// /health probes were new connections that waited 0.6-1.9 s to be accepted while the server's
// turns took 30-140 ms and its accept queue held up to 845 connections; this shows the rule
// behind it on this Node. Usage: node bench/accepts-per-turn.mjs
import { fork } from 'node:child_process';
import { stat } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';

const BUSY_MS = 5;
const RATE = 2000;
const RUN_MS = 2000;

function serve(mode) {
  const server = createServer((req, res) => res.end('ok'));
  let accepted = 0;
  const perTurn = [];
  server.on('connection', () => accepted++);
  const busyTurn = () => {
    perTurn.push(accepted);
    accepted = 0;
    const began = performance.now();
    while (performance.now() - began < BUSY_MS);
    next();
  };
  const next =
    mode === 'immediate'
      ? () => setImmediate(busyTurn)
      : mode === 'timer'
        ? () => setTimeout(busyTurn, 0)
        : () => stat('/', busyTurn);
  server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
    process.send({ port: server.address().port });
    setTimeout(busyTurn, 100);
  });
  process.on('message', () => {
    const turns = perTurn.slice(5);
    const total = turns.reduce((a, b) => a + b, 0);
    process.send({ turns: turns.length, accepted: total, max: Math.max(...turns) });
    process.exit(0);
  });
}

function client(port) {
  const timer = setInterval(() => {
    for (let i = 0; i < RATE / 100; i++) {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      setTimeout(() => socket.destroy(), 3000);
    }
  }, 10);
  setTimeout(() => {
    clearInterval(timer);
    process.exit(0);
  }, RUN_MS + 1000);
}

async function measure(mode) {
  const server = fork(new URL(import.meta.url), ['serve', mode]);
  const { port } = await new Promise((resolve) => server.once('message', resolve));
  const load = fork(new URL(import.meta.url), ['client', String(port)]);
  await new Promise((resolve) => setTimeout(resolve, RUN_MS));
  server.send('report');
  const report = await new Promise((resolve) => server.once('message', resolve));
  load.kill();
  return { mode, ...report, perTurn: report.accepted / report.turns };
}

const [role, arg] = process.argv.slice(2);
if (role === 'serve') serve(arg);
else if (role === 'client') client(Number(arg));
else {
  console.log(`Node ${process.version}, libuv ${process.versions.uv}, ${RATE} connections/s`);
  console.log('| next busy turn by | turns | accepted | per turn, mean | per turn, max |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const mode of ['immediate', 'timer', 'io']) {
    const r = await measure(mode);
    console.log(`| ${r.mode} | ${r.turns} | ${r.accepted} | ${r.perTurn.toFixed(1)} | ${r.max} |`);
  }
}
