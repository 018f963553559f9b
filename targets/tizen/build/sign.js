// Tizen widget signing (W3C XML Digital Signatures for Widgets, as Tizen Studio's packager
// writes them): author-signature.xml references every file of the widget; signature1.xml
// (the distributor's) references every file including author-signature.xml. Each signature
// holds a SHA-256 digest per file, the #prop object with profile and role, an RSA-SHA256
// signature of the canonical SignedInfo and the certificate chain.
import { createHash, createSign, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const C14N11 = 'http://www.w3.org/2006/12/xml-c14n11';
const DSP = 'http://www.w3.org/2009/xmldsig-properties';

/**
 * Signing material from the environment: PEM files of the author key and certificate chain
 * (leaf first), and optionally the distributor's. Without an author key nothing is signed.
 */
export function signingFromEnv(env) {
  if (!env.TIZEN_AUTHOR_KEY || !env.TIZEN_AUTHOR_CERT) return undefined;
  const load = (keyPath, certPath) => ({
    key: readFileSync(keyPath, 'utf8'),
    chain: readFileSync(certPath, 'utf8'),
  });
  return {
    author: load(env.TIZEN_AUTHOR_KEY, env.TIZEN_AUTHOR_CERT),
    distributor:
      env.TIZEN_DISTRIBUTOR_KEY && env.TIZEN_DISTRIBUTOR_CERT
        ? load(env.TIZEN_DISTRIBUTOR_KEY, env.TIZEN_DISTRIBUTOR_CERT)
        : undefined,
  };
}

/** The widget's entries plus author-signature.xml and, with a distributor key, signature1.xml. */
export function signWidget(entries, signing) {
  const author = signatureXml('AuthorSignature', 'role-author', entries, signing.author);
  const signed = [...entries, { name: 'author-signature.xml', data: Buffer.from(author) }];
  if (!signing.distributor) return signed;
  const distributor = signatureXml(
    'DistributorSignature',
    'role-distributor',
    signed,
    signing.distributor,
  );
  return [...signed, { name: 'signature1.xml', data: Buffer.from(distributor) }];
}

const digest = (data) => createHash('sha256').update(data).digest('base64');
const escapeAttr = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function reference(uri, value, transform = '') {
  return (
    `<Reference URI="${escapeAttr(uri)}">${transform}` +
    `<DigestMethod Algorithm="${SHA256}"></DigestMethod>` +
    `<DigestValue>${value}</DigestValue></Reference>`
  );
}

/**
 * One signature document. Signed parts are written without insignificant whitespace, so their
 * canonical form is their text plus the namespace declaration inherited from <Signature>.
 */
export function signatureXml(id, role, entries, { key, chain }) {
  const object =
    `<Object Id="prop"><SignatureProperties xmlns:dsp="${DSP}">` +
    `<SignatureProperty Id="profile" Target="#${id}"><dsp:Profile URI="http://www.w3.org/ns/widgets-digsig#profile"></dsp:Profile></SignatureProperty>` +
    `<SignatureProperty Id="role" Target="#${id}"><dsp:Role URI="http://www.w3.org/ns/widgets-digsig#${role}"></dsp:Role></SignatureProperty>` +
    `<SignatureProperty Id="identifier" Target="#${id}"><dsp:Identifier></dsp:Identifier></SignatureProperty>` +
    `</SignatureProperties></Object>`;
  // Inclusive C14N 1.1 of the Object renders the in-scope default namespace on it.
  const objectCanonical = object.replace(
    '<Object Id="prop">',
    `<Object xmlns="${DSIG}" Id="prop">`,
  );
  const references = entries
    .map((entry) => reference(encodeURI(entry.name), digest(entry.data)))
    .join('');
  const signedInfo =
    `<SignedInfo><CanonicalizationMethod Algorithm="${EXC_C14N}"></CanonicalizationMethod>` +
    `<SignatureMethod Algorithm="${RSA_SHA256}"></SignatureMethod>` +
    references +
    reference(
      '#prop',
      digest(objectCanonical),
      `<Transforms><Transform Algorithm="${C14N11}"></Transform></Transforms>`,
    ) +
    `</SignedInfo>`;
  // Exclusive C14N renders the default namespace SignedInfo visibly uses.
  const signedInfoCanonical = signedInfo.replace('<SignedInfo>', `<SignedInfo xmlns="${DSIG}">`);
  const signatureValue = createSign('RSA-SHA256').update(signedInfoCanonical).sign(key, 'base64');
  const certificates = pemCertificates(chain)
    .map((pem) => `<X509Certificate>${pem}</X509Certificate>`)
    .join('');
  return (
    `<Signature xmlns="${DSIG}" Id="${id}">${signedInfo}` +
    `<SignatureValue>${signatureValue}</SignatureValue>` +
    `<KeyInfo><X509Data>${certificates}</X509Data></KeyInfo>${object}</Signature>`
  );
}

/** Base64 bodies of the certificates of a PEM chain, checked to parse as X.509. */
function pemCertificates(chain) {
  const blocks = chain.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (blocks.length === 0)
    throw new Error('Tizen signing: the certificate file holds no certificate');
  return blocks.map((block) => {
    new X509Certificate(block);
    return block.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
  });
}
