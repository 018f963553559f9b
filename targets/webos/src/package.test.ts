import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parse } from 'acorn';
import { imagePlaylistContent } from '@marquee/sdk/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bootPackagedDay,
  picturesOffSchedule,
  TV_ENGINES,
} from '../../../scripts/tvBoot/bootCheck.js';
import { bootWithScap } from './testing/bootWithScap.js';

const targetDir = fileURLToPath(new URL('..', import.meta.url));
const APP = 'usr/palm/applications/com.marquee.player/';
/** The SCAP 1.7 files index.html loads, as the packager stages them from MARQUEE_WEBOS_SCAP_DIR. */
const SCAP_FILES = [
  'cordova/2.7.0/cordova.webos.js',
  'cordova-cd/storage.js',
  'cordova-cd/power.js',
  'cordova-cd/sound.js',
  'cordova-cd/signage.js',
  'cordova-cd/deviceInfo.js',
];
// The loader is the fallback that must always load: 20 KB gzip at most. About 6 KB
// is its own code; the rest is the core-js it needs on these engines (bench/RESULTS.md).
const LOADER_GZIP_BUDGET = 20 * 1024;
let members: Map<string, Buffer>;
let data: Map<string, Buffer>;
let control: Map<string, Buffer>;
let ipkName = '';

/** Members of an `ar` archive (an .ipk is one, like a .deb). */
function readAr(archive: Buffer): Map<string, Buffer> {
  expect(archive.subarray(0, 8).toString()).toBe('!<arch>\n');
  const out = new Map<string, Buffer>();
  for (let at = 8; at + 60 <= archive.length;) {
    const name = archive
      .toString('ascii', at, at + 16)
      .trim()
      .replace(/\/$/, '');
    const size = Number(archive.toString('ascii', at + 48, at + 58).trim());
    out.set(name, archive.subarray(at + 60, at + 60 + size));
    at += 60 + size + (size % 2);
  }
  return out;
}

/** Regular files of a (gzipped) tar, by path without a leading "./". */
function readTar(gz: Buffer): Map<string, Buffer> {
  const tar = gunzipSync(gz);
  const out = new Map<string, Buffer>();
  let longName: string | undefined;
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (from: number, length: number) =>
      header.toString('utf8', from, from + length).replace(/\0.*$/s, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1);
    const body = tar.subarray(at + 512, at + 512 + size);
    const prefix = field(345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    longName = undefined;
    if (type === 'L') longName = body.toString('utf8').replace(/\0.*$/s, '');
    else if (type === '0' || type === '') out.set(name.replace(/^\.\//, ''), Buffer.from(body));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

// Builds the bundle and packs it like `npm run package:webos` (ares-package, offline), with a
// stand-in for LG's SCAP library folder: LG's files are not in the repository.
beforeAll(() => {
  const out = mkdtempSync(join(tmpdir(), 'marquee-ipk-'));
  const scapDir = mkdtempSync(join(tmpdir(), 'marquee-scap-'));
  for (const file of SCAP_FILES) {
    mkdirSync(dirname(join(scapDir, file)), { recursive: true });
    writeFileSync(join(scapDir, file), `/* stand-in for SCAP's ${file} */`);
  }
  const run = (args: string[]) =>
    execFileSync(process.execPath, args, {
      cwd: targetDir,
      stdio: 'pipe',
      env: { ...process.env, MARQUEE_WEBOS_SCAP_DIR: scapDir },
    });
  run([join(targetDir, '../../node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.js']);
  run(['build/package-ipk.js', out]);
  ipkName = readdirSync(out).find((f) => f.endsWith('.ipk')) ?? '';
  members = readAr(readFileSync(join(out, ipkName)));
  const tarOf = (prefix: string) =>
    readTar([...members.entries()].find(([name]) => name.startsWith(prefix))![1]);
  data = tarOf('data.tar');
  control = tarOf('control.tar');
}, 1_800_000); // a hang limit: with the unit and e2e suites at once (load 20) the build took over 10 min

describe('npm run package:webos', () => {
  it('writes an .ipk named after appinfo.json with the app under usr/palm/applications/<id>', () => {
    expect(ipkName).toBe('com.marquee.player_0.1.0_all.ipk');
    expect([...members.keys()][0]).toBe('debian-binary');
    const app = 'usr/palm/applications/com.marquee.player/';
    for (const file of [
      'appinfo.json',
      'index.html',
      'icon.png',
      'largeIcon.png',
      'js/loader.js',
      'js/player.js',
    ])
      expect(data.has(app + file), file).toBe(true);
    const appinfo = JSON.parse(data.get(`${app}appinfo.json`)!.toString()) as Record<
      string,
      string
    >;
    expect(appinfo).toMatchObject({
      id: 'com.marquee.player',
      main: 'index.html',
      icon: 'icon.png',
    });
    expect(control.get('control')!.toString()).toContain('Package: com.marquee.player');
  });

  it("loads LG's SCAP library, then only the loader, which updates the player code", () => {
    const app = APP;
    const page = data.get(`${app}index.html`)!.toString();
    expect([...page.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      ...SCAP_FILES.map((file) => `scap/${file}`),
      'js/loader.js',
    ]);
    for (const file of SCAP_FILES) expect(data.has(`${app}scap/${file}`), file).toBe(true);
    const loader = data.get(`${app}js/loader.js`)!.toString();
    expect(loader).toContain('/api/current-version?target=');
    expect(loader).toContain('webos');
    expect(loader).toContain('js/player.js');
  });

  it('bundles the loader and the player as ES2016 for webOS 4 (built for Chrome 51 and up)', () => {
    for (const file of ['js/loader.js', 'js/player.js']) {
      const source = data.get(`usr/palm/applications/com.marquee.player/${file}`)!.toString();
      expect(() => parse(source, { ecmaVersion: 2016, sourceType: 'script' }), file).not.toThrow();
    }
  }, 60_000); // parsing two large bundles takes seconds on a busy machine

  it('keeps the loader small: it is the fallback that must always load', () => {
    const loader = data.get('usr/palm/applications/com.marquee.player/js/loader.js')!;
    expect(gzipSync(loader).length).toBeLessThanOrEqual(LOADER_GZIP_BUDGET);
  });

  it('boots in the V8 of webOS 4.0 (Chromium 53) and plays a day of content without an error', () => {
    // Three pictures of a minute each on a paired set: 1440 changes of picture in the day.
    const images = ['morning', 'noon', 'evening'];
    const report = bootPackagedDay({
      platform: 'webos',
      loader: data.get(`usr/palm/applications/com.marquee.player/js/loader.js`)!,
      player: data.get(`usr/palm/applications/com.marquee.player/js/player.js`)!,
      content: imagePlaylistContent(
        images.map((id) => ({ id, durationS: 60 })),
        { playlistId: 'p' },
      ),
    });
    expect(report.v8.startsWith(TV_ENGINES.webos.v8)).toBe(true);
    expect(report.errors).toEqual([]);
    expect(report.state).toBe('session.playing');
    expect(
      picturesOffSchedule(
        report,
        images.map((id) => `${id}.png`),
        60,
      ),
    ).toEqual([]);
  }, 600_000); // a simulated day in an old V8 takes a minute or two on a busy machine
});

describe('the packaged player on a set with SCAP', () => {
  it('keeps its media on the set and shows it from the local file server at 127.0.0.1:9080', async () => {
    // The server the bundle was built for (rollup.config.js): media URLs resolve against it.
    const server = process.env.MARQUEE_SERVER_URL ?? 'http://localhost:8080';
    const images = ['morning', 'noon', 'evening'];
    const bytesOf = (id: string) => new TextEncoder().encode(`image ${id} `.padEnd(3000, '.'));
    const served = new Map(images.map((id) => [`${server}/blobs/${id}.png`, bytesOf(id)]));
    const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    const content = imagePlaylistContent(
      images.map((id) => ({ id, durationS: 60 })),
      { playlistId: 'p' },
    );
    // The fixture's checksums are placeholders; these media carry their real ones.
    for (const file of content.content.files) {
      const bytes = bytesOf(file._id);
      Object.assign(file, { checksum: sha256(bytes), playbackChecksum: sha256(bytes) });
      Object.assign(file, { fileSizeInBytes: bytes.length });
    }
    const { report, set } = await bootWithScap({
      loader: data.get(`${APP}js/loader.js`)!,
      player: data.get(`${APP}js/player.js`)!,
      content,
      served,
      hours: 1,
    });
    expect(report.errors).toEqual([]);
    expect(report.state).toBe('session.playing');
    expect(
      picturesOffSchedule(
        report,
        images.map((id) => `${id}.png`),
        60,
      ),
    ).toEqual([]);
    // Every picture the page showed came from the set's local file server, and loading that
    // URL gives the media's own bytes.
    const expected = Object.fromEntries(
      images.map((id) => [
        `http://127.0.0.1:9080/marquee-files/media-${sha256(bytesOf(id))}`,
        { status: 200, text: new TextDecoder().decode(bytesOf(id)) },
      ]),
    );
    expect(set.shownSrcs).toEqual(expected);
    expect(set.kept.sort()).toEqual(
      images.map((id) => `marquee-files/media-${sha256(bytesOf(id))}`).sort(),
    );
    expect(set.calls).toContain('Storage.copyFile');
  }, 600_000);
});
