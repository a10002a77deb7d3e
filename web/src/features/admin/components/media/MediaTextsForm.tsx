import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm, useFormState } from 'react-hook-form';
import { type MediaItem, type MediaTexts, mediaTextsBody } from '../../../../../../common/api/media';
import { useSaveMediaTexts } from '../../api/media';
import { useAdminT } from '../../i18n';
import { Field } from '../Field';
import { FormSaveBar } from '../FormSaveBar';
import { LanguageVersions } from '../LanguageVersions';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';

const textsOf = (item: MediaItem): MediaTexts => ({
  alt: item.alt,
  caption: item.caption,
  credit: item.credit,
});

/**
 * An item's alt text and caption in the four languages, and its credit: checked with the server's own
 * schema (mediaTextsBody) before they are sent. An empty language shows the English on the site.
 */
export function MediaTextsForm({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const t = useAdminT();
  const save = useSaveMediaTexts(item.id);
  const form = useForm<MediaTexts>({ resolver: zodResolver(mediaTextsBody), defaultValues: textsOf(item) });
  const { control, register } = form;
  const { isDirty, errors } = useFormState({ control });
  useUnsavedChangesGuard(isDirty);
  const send = (texts: MediaTexts) =>
    save.mutate(texts, { onSuccess: (saved) => form.reset(textsOf(saved)) });

  return (
    <FormProvider {...form}>
      <form className="admin-form media-texts" noValidate onSubmit={form.handleSubmit(send)}>
        <Controller
          control={control}
          name="alt"
          render={({ field, fieldState }) => (
            <LanguageVersions
              label={t('admin.media.alt')}
              hint={t('admin.media.altHint')}
              name="alt"
              texts={field.value}
              maxLength={500}
              englishError={fieldState.error?.message ?? errors.alt?.en?.message}
              onChange={(language, text) => field.onChange({ ...field.value, [language]: text })}
            />
          )}
        />
        <Controller
          control={control}
          name="caption"
          render={({ field, fieldState }) => (
            <LanguageVersions
              label={t('admin.media.caption')}
              hint={t('admin.media.captionHint')}
              name="caption"
              texts={field.value}
              maxLength={1000}
              rows={2}
              englishError={fieldState.error?.message ?? errors.caption?.en?.message}
              onChange={(language, text) => field.onChange({ ...field.value, [language]: text })}
            />
          )}
        />
        <Field
          label={t('admin.media.credit')}
          hint={t('admin.media.creditHint')}
          error={errors.credit?.message}
          optional
        >
          {(controlProps) => (
            <input
              {...controlProps}
              className="admin-input"
              type="text"
              autoComplete="off"
              maxLength={200}
              {...register('credit')}
            />
          )}
        </Field>
        <FormSaveBar save={save} label={t('admin.media.save')}>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('admin.media.close')}
          </button>
        </FormSaveBar>
      </form>
    </FormProvider>
  );
}
