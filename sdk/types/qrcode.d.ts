// The part of the qrcode package the player uses (PairingScreen), as its browser build provides it
// (bundlers pick lib/browser.js through the package's "browser" field). @types/qrcode describes
// the Node build too and references Node's types, which would put `process`, `Buffer` and the
// rest into every browser program that imports qrcode; sdk/tsconfig.json maps 'qrcode' here.
export interface QRCodeToStringOptions {
  type: 'svg' | 'utf8' | 'terminal';
  /** Quiet zone around the code, in modules. */
  margin?: number;
  errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
}

declare const QRCode: {
  /** The code as SVG markup (type 'svg') or text. */
  toString(text: string, options: QRCodeToStringOptions): Promise<string>;
};
export default QRCode;
