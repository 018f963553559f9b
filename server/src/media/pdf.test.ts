import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { openPdf, PDF_LIMITS, PDF_MESSAGES } from './pdf.js';
import { lastErrorLine } from './tools.js';

// pdf.js once drew pages on the server's main thread. A 200 KB page with a long
// content stream kept /health silent for minutes; a 421-byte PDF with a tall MediaBox took the
// process from 0.4 to 2.3 GB. Drawing now runs in a worker thread within limits.

/** A one-page PDF with the given MediaBox and content stream, with a correct xref table. */
function pdfBytes(mediaBox: string, content: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [${mediaBox}] /Contents 4 0 R >>`,
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out);
}

const dir = mkdtempSync(join(tmpdir(), 'marquee-pdf-'));
const write = (name: string, bytes: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

describe('drawing PDFs within limits', () => {
  it('draws an ordinary page to a 1920-wide JPEG', async () => {
    const pdf = await openPdf(
      write('ok.pdf', pdfBytes('0 0 612 792', '0 0 1 rg 0 0 300 300 re f')),
    );
    try {
      expect(pdf.numberOfPages).toBe(1);
      const jpeg = await pdf.renderPage(1);
      expect(jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    } finally {
      await pdf.close();
    }
  });

  it('refuses a MediaBox larger than a PDF page may be, with a clear message', async () => {
    const pdf = await openPdf(write('tall.pdf', pdfBytes('0 0 10 1000000', '')));
    try {
      await expect(pdf.renderPage(1)).rejects.toThrow(PDF_MESSAGES.tooLarge);
    } finally {
      await pdf.close();
    }
  });

  it('draws a very tall but legal page narrower, under the pixel cap', async () => {
    const pdf = await openPdf(write('strip.pdf', pdfBytes('0 0 100 14000', '0 0 100 100 re f')));
    try {
      const jpeg = await pdf.renderPage(1);
      const sharp = (await import('sharp')).default;
      const { width, height } = await sharp(jpeg).metadata();
      expect(width * height).toBeLessThanOrEqual(PDF_LIMITS.maxPixels * 1.01);
      expect(height).toBeGreaterThan(width);
    } finally {
      await pdf.close();
    }
  });

  it('stops a page that takes too long, and the event loop keeps answering meanwhile', async () => {
    // About 2 MB of strokes: seconds of drawing for pdf.js. Only the page is limited to 300 ms;
    // opening keeps its own limit (a loaded machine starts a worker slowly).
    const strokes = Array.from({ length: 150_000 }, (_, i) => `${i % 600} 0 m 600 ${i % 700} l S`);
    const path = write('slow.pdf', pdfBytes('0 0 612 792', strokes.join('\n')));
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const pdf = await openPdf(path, { ...PDF_LIMITS, wallTimeMs: 300 });
    try {
      await expect(pdf.renderPage(1)).rejects.toThrow(PDF_MESSAGES.tooSlow);
    } finally {
      await pdf.close();
      lag.disable();
    }
    // Drawing on the main thread would have held it for the whole page.
    expect(lag.max / 1e6).toBeLessThan(1000);
  });

  it('refuses bytes that are not a PDF without naming server paths', async () => {
    await expect(openPdf(write('fake.pdf', Buffer.from('not a pdf at all')))).rejects.toThrow(
      PDF_MESSAGES.unreadable,
    );
    expect(lastErrorLine('x\n/tmp/marquee-work/abc/input.mp4: Invalid data found')).toBe(
      'the file: Invalid data found',
    );
  });
});
