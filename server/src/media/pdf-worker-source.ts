/**
 * The code of the PDF worker thread, as a script (a Worker with `eval: true`), so the same file
 * runs from the built server and from the test runner's TypeScript sources. It receives the
 * resolved paths of pdfjs-dist and sharp in workerData, so it resolves nothing itself.
 *
 * Messages in: {type: 'open', path} | {type: 'render', page, maxPixels, width}
 * Messages out: {type: 'opened', pages} | {type: 'rendered', jpeg} | {type: 'failed', message}
 */
export const PDF_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const { readFile } = require('node:fs/promises');
const { pathToFileURL } = require('node:url');
const sharp = require(workerData.sharpPath);
let doc = null;

async function open(path) {
  const pdfjs = await import(pathToFileURL(workerData.pdfjsPath).href);
  const data = new Uint8Array(await readFile(path));
  doc = await pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  return doc.numPages;
}

async function render(pageNumber, width, maxPixels, maxPoints) {
  const page = await doc.getPage(pageNumber);
  try {
    const base = page.getViewport({ scale: 1 });
    if (!(base.width > 0 && base.height > 0) || base.width > maxPoints || base.height > maxPoints)
      throw new Error('PAGE_TOO_LARGE');
    // As wide as asked, unless the page is so tall that it would pass the pixel cap.
    let scale = Math.min(4, width / base.width);
    if (base.width * base.height * scale * scale > maxPixels)
      scale = Math.sqrt(maxPixels / (base.width * base.height));
    const viewport = page.getViewport({ scale });
    const w = Math.max(1, Math.ceil(viewport.width));
    const h = Math.max(1, Math.ceil(viewport.height));
    const target = doc.canvasFactory.create(w, h);
    await page.render({ canvas: target.canvas, viewport }).promise;
    const pixels = target.context.getImageData(0, 0, w, h).data;
    return await sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
      raw: { width: w, height: h, channels: 4 },
    })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } finally {
    page.cleanup();
  }
}

parentPort.on('message', async (message) => {
  try {
    if (message.type === 'open') {
      parentPort.postMessage({ type: 'opened', pages: await open(message.path) });
    } else if (message.type === 'render') {
      const jpeg = await render(message.page, message.width, message.maxPixels, message.maxPoints);
      parentPort.postMessage({ type: 'rendered', jpeg });
    }
  } catch (error) {
    parentPort.postMessage({ type: 'failed', message: String((error && error.message) || error) });
  }
});
`;
