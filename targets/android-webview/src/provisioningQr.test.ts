// The QR provisioning script, run as an installer runs it, on APKs laid out as Android's "APK
// Signature Scheme v2" page describes: ZIP entries, the APK Signing Block, the central directory,
// the end-of-central-directory record. The checksum it prints must be the certificate's SHA-256
// as X509Certificate computes it on its own (what apksigner prints as "certificate SHA-256
// digest"), in the URL-safe base64 the provisioning extra takes.
import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../build/provisioning-qr.js', import.meta.url));
/** A real certificate: the throwaway self-signed one the Tizen package test signs with. */
const certificate = new X509Certificate(
  readFileSync(new URL('../../tizen/build/testing/test-author-cert.pem', import.meta.url)),
);
const EXTRA = 'android.app.extra.';
const dir = mkdtempSync(join(tmpdir(), 'provisioning-qr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const u64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(n));
  return b;
};
const prefixed = (...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(body.length), body]);
};

/** A v2/v3 scheme block with one signer holding `der` as its first certificate. */
function schemeBlock(der: Buffer, scheme: 'v2' | 'v3') {
  const digests = prefixed(prefixed(u32(0x0103), prefixed(Buffer.alloc(32, 7))));
  const certificates = prefixed(prefixed(der));
  const sdk = scheme === 'v3' ? Buffer.concat([u32(24), u32(0x7fffffff)]) : Buffer.alloc(0);
  const signedData = prefixed(digests, certificates, sdk, prefixed());
  const signer = prefixed(signedData, sdk, prefixed(), prefixed(Buffer.alloc(16, 1)));
  return prefixed(signer);
}

/** The APK Signing Block: size, ID-value pairs, size again, magic. */
function signingBlock(pairs: [number, Buffer][]) {
  const body = Buffer.concat(
    pairs.map(([id, value]) => Buffer.concat([u64(4 + value.length), u32(id), value])),
  );
  const size = body.length + 8 + 16;
  return Buffer.concat([u64(size), body, u64(size), Buffer.from('APK Sig Block 42', 'latin1')]);
}

/** One stored entry, then `block`, then the central directory and its end record. */
function apk(block: Buffer, comment = '') {
  const name = Buffer.from('AndroidManifest.xml');
  const data = Buffer.from('<manifest/>');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const cdOffset = local.length + name.length + data.length + block.length;
  const cd = Buffer.concat([central, name]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(cdOffset, 16);
  end.writeUInt16LE(Buffer.byteLength(comment), 20);
  return Buffer.concat([local, name, data, block, cd, end, Buffer.from(comment)]);
}

let files = 0;
const saved = (bytes: Buffer) => {
  const path = join(dir, `app-${++files}.apk`);
  writeFileSync(path, bytes);
  return path;
};

const run = (args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(process.execPath, [script, ...args], (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

/** What apksigner and the README's openssl pipeline give: the certificate's SHA-256, URL-safe. */
const expected = Buffer.from(certificate.fingerprint256.replaceAll(':', ''), 'hex')
  .toString('base64')
  .replaceAll('+', '-')
  .replaceAll('/', '_');
const URL_ = 'https://signage.example.com/marquee.apk';

describe('provisioning-qr', () => {
  it('prints the three extras a box needs, with the signing certificate checksum', async () => {
    const path = saved(apk(signingBlock([[0x7109871a, schemeBlock(certificate.raw, 'v2')]])));
    const { code, stdout, stderr } = await run(['--apk', path, '--url', URL_]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      [`${EXTRA}PROVISIONING_DEVICE_ADMIN_COMPONENT_NAME`]:
        'com.marquee.player/.KioskAdminReceiver',
      [`${EXTRA}PROVISIONING_DEVICE_ADMIN_PACKAGE_DOWNLOAD_LOCATION`]: URL_,
      [`${EXTRA}PROVISIONING_DEVICE_ADMIN_SIGNATURE_CHECKSUM`]: expected,
    });
    expect(expected).toMatch(/^[A-Za-z0-9_-]{43}=$/);
  });

  it('reads a v3-only block and finds the end record behind a ZIP comment', async () => {
    const block = signingBlock([
      [0x42726577, Buffer.alloc(4096)], // padding pairs other tools add
      [0xf05368c0, schemeBlock(certificate.raw, 'v3')],
    ]);
    const path = saved(apk(block, 'built by CI'));
    const { stdout } = await run(['--apk', path, '--url', URL_]);
    expect(JSON.parse(stdout)[`${EXTRA}PROVISIONING_DEVICE_ADMIN_SIGNATURE_CHECKSUM`]).toBe(
      expected,
    );
  });

  it('adds the Wi-Fi extras for a box without Ethernet', async () => {
    const path = saved(apk(signingBlock([[0x7109871a, schemeBlock(certificate.raw, 'v2')]])));
    const args = ['--apk', path, '--url', URL_, '--wifi-ssid', 'SignageNet'];
    const { stdout } = await run([...args, '--wifi-password', 'secret']);
    expect(JSON.parse(stdout)).toMatchObject({
      [`${EXTRA}PROVISIONING_WIFI_SSID`]: 'SignageNet',
      [`${EXTRA}PROVISIONING_WIFI_SECURITY_TYPE`]: 'WPA',
      [`${EXTRA}PROVISIONING_WIFI_PASSWORD`]: 'secret',
    });
    const open = JSON.parse((await run(args)).stdout);
    expect(open[`${EXTRA}PROVISIONING_WIFI_SECURITY_TYPE`]).toBe('NONE');
    expect(open).not.toHaveProperty(`${EXTRA}PROVISIONING_WIFI_PASSWORD`);
  });

  it('says what is wrong, and prints no JSON, for what it cannot use', async () => {
    const signed = saved(apk(signingBlock([[0x7109871a, schemeBlock(certificate.raw, 'v2')]])));
    const cases: [string[], RegExp][] = [
      [['--apk', saved(apk(Buffer.alloc(0))), '--url', URL_], /signed with v1 only.*apksigner/],
      [['--apk', saved(Buffer.from('not a zip at all')), '--url', URL_], /not an APK/],
      [
        ['--apk', saved(apk(signingBlock([[0x42726577, Buffer.alloc(8)]]))), '--url', URL_],
        /no v2 or v3 signature/,
      ],
      [['--apk', signed], /--url is required/],
      [['--apk', signed, '--url', 'ftp://example.com/a.apk'], /must start with https/],
      [['--apk', signed, '--url', URL_, '--wifi-password', 'x'], /need --wifi-ssid/],
      [
        ['--apk', signed, '--url', URL_, '--wifi-ssid', 'S', '--wifi-security', 'EAP'],
        /one of NONE, WPA, WEP/,
      ],
    ];
    for (const [args, message] of cases) {
      const { code, stdout, stderr } = await run(args);
      expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
      expect(stderr).toMatch(message);
    }
  });
});
