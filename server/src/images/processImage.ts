import { randomBytes } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  type ImageFile,
  UPLOAD_MAX_PIXELS,
  type UploadedImage,
  type UploadType,
  uploadNames,
} from '../../../common/api/images';
import { HttpError } from '../lib/httpError';

export const UNSUPPORTED_IMAGE_MESSAGE = 'Please upload a JPEG, PNG, WebP or AVIF image.';

export interface EncodedFile {
  name: string;
  contentType: UploadType;
  data: Buffer;
}

/** What the bytes really are, whatever the request called them: AVIF is HEIF with the AV1 codec. */
function realType(metadata: Metadata): UploadType | null {
  switch (metadata.format) {
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'webp':
      return 'image/webp';
    case 'heif':
      return metadata.compression === 'av1' ? 'image/avif' : null;
    default:
      return null;
  }
}

const inputOptions = { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error', autoOrient: true } as const;

async function readMetadata(data: Buffer): Promise<Metadata> {
  try {
    // Only the header is read here, so no pixel limit yet: a too large picture gets its own message.
    return await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, UNSUPPORTED_IMAGE_MESSAGE);
  }
}

/** Encodes one file; output options keep no metadata (no EXIF, no GPS), as sharp does unless asked. */
function encode(pipeline: Sharp, type: UploadType): Promise<Buffer> {
  switch (type) {
    case 'image/jpeg':
      return pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case 'image/png':
      return pipeline.png({ compressionLevel: 9 }).toBuffer();
    case 'image/webp':
      return pipeline.webp({ quality: 78 }).toBuffer();
    case 'image/avif':
      return pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
  }
}

/**
 * Checks an upload by its bytes, then makes the files to store: the original re-encoded upright and
 * without metadata, and AVIF and WebP copies in the widths of common/api/images.ts, under new names.
 */
export async function processImage(data: Buffer): Promise<{ image: UploadedImage; files: EncodedFile[] }> {
  const metadata = await readMetadata(data);
  const type = realType(metadata);
  if (!type) throw new HttpError(415, UNSUPPORTED_IMAGE_MESSAGE);
  if ((metadata.pages ?? 1) > 1) throw new HttpError(415, 'Please upload a still image, not an animation.');
  const { width, height } = metadata.autoOrient;
  if (width * height > UPLOAD_MAX_PIXELS) {
    throw new HttpError(413, `The image is too large: at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels.`);
  }
  const image = uploadNames(randomBytes(8).toString('hex'), type, { width, height });
  const make = async (file: ImageFile, resize: boolean): Promise<EncodedFile> => {
    const pipeline = sharp(data, inputOptions);
    // Both sides given, so the stored size is exactly the one the name promises.
    if (resize) pipeline.resize({ width: file.width, height: file.height, fit: 'fill' });
    return { name: file.name, contentType: file.type, data: await encode(pipeline, file.type) };
  };
  try {
    const files = await Promise.all([
      make(image.original, false),
      ...image.avif.map((file) => make(file, true)),
      ...image.webp.map((file) => make(file, true)),
    ]);
    return { image, files };
  } catch {
    // The header was readable but the pixels are not (a truncated or damaged file).
    throw new HttpError(415, 'The image could not be read. It may be damaged; please try another file.');
  }
}
