import sharp from 'sharp';

export interface DemoImage {
  name: string;
  text: string;
  /** Dominant colour, as the contract gives it. */
  color: string;
}

export const DEMO_IMAGES: readonly DemoImage[] = [
  { name: 'Welcome.png', text: 'Welcome', color: '#1E5AA8' },
  { name: 'Today.png', text: 'Today', color: '#E0761F' },
  { name: 'Thank you.png', text: 'Thank you', color: '#2E8B57' },
];

export const DEMO_IMAGE_SIZE = { width: 1920, height: 1080 } as const;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** A 1920x1080 PNG: solid colour with the text large and white in the middle. */
export async function renderDemoImage(image: DemoImage): Promise<Buffer> {
  const { width, height } = DEMO_IMAGE_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="${image.color}"/>
  <text x="50%" y="50%" dominant-baseline="central" text-anchor="middle"
    font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="bold"
    font-size="200" fill="#FFFFFF">${escapeXml(image.text)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
