import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Brotli at quality 4 costs about the CPU of gzip 6 for a far smaller answer (docs/decisions/032). */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;
/** Below this an answer is sent as it is: compressing would save less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * A text answer kept with its compressed forms, each made once, on first use: an answer many
 * requests share (a cached offer list) is compressed once rather than once per request.
 */
export class CompressedText {
  private readonly forms = new Map<ContentEncoding, Buffer>();
  constructor(readonly text: string) {}

  /** The text as it should go to a client that accepts `encoding` (null: as it is). */
  encodedFor(encoding: ContentEncoding | null): { body: string | Buffer; encoding: ContentEncoding | null } {
    if (!encoding || Buffer.byteLength(this.text) < COMPRESS_THRESHOLD_BYTES)
      return { body: this.text, encoding: null };
    let form = this.forms.get(encoding);
    if (!form) {
      form =
        encoding === 'br'
          ? brotliCompressSync(this.text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : gzipSync(this.text, { level: GZIP_LEVEL });
      this.forms.set(encoding, form);
    }
    return { body: form, encoding };
  }
}
