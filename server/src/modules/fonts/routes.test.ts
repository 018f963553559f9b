import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../test/harness.js';
import { fontLibrary } from './library.js';

/** GET with the path sent exactly as written (fetch would resolve dot segments first). */
function rawGet(
  base: string,
  path: string,
): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, type: res.headers['content-type'] ?? '', body }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const fontFaces = (css: string) => css.match(/@font-face \{[^}]*\}/g) ?? [];
const urlsIn = (css: string) => [...css.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1]!);

describe('font routes', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await TestServer.start();
  });
  afterAll(() => t.close());

  it('serves the catalogue to any origin, cacheable, with the families of the picker', async () => {
    const res = await fetch(`${t.url}/fonts/catalogue.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toMatch(/public/);
    const { families } = (await res.json()) as { families: { family: string; category: string }[] };
    expect(families.filter((f) => f.category === 'Sans Serif').length).toBeGreaterThanOrEqual(75);
    expect(families.map((f) => f.family)).toEqual(expect.arrayContaining(['Roboto', 'Lato']));

    const again = await fetch(`${t.url}/fonts/catalogue.json`, {
      headers: { 'If-None-Match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('gives a stylesheet of 400 and 700, swap, unicode ranges and this server’s files only', async () => {
    const res = await fetch(`${t.url}/fonts/css?family=Roboto&family=Open+Sans`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const css = await res.text();
    const faces = fontFaces(css);
    const roboto = faces.filter((f) => f.includes("font-family: 'Roboto'"));
    const openSans = faces.filter((f) => f.includes("font-family: 'Open Sans'"));
    expect(roboto.length).toBeGreaterThan(0);
    expect(openSans.length).toBeGreaterThan(0);
    expect(roboto.length + openSans.length).toBe(faces.length);
    for (const face of faces) {
      expect(face).toContain('font-display: swap;');
      expect(face).toMatch(/unicode-range: U\+[0-9A-F]/);
      expect(face).toMatch(/font-weight: (400|700);/);
    }
    const latin = roboto.filter((f) => /roboto-latin-\d/.test(f));
    expect(latin.map((f) => /font-weight: (\d+)/.exec(f)![1]).sort()).toEqual([
      '400',
      '400',
      '700',
      '700',
    ]);
    expect(roboto.some((f) => f.includes('roboto-latin-ext-400-normal.woff2'))).toBe(true);
    for (const url of urlsIn(css))
      expect(url).toMatch(/^\/fonts\/files\/[a-z0-9-]+\/[a-z0-9-]+\.woff2\?v=/);

    // Every file the stylesheet names downloads from here.
    const first = await fetch(new URL(urlsIn(css)[0]!, t.url));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('font/woff2');
  });

  it('reads families=A|B, leaves out unknown families, and refuses more than 20', async () => {
    const css = await (await fetch(`${t.url}/fonts/css?families=Lato|No+Such+Font`)).text();
    expect(fontFaces(css).length).toBeGreaterThan(0);
    expect(fontFaces(css).every((f) => f.includes("font-family: 'Lato'"))).toBe(true);

    const unknown = await fetch(`${t.url}/fonts/css?family=No+Such+Font`);
    expect(unknown.status).toBe(200);
    expect(fontFaces(await unknown.text())).toEqual([]);

    const names = fontLibrary()
      .families.slice(0, 21)
      .map((f) => f.family);
    const many = await fetch(`${t.url}/fonts/css?families=${encodeURIComponent(names.join('|'))}`);
    expect(many.status).toBe(400);
    expect(await many.text()).toMatch(/At most 20 font families can be loaded at once; 21 were/);
  });

  it('serves a woff2 file immutable, with an ETag, to any origin', async () => {
    const res = await fetch(`${t.url}/fonts/files/lato/lato-latin-700-normal.woff2?v=5.3.0`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('font/woff2');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('wOF2');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);

    const again = await fetch(`${t.url}/fonts/files/lato/lato-latin-700-normal.woff2`, {
      headers: { 'If-None-Match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('serves nothing but the served files of catalogue packages', async () => {
    const refused = [
      // Installed but not served: another weight, the woff twin, a CSS file.
      '/fonts/files/lato/lato-latin-300-normal.woff2',
      '/fonts/files/lato/lato-latin-400-normal.woff',
      '/fonts/files/lato/400.css',
      // A package that is not in the catalogue, and one that does not exist.
      '/fonts/files/react/index.woff2',
      '/fonts/files/nope/nope-latin-400-normal.woff2',
      // Traversal, plain, encoded and absolute.
      '/fonts/files/lato/../../../package.json',
      '/fonts/files/lato/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/fonts/files/%2e%2e%2f%2e%2e%2fpackage.json',
      '/fonts/files/lato/..%2f..%2f..%2fpackage.json',
      '/fonts/files/lato/%2fetc%2fpasswd.woff2',
      '/fonts/files//etc/passwd',
      '/fonts/files/lato//lato-latin-400-normal.woff2',
      '/fonts/files/LATO/lato-latin-400-normal.woff2',
    ];
    for (const path of refused) {
      const res = await rawGet(t.url, path);
      // Paths that stay under /fonts/files/ are refused there; the ones a URL parser resolves
      // out of it reach the console's pages, never a file of the disk.
      if (res.status === 200) expect(res.type, path).toMatch(/^text\/html/);
      else expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.body, path).not.toContain('"workspaces"');
      expect(res.body, path).not.toContain('root:');
    }
    for (const path of refused.slice(0, 5)) expect((await rawGet(t.url, path)).status).toBe(404);
    const post = await fetch(`${t.url}/fonts/files/lato/lato-latin-400-normal.woff2`, {
      method: 'POST',
    });
    expect(post.status).toBe(405);
  });
});
