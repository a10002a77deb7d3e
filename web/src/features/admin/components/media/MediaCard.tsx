import { useState } from 'react';
import type { MediaItem } from '../../../../../../common/api/media';
import { useAdminT } from '../../i18n';
import { ConfirmDelete } from '../ConfirmDelete';
import { errorText } from '../errorText';
import { MediaTextsForm } from './MediaTextsForm';
import { MediaThumbnail } from './MediaThumbnail';
import { isSeeded } from './mediaFiles';
import { mediaKind, mediaLabel, usedOnText } from './mediaLabels';

interface MediaCardProps {
  item: MediaItem;
  editing: boolean;
  onEdit: (open: boolean) => void;
  onDelete: () => void;
  deleting: boolean;
  /** Why the last delete of this item failed. */
  deleteError: unknown;
}

/**
 * One item of the library: its thumbnail, what it is, where it is used, its texts to edit, and delete
 * (asked twice; for an item in use, the second step says where, as the server would refuse it).
 */
export function MediaCard({ item, editing, onEdit, onDelete, deleting, deleteError }: MediaCardProps) {
  const t = useAdminT();
  const [confirming, setConfirming] = useState(false);
  const kind = mediaKind(item);
  const name = item.originalName;
  const places = usedOnText(item.usedBy, t);
  const hasAlt = item.alt.en.trim() !== '';

  return (
    <article className={`admin-card media-card${editing ? ' media-card--editing' : ''}`}>
      <MediaThumbnail item={item} />
      <h3 className={`media-card__title${hasAlt ? '' : ' media-card__title--missing'}`}>
        {hasAlt ? mediaLabel(item) : t('admin.media.noAlt')}
      </h3>
      <div className="admin-card__meta">
        <span className="admin-badge">{t(`admin.media.kind.${kind}`)}</span>
        {isSeeded(item) ? (
          <span className="admin-badge admin-badge--info">{t('admin.media.seeded')}</span>
        ) : null}
      </div>
      <p className="media-card__details">
        <span>{name}</span>
        <span>{t('admin.media.size', { width: item.width, height: item.height })}</span>
        <span>{t('admin.media.id', { id: item.id })}</span>
        <span>{item.usedBy.length > 0 ? t('admin.media.usedOn', { places }) : t('admin.media.unused')}</span>
      </p>

      {editing ? <MediaTextsForm item={item} onClose={() => onEdit(false)} /> : null}

      {confirming ? (
        item.usedBy.length > 0 ? (
          <div className="admin-confirm">
            <p className="admin-confirm__question">{t('admin.media.inUse', { name, places })}</p>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {t('admin.media.inUseOk')}
            </button>
          </div>
        ) : (
          <ConfirmDelete
            question={t('admin.media.confirmDelete', { name })}
            confirmLabel={t('admin.media.confirmDeleteYes')}
            keepLabel={t('admin.media.keep')}
            busy={deleting}
            onConfirm={onDelete}
            onKeep={() => setConfirming(false)}
          />
        )
      ) : (
        <div className="media-card__actions">
          {!editing ? (
            <button
              type="button"
              className="button button--secondary admin-button--small"
              onClick={() => onEdit(true)}
            >
              {t('admin.media.edit')}
              <span className="visually-hidden"> {name}</span>
            </button>
          ) : null}
          {!isSeeded(item) ? (
            <button
              type="button"
              className="button button--secondary admin-button--small admin-button--danger"
              onClick={() => setConfirming(true)}
            >
              {t('admin.media.delete')}
              <span className="visually-hidden"> {name}</span>
            </button>
          ) : null}
        </div>
      )}
      {deleteError ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {t('admin.media.deleteFailed', { message: errorText(deleteError, t) })}
        </p>
      ) : null}
    </article>
  );
}
