import { afterAll, describe, expect, it } from 'vitest';
import { createOcrPool, OcrPoolClosedError } from './ocr-pool';
import { wordsFromTsv } from './tesseract-worker';
import { prepareImage } from './prepare-image';
import { renderTicket } from './test-support/render-ticket';

const pool = createOcrPool({ size: 1 });
afterAll(() => pool.terminate());

async function imageSaying(text: string): Promise<Buffer> {
  const png = await renderTicket([
    { text, size: 40, bold: true },
    { text: 'CAR PARK', size: 40 },
  ]);
  return (await prepareImage(png)).pgm;
}

describe('wordsFromTsv', () => {
  it('keeps the words (level 5) with their confidences, boxes and lines, and drops empty boxes', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '4\t1\t1\t1\t1\t0\t10\t10\t200\t30\t-1\t',
      '5\t1\t1\t1\t1\t1\t10\t10\t90\t30\t96.5\tEXPIRES',
      '5\t1\t1\t1\t1\t2\t110\t10\t90\t30\t95\t ',
      '5\t1\t1\t1\t1\t3\t210\t10\t90\t30\t41.2\tl2:O2',
    ].join('\n');
    expect(wordsFromTsv(tsv)).toEqual([
      { text: 'EXPIRES', confidence: 96.5, box: { left: 10, top: 10, width: 90, height: 30 }, line: '1.1.1' },
      { text: 'l2:O2', confidence: 41.2, box: { left: 210, top: 10, width: 90, height: 30 }, line: '1.1.1' },
    ]);
    expect(wordsFromTsv('')).toEqual([]);
  });
});

describe('createOcrPool', () => {
  it('reads text offline and reports a confidence', async () => {
    const result = await pool.recognize(await imageSaying('PAY AND DISPLAY'));
    expect(result.text).toContain('PAY AND DISPLAY');
    expect(result.confidence).toBeGreaterThan(50);
  }, 60_000);

  it('queues jobs beyond its size and answers each with its own text', async () => {
    const words = ['ARRIVAL', 'EXPIRY', 'TARIFF'];
    const images = await Promise.all(words.map(imageSaying));
    const results = await Promise.all(images.map((image) => pool.recognize(image)));
    results.forEach((result, index) => {
      expect(result.text).toContain(words[index]);
    });
  }, 60_000);

  it('fails a job with an undecodable image and keeps working', async () => {
    await expect(pool.recognize(Buffer.from('definitely not an image'))).rejects.toBeDefined();
    const result = await pool.recognize(await imageSaying('NCP'));
    expect(result.text).toContain('NCP');
  }, 60_000);

  it('refuses work after terminate, and terminate can be called twice', async () => {
    const shortLived = createOcrPool({ size: 1 });
    await shortLived.warmUp();
    await shortLived.terminate();
    await shortLived.terminate();
    await expect(shortLived.recognize(Buffer.alloc(1))).rejects.toBeInstanceOf(OcrPoolClosedError);
  }, 60_000);

  it('lets a running job finish when terminated, and refuses the queued ones', async () => {
    const shortLived = createOcrPool({ size: 1 });
    const image = await imageSaying('EXPIRES');
    const running = shortLived.recognize(image);
    const queued = shortLived.recognize(image);
    // Give the first job time to be handed to the worker.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = shortLived.terminate();
    await expect(queued).rejects.toBeInstanceOf(OcrPoolClosedError);
    expect((await running).text).toContain('EXPIRES');
    await closing;
  }, 60_000);
});
