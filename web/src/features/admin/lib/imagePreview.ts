import { describeUploadedImage } from '../../../../../common/api/images';

/** What to show as a small preview: the smallest WebP copy of an upload, or the address as it is. */
export function previewAddress(address: string): string {
  return describeUploadedImage(address)?.webp[0]?.url ?? address;
}
