import { useController } from 'react-hook-form';
import { emptyText } from '../../../../../../common/api/documents';
import type { Language } from '../../../../../../common/i18n/languages';
import { useAdminT } from '../../i18n';
import { MediaPicker } from '../media/MediaPicker';
import { BlockItems } from './BlockItems';
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
  return (
    <BlockItems
      index={index}
      max={MAX_CARDS}
      itemName={(number) => t('admin.pages.cards.card', { number })}
      removeLabel={t('admin.pages.cards.remove')}
      addLabel={t('admin.pages.cards.add')}
      newItem={() => ({ mediaId: '', title: emptyText(), subtitle: emptyText(), text: emptyText() })}
    >
      {(at) => (
        <>
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
        </>
      )}
    </BlockItems>
  );
}
