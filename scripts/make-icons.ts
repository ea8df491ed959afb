/**
 * Draws the installed app's icons (the web app manifest's and the apple-touch-icon) from the
 * ParkPerks mark into src/client/public/icons/. The PNGs are committed; run this again only when the
 * mark changes: `npx tsx scripts/make-icons.ts`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = join(import.meta.dirname, '../src/client/public/icons');
const BLUE = '#1d4ed8';
const GREEN = '#22c55e';

/** The mark of components/logo.tsx on its own 40 x 40 grid: a road-sign 'P' and a green dot. */
const MARK = `
  <path d="M13.5 30V10h8.2c4.9 0 7.8 2.6 7.8 6.8 0 4.3-2.9 6.9-7.8 6.9h-3.6V30z" fill="#ffffff"/>
  <path d="M18.1 14.1v5.6h3.3c2 0 3.3-1 3.3-2.8s-1.3-2.8-3.3-2.8z" fill="${BLUE}"/>
  <circle cx="30.5" cy="29.5" r="3.5" fill="${GREEN}"/>`;

/** The 'any' icon: the rounded blue square of the logo on a transparent ground. */
const roundedIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
  <rect width="40" height="40" rx="10" fill="${BLUE}"/>${MARK}
</svg>`;

/**
 * Full-bleed blue with the mark shrunk into the middle: maskable icons are cut to any shape by the
 * launcher, and only the central circle (80% of the width) is sure to show. Also the apple-touch-icon,
 * which iOS rounds itself and which must not be transparent.
 */
function fullBleedIcon(scale: number): string {
  const offset = (40 - 40 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
  <rect width="40" height="40" fill="${BLUE}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${MARK}</g>
</svg>`;
}

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: roundedIcon, size: 192 },
  { file: 'icon-512.png', svg: roundedIcon, size: 512 },
  // The mark spans x 13.5-34 of 40: at 0.7 it stays inside the maskable safe circle.
  { file: 'icon-maskable-512.png', svg: fullBleedIcon(0.7), size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleedIcon(0.8), size: 180 },
];

mkdirSync(OUT, { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 40 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(OUT, file));
  console.log(`Wrote src/client/public/icons/${file} (${size} x ${size})`);
}
