import { z } from 'zod';
import { type ImageFile, type UploadedImage, uploadTypes } from './imageNames';

// The names and sizes live without zod, for the public pages' first JavaScript; the API's schemas here.
export * from './imageNames';

export const imageFile = z.object({
  name: z.string(),
  url: z.string(),
  type: z.enum(uploadTypes),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
}) satisfies z.ZodType<ImageFile>;

/** The answer to an upload: the original and every copy, enough to build srcset. */
export const uploadedImage = z.object({
  original: imageFile,
  avif: z.array(imageFile),
  webp: z.array(imageFile),
}) satisfies z.ZodType<UploadedImage>;
