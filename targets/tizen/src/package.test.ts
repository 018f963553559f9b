import { execFileSync } from 'node:child_process';
import { createHash, createVerify, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parse } from 'acorn';
import { imagePlaylistContent } from '@marquee/sdk/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bootPackagedDay,
  picturesOffSchedule,
  TV_ENGINES,
} from '../../../scripts/tvBoot/bootCheck.js';
// @ts-expect-error plain JS build helper without types
import { readZip } from '../build/zip.js';
import { bootOnSamsungSet } from './testing/bootOnSamsungSet.js';

const targetDir = fileURLToPath(new URL('..', import.meta.url));
// The loader is the fallback that must always load: 20 KB gzip at most. About 6 KB
// is its own code; the rest is the core-js it needs on these engines (bench/RESULTS.md).
const LOADER_GZIP_BUDGET = 20 * 1024;
let entries: Map<string, Buffer>;

// Builds the bundle and packs it like `npm run package:tizen`, signed with a throwaway test
// certificate, then reads the .wgt back.
beforeAll(() => {
  const out = mkdtempSync(join(tmpdir(), 'marquee-wgt-'));
  const run = (args: string[], env: Record<string, string> = {}) =>
    execFileSync(process.execPath, args, {
      cwd: targetDir,
      env: { ...process.env, ...env },
      stdio: 'pipe',
    });
  run([join(targetDir, '../../node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.js']);
  run(['build/package-wgt.js', out], {
    TIZEN_AUTHOR_KEY: join(targetDir, 'build/testing/test-author-key.pem'),
    TIZEN_AUTHOR_CERT: join(targetDir, 'build/testing/test-author-cert.pem'),
  });
  entries = readZip(readFileSync(join(out, 'Marquee.wgt')));
}, 1_800_000); // a hang limit: with the unit and e2e suites at once (load 20) the build took over 10 min

describe('npm run package:tizen', () => {
  it('writes a .wgt in the widget layout: config.xml, start file, script, icon, author signature', () => {
    expect([...entries.keys()].sort()).toEqual(
      [
        'author-signature.xml',
        'config.xml',
        'icon.png',
        'index.html',
        'js/loader.js',
        'js/player.js',
      ].sort(),
    );
    const config = entries.get('config.xml')!.toString();
    expect(config).toContain('<content src="index.html"/>');
    expect(config).toContain('<icon src="icon.png"/>');
    // The page starts the loader only: it updates the player code, then starts js/player.js or
    // the installed copy.
    const page = entries.get('index.html')!.toString();
    expect([...page.matchAll(/<script src="(js\/[^"]+)"/g)].map((m) => m[1])).toEqual([
      'js/loader.js',
    ]);
    const loader = entries.get('js/loader.js')!.toString();
    expect(loader).toContain('/api/current-version?target=');
    expect(loader).toContain('js/player.js');
    expect([...entries.get('icon.png')!.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // PNG
  });

  it('bundles the loader and the player as ES2017 for Tizen 4 (Chromium 56)', () => {
    for (const file of ['js/loader.js', 'js/player.js']) {
      const source = entries.get(file)!.toString();
      expect(() => parse(source, { ecmaVersion: 2017, sourceType: 'script' }), file).not.toThrow();
    }
  }, 60_000); // parsing two large bundles takes seconds on a busy machine

  it('keeps the loader small: it is the fallback that must always load', () => {
    expect(gzipSync(entries.get('js/loader.js')!).length).toBeLessThanOrEqual(LOADER_GZIP_BUDGET);
  });

  it('boots in the V8 of Tizen 4.0 (Chromium 56) and plays a day of content without an error', () => {
    // Three pictures of a minute each on a paired set: 1440 changes of picture in the day.
    const images = ['morning', 'noon', 'evening'];
    const report = bootPackagedDay({
      platform: 'tizen',
      loader: entries.get('js/loader.js')!,
      player: entries.get('js/player.js')!,
      content: imagePlaylistContent(
        images.map((id) => ({ id, durationS: 60 })),
        { playlistId: 'p' },
      ),
    });
    expect(report.v8.startsWith(TV_ENGINES.tizen.v8)).toBe(true);
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

  it('signs every file: digests match and the signature verifies with the author certificate', () => {
    const signature = entries.get('author-signature.xml')!.toString();
    const references = [
      ...signature.matchAll(/<Reference URI="([^"#][^"]*)">.*?<DigestValue>([^<]+)</g),
    ];
    expect(references.map((r) => r[1]).sort()).toEqual(
      ['config.xml', 'icon.png', 'index.html', 'js/loader.js', 'js/player.js'].sort(),
    );
    for (const [, uri, value] of references)
      expect(createHash('sha256').update(entries.get(uri!)!).digest('base64')).toBe(value);
    const signedInfo = /<SignedInfo>.*<\/SignedInfo>/
      .exec(signature)![0]
      .replace('<SignedInfo>', '<SignedInfo xmlns="http://www.w3.org/2000/09/xmldsig#">');
    const value = /<SignatureValue>([^<]+)</.exec(signature)![1]!;
    const certificate = new X509Certificate(
      readFileSync(join(targetDir, 'build/testing/test-author-cert.pem')),
    );
    expect(
      createVerify('RSA-SHA256').update(signedInfo).verify(certificate.publicKey, value, 'base64'),
    ).toBe(true);
    expect(signature).toContain('widgets-digsig#role-author');
  });
});

describe('the packaged player on a Samsung set', () => {
  it("keeps its media in the app's private folder and shows it from there as file: URLs", async () => {
    // The server the bundle was built for (rollup.config.js): media URLs resolve against it.
    const server = process.env.MARQUEE_SERVER_URL ?? 'http://localhost:8080';
    const images = ['morning', 'noon', 'evening'];
    const bytesOf = (id: string) => new TextEncoder().encode(`image ${id} `.padEnd(3000, '.'));
    const served = new Map(images.map((id) => [`${server}/blobs/${id}.png`, bytesOf(id)]));
    const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    // The name the player keeps a medium under: its checksum.
    const nameOf = (id: string) => `media-${sha256(bytesOf(id))}`;
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
    // The set grants what the package's config.xml asks for, to the package it names.
    const config = entries.get('config.xml')!.toString();
    const privileges = [...config.matchAll(/<tizen:privilege name="([^"]+)"/g)].map((m) => m[1]!);
    const packageId = /<tizen:application [^>]*package="([^"]+)"/.exec(config)![1]!;
    const { report, set } = await bootOnSamsungSet({
      loader: entries.get('js/loader.js')!,
      player: entries.get('js/player.js')!,
      content,
      served,
      privileges,
      packageId,
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
    // Every picture the page showed came from the kept file's URI, the real path of the app's
    // private folder (wgt-private) on a set, and opening it gives the media's own bytes.
    const privateFolder = `/opt/usr/home/owner/apps_rw/${packageId}/data`;
    expect(set.shownSrcs).toEqual(
      Object.fromEntries(
        images.map((id) => [
          `file://${privateFolder}/marquee-files/${nameOf(id)}`,
          { text: Buffer.from(bytesOf(id)).toString('latin1') },
        ]),
      ),
    );
    // Kept are the three media under their checksums, no part file left over.
    expect(set.kept.sort()).toEqual(
      images.map((id) => `wgt-private/marquee-files/${nameOf(id)}`).sort(),
    );
    // Every file call was one the reference allows, and none failed: the download lands under a
    // part name in the folder, and rename (a name, not a path) gives it its own name in place.
    // moveFile, which moves into a directory and cannot rename, is not used.
    expect(set.failures).toEqual([]);
    expect([...new Set(set.calls.map((c) => c.method))].sort()).toEqual([
      'download.start',
      'filesystem.createDirectory',
      'filesystem.openFile',
      'filesystem.pathExists',
      'filesystem.rename',
      'filesystem.toURI',
    ]);
    // Downloads run side by side, so the calls are compared in a fixed order. A callback shows
    // as null in the arguments, a DownloadCallback object as {}.
    const sorted = (list: unknown[][]) =>
      list.sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
    const argsOf = (method: string) =>
      sorted(set.calls.filter((c) => c.method === method).map((c) => c.args));
    expect(argsOf('download.start')).toEqual(
      sorted(
        images.map((id) => [
          {
            url: `${server}/blobs/${id}.png`,
            destination: 'wgt-private/marquee-files',
            fileName: `${nameOf(id)}.part`,
            networkType: 'ALL',
            httpHeader: {},
          },
          {},
        ]),
      ),
    );
    expect(argsOf('filesystem.rename')).toEqual(
      sorted(
        images.map((id) => [
          `${privateFolder}/marquee-files/${nameOf(id)}.part`,
          nameOf(id),
          null,
          null,
        ]),
      ),
    );
  }, 600_000);
});
