/**
 * SHA-1 (FIPS 180-4) of a short string, as lower-case hex, computed synchronously: the browser's index rebuilds an
 * objectID per record (compactIndex.ts), and WebCrypto's one promise per digest made that a tenth of a second for
 * 5,000 records. Not for security: it only has to match the extractor's `createHash('sha1')`.
 */
const encoder = new TextEncoder();
const words = new Uint32Array(80);

export function sha1Hex(text: string): string {
  const bytes = encoder.encode(text);
  // The message, a 1 bit, zeros, and its length in bits as a 64-bit number, in 64-byte blocks.
  const blocks = Math.ceil((bytes.length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor((bytes.length * 8) / 2 ** 32));
  view.setUint32(padded.length - 4, (bytes.length * 8) >>> 0);
  let h0 = 0x67452301;
  let h1 = 0xefcdab89;
  let h2 = 0x98badcfe;
  let h3 = 0x10325476;
  let h4 = 0xc3d2e1f0;
  for (let block = 0; block < blocks; block++) {
    for (let t = 0; t < 16; t++) words[t] = view.getUint32(block * 64 + t * 4);
    for (let t = 16; t < 80; t++) {
      const value = words[t - 3]! ^ words[t - 8]! ^ words[t - 14]! ^ words[t - 16]!;
      words[t] = (value << 1) | (value >>> 31);
    }
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    for (let t = 0; t < 80; t++) {
      const f = t < 20 ? (b & c) | (~b & d) : t < 40 ? b ^ c ^ d : t < 60 ? (b & c) | (b & d) | (c & d) : b ^ c ^ d;
      const k = t < 20 ? 0x5a827999 : t < 40 ? 0x6ed9eba1 : t < 60 ? 0x8f1bbcdc : 0xca62c1d6;
      const next = (((a << 5) | (a >>> 27)) + f + e + k + words[t]!) | 0;
      e = d;
      d = c;
      c = (b << 30) | (b >>> 2);
      b = a;
      a = next;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
  }
  return [h0, h1, h2, h3, h4].map((value) => (value >>> 0).toString(16).padStart(8, '0')).join('');
}
