#!/usr/bin/env node
// Prints the JSON a factory-fresh Android box scans (as a QR code) to download the player, install
// it and make it the device owner:
//
//   node targets/android-webview/build/provisioning-qr.js --apk marquee.apk \
//     --url https://signage.example.com/marquee.apk [--wifi-ssid S --wifi-security WPA --wifi-password P]
//
// The signature checksum is what DevicePolicyManager's EXTRA_PROVISIONING_DEVICE_ADMIN_SIGNATURE_CHECKSUM
// asks for: the URL-safe base64 SHA-256 of the APK's signing certificate (from Android 10 on only
// SHA-256). The certificate is read from the APK Signing Block (APK Signature Scheme v2, else v3),
// which apksigner writes by default; an APK signed with v1 (JAR) only is refused with a way out.
// Reads only the end of the file, whatever the APK's size.
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const EXTRA = 'android.app.extra.';
export const COMPONENT = 'com.marquee.player/.KioskAdminReceiver';
const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;
const BLOCK_MAGIC = 'APK Sig Block 42';
/** The v2 and v3 schemes' ids in the APK Signing Block. */
const SCHEME_IDS = [
  ['v2', 0x7109871a],
  ['v3', 0xf05368c0],
];
/** Signing blocks hold a few KB of certificates and signatures; anything larger is not one. */
const MAX_BLOCK_BYTES = 16 * 1024 * 1024;
const WIFI_SECURITY = ['NONE', 'WPA', 'WEP'];

const fail = (message) => {
  throw new Error(message);
};

function readAt(fd, position, length) {
  const bytes = Buffer.alloc(length);
  if (readSync(fd, bytes, 0, length, position) !== length) fail('The APK ends too early');
  return bytes;
}

/** The ZIP's central directory offset, from the end-of-central-directory record. */
function centralDirectoryOffset(fd, size) {
  const tailLength = Math.min(size, EOCD_SIZE + MAX_ZIP_COMMENT);
  const tail = readAt(fd, size - tailLength, tailLength);
  for (let at = tailLength - EOCD_SIZE; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    if (at + EOCD_SIZE + tail.readUInt16LE(at + 20) !== tailLength) continue;
    return tail.readUInt32LE(at + 16);
  }
  return fail('This is not an APK: no ZIP end-of-central-directory record');
}

/** Reads uint32-length-prefixed fields, as the signature schemes nest them. */
function fields(bytes) {
  let at = 0;
  return () => {
    if (at + 4 > bytes.length) fail('The APK Signing Block is cut short');
    const length = bytes.readUInt32LE(at);
    if (at + 4 + length > bytes.length) fail('The APK Signing Block is cut short');
    const field = bytes.subarray(at + 4, at + 4 + length);
    at += 4 + length;
    return field;
  };
}

/** The APK Signing Block's ID-value pairs, by id. */
function signingBlockPairs(fd, cdOffset) {
  const noBlock =
    'The APK has no APK Signing Block (it is unsigned or signed with v1 only): sign it with ' +
    'apksigner, which adds the v2 scheme by default';
  if (cdOffset < 32) fail(noBlock);
  const footer = readAt(fd, cdOffset - 24, 24);
  if (footer.subarray(8).toString('latin1') !== BLOCK_MAGIC) fail(noBlock);
  const size = footer.readBigUInt64LE(0);
  if (size > BigInt(MAX_BLOCK_BYTES) || size + 8n > BigInt(cdOffset) || size < 24n)
    fail('The APK Signing Block has an impossible size');
  const block = readAt(fd, cdOffset - Number(size) - 8, Number(size) + 8);
  if (block.readBigUInt64LE(0) !== size) fail('The APK Signing Block sizes disagree');
  const pairs = new Map();
  for (let at = 8; at < block.length - 24;) {
    const length = block.readBigUInt64LE(at);
    if (length < 4n || BigInt(at) + 8n + length > BigInt(block.length - 24))
      fail('The APK Signing Block is cut short');
    pairs.set(block.readUInt32LE(at + 8), block.subarray(at + 12, at + 8 + Number(length)));
    at += 8 + Number(length);
  }
  return pairs;
}

/** The first signer's first certificate (DER) in a v2 or v3 block: signers > signer > signed data. */
function firstCertificate(schemeBlock) {
  const signer = fields(fields(schemeBlock)())();
  const signedData = fields(signer)();
  const next = fields(signedData);
  next(); // digests
  return fields(next())();
}

/** The signing certificate of the APK at `path`, and the scheme it was read from. */
export function signingCertificate(path) {
  const fd = openSync(path, 'r');
  try {
    const pairs = signingBlockPairs(fd, centralDirectoryOffset(fd, fstatSync(fd).size));
    for (const [scheme, id] of SCHEME_IDS) {
      const block = pairs.get(id);
      if (block) return { scheme, der: firstCertificate(block) };
    }
    return fail('The APK Signing Block holds no v2 or v3 signature: sign it with apksigner');
  } finally {
    closeSync(fd);
  }
}

/** URL-safe base64 with its padding, as Android's examples and the openssl recipe give it. */
export const signatureChecksum = (der) =>
  createHash('sha256').update(der).digest('base64').replaceAll('+', '-').replaceAll('/', '_');

/** The provisioning extras; Wi-Fi only when an SSID is given. */
export function provisioningPayload({ checksum, url, component = COMPONENT, wifi }) {
  const payload = {
    [`${EXTRA}PROVISIONING_DEVICE_ADMIN_COMPONENT_NAME`]: component,
    [`${EXTRA}PROVISIONING_DEVICE_ADMIN_PACKAGE_DOWNLOAD_LOCATION`]: url,
    [`${EXTRA}PROVISIONING_DEVICE_ADMIN_SIGNATURE_CHECKSUM`]: checksum,
  };
  if (wifi?.ssid) {
    payload[`${EXTRA}PROVISIONING_WIFI_SSID`] = wifi.ssid;
    payload[`${EXTRA}PROVISIONING_WIFI_SECURITY_TYPE`] = wifi.security;
    if (wifi.password) payload[`${EXTRA}PROVISIONING_WIFI_PASSWORD`] = wifi.password;
  }
  return payload;
}

function checkedOptions(values) {
  if (!values.apk) fail('--apk is required: the signed APK the box will download');
  if (!values.url) fail('--url is required: the address the box downloads the APK from');
  let url;
  try {
    url = new URL(values.url);
  } catch {
    return fail(`--url is not an address: ${values.url}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    fail('--url must start with https:// (or http:// on a closed network)');
  const security = (values['wifi-security'] ?? (values['wifi-password'] ? 'WPA' : 'NONE'))
    .toUpperCase()
    .trim();
  if (!WIFI_SECURITY.includes(security))
    fail(
      `--wifi-security must be one of ${WIFI_SECURITY.join(', ')} (EAP needs extras of its own)`,
    );
  if (!values['wifi-ssid'] && (values['wifi-password'] || values['wifi-security']))
    fail('--wifi-password and --wifi-security need --wifi-ssid');
  if (security === 'NONE' && values['wifi-password'])
    fail('--wifi-password needs --wifi-security WPA or WEP');
  return {
    apk: values.apk,
    url: url.href,
    component: values.component ?? COMPONENT,
    wifi: values['wifi-ssid']
      ? { ssid: values['wifi-ssid'], security, password: values['wifi-password'] }
      : undefined,
  };
}

function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      apk: { type: 'string' },
      url: { type: 'string' },
      component: { type: 'string' },
      'wifi-ssid': { type: 'string' },
      'wifi-security': { type: 'string' },
      'wifi-password': { type: 'string' },
    },
  });
  const options = checkedOptions(values);
  const { der } = signingCertificate(options.apk);
  const payload = provisioningPayload({ ...options, checksum: signatureChecksum(der) });
  process.stdout.write(`${JSON.stringify(payload)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`provisioning-qr: ${error instanceof Error ? error.message : error}\n`);
    process.exitCode = 1;
  }
}
