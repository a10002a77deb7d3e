import { useId, useState } from 'react';
import type { MediaItem } from '../../../../../common/api/media';
import { useDeleteMedia, useMediaList } from '../api/media';
import { AdminScreen } from '../components/AdminScreen';
import { MediaCard } from '../components/media/MediaCard';
import { MediaUpload } from '../components/media/MediaUpload';
import { matchesFilter } from '../components/media/mediaLabels';
import { QueryGate } from '../components/QueryGate';
import { useAdminT } from '../i18n';
import '../components/media/media.css';

function Library({ items }: { items: MediaItem[] }) {
  const t = useAdminT();
  const id = useId();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const remove = useDeleteMedia();
  const [deleted, setDeleted] = useState('');
  const shown = items.filter((item) => matchesFilter(item, filter));

  const deleteItem = (item: MediaItem) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setDeleted(t('admin.media.deleted', { name: item.originalName }));
        if (editing === item.id) setEditing(null);
      },
    });

  if (items.length === 0) return <p className="admin-empty">{t('admin.media.empty')}</p>;
  return (
    <>
      <div className="media-library__tools">
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={`${id}-filter`}>
            {t('admin.media.filter')}
          </label>
          <p className="admin-field__hint" id={`${id}-hint`}>
            {t('admin.media.filterHint')}
          </p>
          <input
            id={`${id}-filter`}
            className="admin-input"
            type="search"
            autoComplete="off"
            aria-describedby={`${id}-hint ${id}-count`}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
        <p className="admin-card__detail" id={`${id}-count`} role="status">
          {shown.length === 0
            ? t('admin.media.noMatch', { text: filter })
            : t('admin.media.count', { count: shown.length })}
        </p>
      </div>
      <p className="visually-hidden" role="status">
        {deleted}
      </p>
      <ul className="media-grid">
        {shown.map((item) => (
          <li key={item.id} className={editing === item.id ? 'media-card--editing' : undefined}>
            <MediaCard
              item={item}
              editing={editing === item.id}
              onEdit={(open) => setEditing(open ? item.id : null)}
              onDelete={() => deleteItem(item)}
              deleting={remove.isPending && remove.variables === item.id}
              deleteError={remove.isError && remove.variables === item.id ? remove.error : null}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The media library (docs/product.md, Media): upload, the items with their texts, delete. */
export function MediaScreen() {
  const t = useAdminT();
  const library = useMediaList();
  const titleId = useId();
  return (
    <AdminScreen title={t('admin.nav.media')} lead={t('admin.media.lead')}>
      <section className="admin-card">
        <MediaUpload />
      </section>
      <section className="media-library" aria-labelledby={titleId}>
        <h2 id={titleId} className="media-library__title">
          {t('admin.media.library')}
        </h2>
        <QueryGate query={library}>{(items) => <Library items={items} />}</QueryGate>
      </section>
    </AdminScreen>
  );
}
