// Tiles rendered thumbnails into contact sheets for eyeballing: out/sheets/sheet-N.png.
// Usage: npx tsx scripts/ticket-corpus-g/contact-sheet.ts G-001,G-002,... (after preview.ts --thumbs)
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), 'out');
const ids = (process.argv[2] ?? '').split(',').filter(Boolean);
mkdirSync(join(out, 'sheets'), { recursive: true });
const cell = 440;
for (let s = 0; s * 6 < ids.length; s++) {
  const group = ids.slice(s * 6, s * 6 + 6);
  const tiles = await Promise.all(
    group.map(async (id, i) => ({
      input: await sharp(join(out, 'thumbs', `${id}.png`))
        .resize({ width: cell - 8, height: cell - 8, fit: 'inside' })
        .toBuffer(),
      left: (i % 3) * cell + 4,
      top: Math.floor(i / 3) * cell + 4,
    })),
  );
  await sharp({ create: { width: cell * 3, height: cell * 2, channels: 3, background: '#fff' } })
    .composite(tiles)
    .png()
    .toFile(join(out, 'sheets', `sheet-${s}.png`));
}
console.log(`wrote ${Math.ceil(ids.length / 6)} sheet(s)`);
