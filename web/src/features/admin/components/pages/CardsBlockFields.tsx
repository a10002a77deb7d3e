import { useController, useFieldArray } from 'react-hook-form';
import { emptyText } from '../../../../../../common/api/documents';
import type { Language } from '../../../../../../common/i18n/languages';
import { useAdminT } from '../../i18n';
import { MediaPicker } from '../media/MediaPicker';
import { LocalizedField } from './LocalizedField';
import type { PageForm } from './pageForm';

/** The most cards a cards block takes (pages.ts). */
const MAX_CARDS = 24;

/** A card's picture, one item of the media library; the form refuses the card until one is chosen. */
function CardPicture({ index, card }: { index: number; card: number }) {
  const t = useAdminT();
  const { field, fieldState } = useController<PageForm, `blocks.${number}.items.${number}.mediaId`>({
    name: `blocks.${index}.items.${card}.mediaId`,
  });
  return (
    <fieldset className="admin-fieldset">
      <legend className="admin-field__label">{t('admin.pages.cards.picture')}</legend>
      <p className="admin-field__hint">{t('admin.pages.cards.pictureHint')}</p>
      <MediaPicker
        multiple={false}
        selected={typeof field.value === 'string' && field.value ? [field.value] : []}
        onChange={(ids) => field.onChange(ids[0] ?? '')}
      />
      {fieldState.error ? (
        <p className="admin-field__error" role="alert">
          {t('admin.pages.cards.chooseMedia')}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A cards block: its cards, each a picture of the media library, a name, a line under it and a text, in
 * the language being edited; cards are added at the end, moved up or down and removed, one button each
 * (large enough on a phone).
 */
export function CardsBlockFields({ index, language }: { index: number; language: Language }) {
  const t = useAdminT();
  const items = useFieldArray<PageForm, `blocks.${number}.items`>({ name: `blocks.${index}.items` });
  const count = items.fields.length;
  return (
    <>
      {/* The links block's list and cards: the same look for a block's items. */}
      <ol className="page-editor-links">
        {items.fields.map((item, at) => {
          const card = t('admin.pages.cards.card', { number: at + 1 });
          return (
            <li key={item.id}>
              <fieldset className="admin-fieldset page-editor-links__item">
                <legend className="admin-field__label">{card}</legend>
                <CardPicture index={index} card={at} />
                <LocalizedField
                  path={`blocks.${index}.items.${at}.title`}
                  label={t('admin.pages.cards.title')}
                  language={language}
                  maxLength={200}
                />
                <LocalizedField
                  path={`blocks.${index}.items.${at}.subtitle`}
                  label={t('admin.pages.cards.subtitle')}
                  hint={t('admin.pages.cards.subtitleHint')}
                  language={language}
                  maxLength={200}
                />
                <LocalizedField
                  path={`blocks.${index}.items.${at}.text`}
                  label={t('admin.pages.cards.text')}
                  language={language}
                  maxLength={1000}
                  rows={4}
                />
                <div className="page-editor-links__actions">
                  <button
                    type="button"
                    className="button button--secondary admin-button--small"
                    disabled={at === 0}
                    aria-label={`${t('admin.pages.moveUp')}: ${card}`}
                    onClick={() => items.move(at, at - 1)}
                  >
                    <span aria-hidden="true">↑</span> {t('admin.pages.moveUp')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary admin-button--small"
                    disabled={at === count - 1}
                    aria-label={`${t('admin.pages.moveDown')}: ${card}`}
                    onClick={() => items.move(at, at + 1)}
                  >
                    <span aria-hidden="true">↓</span> {t('admin.pages.moveDown')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary admin-button--small admin-button--danger"
                    aria-label={`${t('admin.pages.cards.remove')}: ${card}`}
                    onClick={() => items.remove(at)}
                  >
                    {t('admin.pages.cards.remove')}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {count < MAX_CARDS ? (
        <button
          type="button"
          className="button button--secondary admin-button--small"
          onClick={() =>
            items.append({ mediaId: '', title: emptyText(), subtitle: emptyText(), text: emptyText() })
          }
        >
          {t('admin.pages.cards.add')}
        </button>
      ) : null}
    </>
  );
}
