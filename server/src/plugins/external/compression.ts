import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Compression of the API's answers, chosen per response by Accept-Encoding: Brotli first, gzip for
 * older clients. Brotli at quality 4 compresses on the fly at about gzip's speed (11 is for build time).
 * Bodies under 1 KB are not worth it; images, PDFs and video are compressed already and the default type
 * filter leaves them alone, and server-sent events are excluded by it too (they also bypass onSend).
 * Bodies up to 64 KB (every JSON answer of the API) are compressed in one synchronous call and sent with
 * their length, so a HEAD answer can say it; the plugin's default bound depends on the machine's cores
 * (4–64 KB), which would make answers differ from one machine to the next. Larger ones are streamed.
 * Request bodies are not decompressed: the public forms post small JSON.
 * The built SPA is compressed at build time instead (scripts/precompress.mjs, served by routes/spa.ts).
 */
export const compressionOptions: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  syncThreshold: 64 * 1024,
  globalDecompression: false,
};
