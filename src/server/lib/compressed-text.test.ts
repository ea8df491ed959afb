import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, CompressedText } from './compressed-text';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
  });
});

describe('CompressedText', () => {
  const long = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Shop ${i}` })));

  it('compresses once per encoding and round-trips', () => {
    const text = new CompressedText(long);
    const br = text.encodedFor('br');
    expect(br.encoding).toBe('br');
    expect(text.encodedFor('br').body).toBe(br.body);
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(long);
    expect(gunzipSync(text.encodedFor('gzip').body as Buffer).toString()).toBe(long);
    expect((br.body as Buffer).length).toBeLessThan(long.length / 4);
  });

  it('sends short texts and clients that accept neither as they are', () => {
    expect(new CompressedText('[]').encodedFor('br')).toEqual({ body: '[]', encoding: null });
    expect(new CompressedText(long).encodedFor(null)).toEqual({ body: long, encoding: null });
  });
});
