import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque URL-safe random token (32 bytes = 256 bits by default). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** n characters drawn uniformly from an alphabet (crypto-grade). */
export function randomString(alphabet: string, length: number): string {
  let result = '';
  for (let i = 0; i < length; i++) result += alphabet[randomInt(alphabet.length)];
  return result;
}
