import { useController } from 'react-hook-form';
import type { PageBlock } from '../../../../../../common/api/pages';
import type { Language } from '../../../../../../common/i18n/languages';
import { useAdminT } from '../../i18n';
import { MediaPicker } from '../media/MediaPicker';
import { CardsBlockFields } from './CardsBlockFields';
import { LinksBlockFields } from './LinksBlockFields';
import { LocalizedField } from './LocalizedField';
import type { PageForm } from './pageForm';
import { RichTextField } from './RichTextField';
import { TimelineBlockFields } from './TimelineBlockFields';
import { WidgetCard } from './WidgetCard';

interface BlockFieldsProps {
  index: number;
  /** The block as loaded: its kind (and a widget's feature) never change. */
  block: PageBlock;
  language: Language;
}

function PictureField({ index }: { index: number }) {
  const t = useAdminT();
  const { field, fieldState } = useController<PageForm, `blocks.${number}.mediaId`>({
    name: `blocks.${index}.mediaId`,
  });
  return (
    <>
      <MediaPicker
        multiple={false}
        selected={field.value ? [field.value] : []}
        onChange={(ids) => field.onChange(ids[0] ?? '')}
      />
      {fieldState.error ? <p className="admin-field__error">{t('admin.pages.media.choose')}</p> : null}
    </>
  );
}

function GalleryPictures({ index }: { index: number }) {
  const t = useAdminT();
  const { field, fieldState } = useController<PageForm, `blocks.${number}.mediaIds`>({
    name: `blocks.${index}.mediaIds`,
  });
  return (
    <>
      <MediaPicker multiple selected={field.value} onChange={(ids) => field.onChange(ids)} />
      {fieldState.error ? <p className="admin-field__error">{t('admin.pages.media.tooMany')}</p> : null}
    </>
  );
}

/** What a block holds, in the language being edited: its text, pictures or cards, or where a feature is edited. */
export function BlockFields({ index, block, language }: BlockFieldsProps) {
  const t = useAdminT();
  switch (block.kind) {
    case 'heading':
      return (
        <LocalizedField
          path={`blocks.${index}.text`}
          label={t('admin.pages.kind.heading')}
          language={language}
          maxLength={200}
        />
      );
    case 'text':
      return (
        <RichTextField path={`blocks.${index}.text`} label={t('admin.pages.kind.text')} language={language} />
      );
    case 'note':
      return (
        <RichTextField path={`blocks.${index}.text`} label={t('admin.pages.kind.note')} language={language} />
      );
    case 'picture':
      return <PictureField index={index} />;
    case 'gallery':
      return (
        <>
          <LocalizedField
            path={`blocks.${index}.title`}
            label={t('admin.pages.galleryTitle')}
            language={language}
            maxLength={200}
          />
          <GalleryPictures index={index} />
        </>
      );
    case 'links':
      return <LinksBlockFields index={index} language={language} />;
    case 'timeline':
      return <TimelineBlockFields index={index} language={language} />;
    case 'cards':
      return <CardsBlockFields index={index} language={language} />;
    case 'widget':
      return <WidgetCard widget={block.widget} />;
  }
}
