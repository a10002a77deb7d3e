import { useEffect, useId, useRef, useState } from 'react';
import type { MediaItem } from '../../../../../../common/api/media';
import { useMediaList } from '../../api/media';
import { useAdminT } from '../../i18n';
import { QueryGate } from '../QueryGate';
import { MediaThumbnail } from './MediaThumbnail';
import { matchesFilter, mediaKind, mediaLabel } from './mediaLabels';
import './media.css';

export interface MediaPickerProps {
  /** A gallery takes several, in order; a picture block or a hole's video one. */
  multiple: boolean;
  selected: readonly string[];
  onChange(ids: string[]): void;
}

type Move = { id: string; button: 'up' | 'down' | 'remove' };

/**
 * Pictures from the media library, for a page's picture and gallery blocks and the holes: the chosen ones
 * (in order, for a gallery, with buttons to move and remove them), and the library to choose from, each
 * item with its thumbnail and alt text. Native checkboxes (several) or radio buttons (one), so that it
 * works with the keyboard and a screen reader as any form does.
 */
export function MediaPicker({ multiple, selected, onChange }: MediaPickerProps) {
  const library = useMediaList();
  return (
    <div className="media-picker">
      <QueryGate query={library}>
        {(items) => <PickerBody items={items} multiple={multiple} selected={selected} onChange={onChange} />}
      </QueryGate>
    </div>
  );
}

function PickerBody({ items, multiple, selected, onChange }: MediaPickerProps & { items: MediaItem[] }) {
  const t = useAdminT();
  const id = useId();
  const [filter, setFilter] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const focusAfter = useRef<Move | null>(null);
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = items.filter((item) => matchesFilter(item, filter));

  // After a move or a removal the list is drawn anew: the keyboard stays on the button it used.
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-media]') ?? [])];
    const ofItem = buttons.filter((b) => b.dataset.media === wanted.id && !b.disabled);
    const same = ofItem.find((b) => b.dataset.action === wanted.button) ?? ofItem[0];
    // The last one removed: on to the library to choose another.
    (same ?? buttons[0] ?? summaryRef.current)?.focus();
  });

  const move = (from: number, to: number, button: Move['button']) => {
    const ids = [...selected];
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return;
    if (button !== 'remove') ids.splice(to, 0, moved);
    focusAfter.current = { id: moved, button };
    onChange(ids);
  };
  const toggle = (itemId: string, on: boolean) => {
    if (!multiple) onChange(on ? [itemId] : []);
    else
      onChange(on ? [...selected.filter((s) => s !== itemId), itemId] : selected.filter((s) => s !== itemId));
  };

  return (
    <>
      <p className="media-picker__heading" id={`${id}-chosen`}>
        {t('admin.media.picker.chosen')}
      </p>
      {selected.length === 0 ? (
        <p className="admin-empty">{t('admin.media.picker.noneChosen')}</p>
      ) : (
        <ol className="media-picker__chosen" ref={listRef} aria-labelledby={`${id}-chosen`}>
          {selected.map((itemId, index) => {
            const item = byId.get(itemId);
            const label = item ? mediaLabel(item) : t('admin.media.picker.missing', { id: itemId });
            return (
              <li key={itemId} className="media-picker__chosen-item">
                {item ? <MediaThumbnail item={item} /> : <span className="media-thumbnail" />}
                <span className="media-picker__label">{label}</span>
                <span className="media-picker__actions">
                  {multiple ? (
                    <>
                      <button
                        type="button"
                        className="button button--secondary admin-button--small"
                        data-media={itemId}
                        data-action="up"
                        disabled={index === 0}
                        onClick={() => move(index, index - 1, 'up')}
                      >
                        {t('admin.media.picker.moveUp')}
                        <span className="visually-hidden"> {label}</span>
                      </button>
                      <button
                        type="button"
                        className="button button--secondary admin-button--small"
                        data-media={itemId}
                        data-action="down"
                        disabled={index === selected.length - 1}
                        onClick={() => move(index, index + 1, 'down')}
                      >
                        {t('admin.media.picker.moveDown')}
                        <span className="visually-hidden"> {label}</span>
                      </button>
                    </>
                  ) : null}
                  <button
                    type="button"
                    className="button button--secondary admin-button--small admin-button--danger"
                    data-media={itemId}
                    data-action="remove"
                    onClick={() => move(index, index, 'remove')}
                  >
                    {t('admin.media.picker.remove')}
                    <span className="visually-hidden"> {label}</span>
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}

      <details className="media-picker__library" open={selected.length === 0}>
        <summary ref={summaryRef} className="media-picker__summary">
          {t(multiple ? 'admin.media.picker.choose' : 'admin.media.picker.chooseOne')}
        </summary>
        <div className="admin-field media-picker__filter">
          <label className="admin-field__label" htmlFor={`${id}-filter`}>
            {t('admin.media.filter')}
          </label>
          <input
            id={`${id}-filter`}
            className="admin-input"
            type="search"
            autoComplete="off"
            value={filter}
            aria-describedby={`${id}-filter-hint`}
            onChange={(e) => setFilter(e.target.value)}
            // Enter in the search field must not submit the page around it.
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
          />
          <p className="admin-field__hint" id={`${id}-filter-hint`}>
            {t('admin.media.filterHint')}
          </p>
        </div>
        {items.length === 0 ? <p className="admin-empty">{t('admin.media.empty')}</p> : null}
        {items.length > 0 && shown.length === 0 ? (
          <p className="admin-empty">{t('admin.media.noMatch', { text: filter })}</p>
        ) : null}
        <fieldset className="media-picker__options">
          <legend className="visually-hidden">
            {t(multiple ? 'admin.media.picker.choose' : 'admin.media.picker.chooseOne')}
          </legend>
          {shown.map((item) => (
            <label key={item.id} className="media-option">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`${id}-media`}
                value={item.id}
                checked={selected.includes(item.id)}
                onChange={(e) => toggle(item.id, e.target.checked)}
              />
              <MediaThumbnail item={item} />
              <span className="media-option__text">
                <span className="media-option__label">{mediaLabel(item)}</span>
                <span className="media-option__detail">
                  {t(`admin.media.kind.${mediaKind(item)}`)}
                  {' · '}
                  {item.originalName}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </details>
    </>
  );
}
