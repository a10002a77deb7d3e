import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * HEIC and HEIF photos (what iPhones take) as JPEG, with heic-convert. sharp's libvips reads their header
 * but has no HEVC decoder; heic-convert decodes in WebAssembly, synchronously, about a quarter of a
 * second per megapixel: in a worker thread, so that a 12-megapixel photo does not stop the server
 * answering everyone else for three seconds. One conversion at a time per process, for its memory.
 */

/** A conversion that takes longer than this is given up (the photo is then refused as unreadable). */
export const HEIC_TIMEOUT_MS = 60_000;

// The worker is given as code: it then needs no file of its own next to the bundled server.
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const convert = require(workerData.modulePath);
convert({ buffer: workerData.input, format: 'JPEG', quality: 0.95 }).then(
  (jpeg) => parentPort.postMessage({ jpeg }),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
`;

const modulePath = createRequire(import.meta.url).resolve('heic-convert');

type WorkerAnswer = { jpeg: Uint8Array } | { error: string };

function convertInWorker(input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_CODE, {
      eval: true,
      workerData: { modulePath, input: new Uint8Array(input) },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('HEIC conversion timed out'));
    }, HEIC_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.once('message', (answer: WorkerAnswer) => {
      done();
      if ('error' in answer) reject(new Error(answer.error));
      else resolve(Buffer.from(answer.jpeg));
    });
    worker.once('error', (error) => {
      done();
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`HEIC worker stopped (${code})`));
    });
  });
}

let queue: Promise<unknown> = Promise.resolve();

/** The photo as a JPEG; rejects when the file cannot be decoded. */
export function heicToJpeg(input: Buffer): Promise<Buffer> {
  const next = queue.then(() => convertInWorker(input));
  queue = next.catch(() => undefined);
  return next;
}
