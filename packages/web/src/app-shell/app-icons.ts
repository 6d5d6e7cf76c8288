import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { webRoot } from '../assets/asset-files.js';

/** One icon of the installed app: a PNG drawn from the product's mark. */
export interface AppIcon {
  /** `/assets/app-icon-<size>[-maskable].<contenthash>.png` */
  url: string;
  size: number;
  purpose: 'any' | 'maskable';
  body: Buffer;
}

// Loaded through the web package (not a bare import), so the one-file bundle `pnpm start`
// runs finds the native module in this package's node_modules instead of bundling it.
type Sharp = typeof import('sharp').default;
const requireFromWeb = createRequire(join(webRoot, 'package.json'));

/** The mark's colour, the maskable icon's full-bleed background. */
const MARK_BACKGROUND = /<rect\b[^>]*\bfill="([^"]+)"[^>]*\/>/;

/**
 * The maskable form of the mark: a launcher may cut any shape from the square, keeping only
 * the middle circle of 80% (the "safe zone"), so the background fills the whole square and
 * the symbol is drawn smaller, inside that circle.
 */
export function maskableMark(svg: string): string {
  const background = MARK_BACKGROUND.exec(svg);
  if (!background) throw new Error('the mark has no background <rect> to fill a maskable icon');
  const open = svg.indexOf('>', svg.indexOf('<svg')) + 1;
  const symbol = svg.slice(open, svg.lastIndexOf('</svg>')).replace(background[0], '');
  return (
    `${svg.slice(0, open)}<rect width="32" height="32" fill="${background[1]}"/>` +
    `<g transform="translate(16 16) scale(0.7) translate(-16 -16)">${symbol}</g></svg>`
  );
}

async function draw(sharp: Sharp, svg: string, size: number): Promise<Buffer> {
  // Rendered at the icon's own size (density scales the 32-unit viewBox), not scaled up.
  return sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

function icon(size: number, purpose: AppIcon['purpose'], body: Buffer): AppIcon {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const stem = purpose === 'maskable' ? `app-icon-${size}-maskable` : `app-icon-${size}`;
  return { url: `/assets/${stem}.${hash}.png`, size, purpose, body };
}

let drawn: Promise<AppIcon[]> | undefined;

/**
 * The installed app's icons, drawn from `favicon.svg` (the tab's icon and the header's logo)
 * with sharp on first use and kept: 192 and 512 px, and a maskable 512 px.
 */
export function appIcons(): Promise<AppIcon[]> {
  drawn ??= (async () => {
    const sharp = requireFromWeb('sharp') as Sharp;
    const mark = readFileSync(join(webRoot, 'src/assets/favicon.svg'), 'utf8');
    const maskable = maskableMark(mark);
    return [
      icon(192, 'any', await draw(sharp, mark, 192)),
      icon(512, 'any', await draw(sharp, mark, 512)),
      icon(512, 'maskable', await draw(sharp, maskable, 512)),
    ];
  })();
  return drawn;
}
