/**
 * The measurements behind docs/decisions/011: perceptual-hash distance and aligned worst-tile
 * difference between each fixture ticket and its copies (JPEG 60, 0.7x, 3% crop, bytes appended),
 * and between different tickets of one layout. `npx tsx scripts/measure-near-copies.ts`
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { cleanTicketImage } from '#server/features/objects/image-bytes.ts';
import { compareImages, type MatchImage, prepareForMatching } from '#server/lib/image-match.ts';
import { hammingDistance, perceptualHash } from '#server/lib/phash.ts';
import { FIXTURES, payAndDisplay } from '#tests/support/tickets.ts';

/** As the server stores an upload: oriented, metadata dropped, re-encoded. */
async function stored(upload: Buffer) {
  const { format } = await sharp(upload).metadata();
  return (await cleanTicketImage(upload, format === 'png' ? 'image/png' : 'image/jpeg')).data;
}

async function copiesOf(image: Buffer, upload: Buffer) {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const dx = Math.round(width * 0.03);
  const dy = Math.round(height * 0.03);
  return {
    q60: await stored(await sharp(image).jpeg({ quality: 60 }).toBuffer()),
    '0.7x': await stored(
      await sharp(image)
        .resize(Math.round(width * 0.7))
        .toBuffer(),
    ),
    crop3: await stored(
      await sharp(image)
        .extract({ left: dx, top: dy, width: width - 2 * dx, height: height - 2 * dy })
        .toBuffer(),
    ),
    appended: await stored(Buffer.concat([upload, Buffer.from('appended bytes')])),
  };
}

type Measured = { hash: string; match: MatchImage };
const measure = async (image: Buffer): Promise<Measured> => ({
  hash: await perceptualHash(image),
  match: await prepareForMatching(image),
});
const versus = (a: Measured, b: Measured) =>
  `${hammingDistance(a.hash, b.hash)} bits, worst tile ${compareImages(a.match, b.match).worstTile.toFixed(1)}`;

const files = readdirSync(FIXTURES).filter((file) => /\.(png|jpg)$/.test(file));
const originals = new Map<string, Measured>();
console.log('Copies of each fixture (hash distance, worst tile):');
for (const file of files) {
  const upload = readFileSync(join(FIXTURES, file));
  const image = await stored(upload);
  const original = await measure(image);
  originals.set(file, original);
  const row: string[] = [];
  for (const [trick, copy] of Object.entries(await copiesOf(image, upload))) {
    row.push(`${trick}: ${versus(original, await measure(copy))}`);
  }
  console.log(`  ${file.padEnd(38)} ${row.join(' | ')}`);
}

console.log('Different tickets of one layout:');
const layout = (file: string) =>
  file
    .replace(/^[a-z]+-/, '')
    .split('-')
    .slice(0, 2)
    .join('-');
for (const [i, a] of files.entries()) {
  for (const b of files.slice(i + 1)) {
    if (layout(a) === layout(b))
      console.log(`  ${a} ~ ${b}: ${versus(originals.get(a)!, originals.get(b)!)}`);
  }
}
const printed = {
  'N-1001': await payAndDisplay({ date: '14/03/2026', ticketNo: 'N-1001' }),
  'N-1002': await payAndDisplay({ date: '14/03/2026', ticketNo: 'N-1002' }),
  'N-1001 from 09:31': await payAndDisplay({ date: '14/03/2026', ticketNo: 'N-1001', from: '09:31' }),
  'N-1001 York': await payAndDisplay({ date: '14/03/2026', ticketNo: 'N-1001', town: 'York' }),
};
const first = await measure(await stored(printed['N-1001']));
for (const [name, ticket] of Object.entries(printed).slice(1)) {
  console.log(`  printed N-1001 ~ ${name}: ${versus(first, await measure(await stored(ticket)))}`);
}
