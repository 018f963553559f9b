import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../test/harness.js';

interface FilesBody {
  version: string;
  files: { path: string; url: string; sizeBytes: number; sha256: string }[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('/api/current-version', () => {
  let t: TestServer;
  let playerDist: string;
  beforeAll(async () => {
    playerDist = mkdtempSync(join(tmpdir(), 'marquee-player-'));
    mkdirSync(join(playerDist, 'js'));
    writeFileSync(join(playerDist, 'index.html'), '<!doctype html><title>Player</title>');
    writeFileSync(join(playerDist, 'js', 'player.js'), 'console.log("v1")');
    writeFileSync(join(playerDist, 'player.js.map'), '{}');
    t = await TestServer.start({ PLAYER_DIST: playerDist });
  });
  afterAll(() => t.close());

  it('lists the player bundle files with sizes and sha256 checksums the shell can verify', async () => {
    const res = await fetch(`${t.url}/api/current-version/files`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as FilesBody;
    expect(body.files).toEqual([
      {
        path: 'index.html',
        url: '/player/index.html',
        sizeBytes: 36,
        sha256: sha256('<!doctype html><title>Player</title>'),
      },
      {
        path: 'js/player.js',
        url: '/player/js/player.js',
        sizeBytes: 17,
        sha256: sha256('console.log("v1")'),
      },
    ]);
    const served = await fetch(`${t.url}${body.files[1]!.url}`);
    expect(sha256(await served.text())).toBe(body.files[1]!.sha256);
  });

  it('gives a version that changes when the bundle changes, and answers 304 while it does not', async () => {
    const first = (await (await fetch(`${t.url}/api/current-version`)).json()) as {
      version: string;
      fileCount: number;
      filesUrl: string;
    };
    expect(first).toMatchObject({ fileCount: 2, filesUrl: '/api/current-version/files' });
    expect(first.version).toMatch(/^[0-9a-f]{16}$/);
    const unchanged = await fetch(`${t.url}/api/current-version`, {
      headers: { 'if-none-match': `"${first.version}"` },
    });
    expect(unchanged.status).toBe(304);

    writeFileSync(join(playerDist, 'js', 'player.js'), 'console.log("version 2")');
    const second = (await (await fetch(`${t.url}/api/current-version/files`)).json()) as FilesBody;
    expect(second.version).not.toBe(first.version);
    expect(second.files[1]!.sha256).toBe(sha256('console.log("version 2")'));
  });

  it('answers a TV shell with its own bundle folder, and leaves TV folders out of the web answer', async () => {
    mkdirSync(join(playerDist, 'tizen', 'js'), { recursive: true });
    writeFileSync(join(playerDist, 'tizen', 'js', 'player.js'), 'var tizen = 1;');
    const summary = (await (await fetch(`${t.url}/api/current-version?target=tizen`)).json()) as {
      version: string;
      fileCount: number;
      filesUrl: string;
    };
    expect(summary).toMatchObject({
      fileCount: 1,
      filesUrl: '/api/current-version/files?target=tizen',
    });
    const tizen = (await (await fetch(`${t.url}${summary.filesUrl}`)).json()) as FilesBody;
    expect(tizen).toEqual({
      version: summary.version,
      files: [
        {
          path: 'js/player.js',
          url: '/player/tizen/js/player.js',
          sizeBytes: 14,
          sha256: sha256('var tizen = 1;'),
        },
      ],
    });
    const web = (await (await fetch(`${t.url}/api/current-version/files`)).json()) as FilesBody;
    expect(web.files.map((f) => f.path)).toEqual(['index.html', 'js/player.js']);

    const webos = await fetch(`${t.url}/api/current-version?target=webos`);
    expect(webos.status).toBe(503);
    expect(await webos.json()).toEqual({
      error: 'The webos bundle of the web player is not built',
    });
    const unknown = await fetch(`${t.url}/api/current-version?target=roku`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: 'Unknown target "roku"; expected one of tizen, webos',
    });
  });

  it('lets a TV loader on file:// (origin null) read the answer', async () => {
    const res = await fetch(`${t.url}/api/current-version?target=tizen`, {
      headers: { origin: 'null' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const files = await fetch(`${t.url}/api/current-version/files`, {
      headers: { origin: 'null' },
    });
    expect(files.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('says 503 when the player is not built', async () => {
    const bare = await TestServer.start({ PLAYER_DIST: join(playerDist, 'missing') });
    try {
      const res = await fetch(`${bare.url}/api/current-version`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: 'The web player is not built' });
    } finally {
      await bare.close();
    }
  });
});
