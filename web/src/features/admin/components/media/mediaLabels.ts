import type { MediaItem } from '../../../../../../common/api/media';
import type { AdminTranslate } from '../../i18n';

/** How staff know an item: its English alt text, or the name of the file it was uploaded as. */
export const mediaLabel = (item: MediaItem) => item.alt.en.trim() || item.originalName;

/** A photo, a video, or one of the drawings the site came with. */
export const mediaKind = (item: MediaItem): 'image' | 'video' | 'drawing' =>
  item.kind === 'image' && item.variants.every((v) => v.format === 'svg') ? 'drawing' : item.kind;

/** Whether an item matches what was typed in Find: its name, id, or any alt text or caption. */
export function matchesFilter(item: MediaItem, filter: string): boolean {
  const wanted = filter.trim().toLocaleLowerCase();
  if (!wanted) return true;
  return [
    item.id,
    item.originalName,
    item.credit,
    ...Object.values(item.alt),
    ...Object.values(item.caption),
  ].some((text) => text.toLocaleLowerCase().includes(wanted));
}

const places = new Intl.ListFormat('en', { type: 'conjunction' });

/** Where an item is used, in words: "the history page and the course". */
export function usedOnText(usedBy: readonly string[], t: AdminTranslate): string {
  return places.format(
    usedBy.map((place) =>
      place === 'club'
        ? t('admin.media.place.club')
        : place === 'course'
          ? t('admin.media.place.course')
          : place === 'marks'
            ? t('admin.marks.place')
            : t('admin.media.place.page', { page: place }),
    ),
  );
}
