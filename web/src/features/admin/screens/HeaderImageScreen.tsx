import { type FormEvent, useState } from 'react';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { useContent } from '../api/getContent';
import { usePutContents } from '../api/putContent';
import { AdminScreen } from '../components/AdminScreen';
import { Field } from '../components/Field';
import { ImageUpload } from '../components/ImageUpload';
import { LanguageVersions } from '../components/LanguageVersions';
import { QueryGate } from '../components/QueryGate';
import { SaveBar } from '../components/SaveBar';
import { SaveStatus } from '../components/SaveStatus';
import { useUnsavedChangesGuard } from '../components/useUnsavedChangesGuard';
import { useAdminT } from '../i18n';
import { headerImageJson, isImageAddress, readHeaderImage } from '../lib/headerImage';
import { type LanguageTexts, trimmedTexts } from '../lib/languageTexts';

const sameTexts = (a: LanguageTexts, b: LanguageTexts) =>
  JSON.stringify(trimmedTexts(a)) === JSON.stringify(trimmedTexts(b));

function HeaderImageForm({ content }: { content: string }) {
  const t = useAdminT();
  const save = usePutContents();
  const initial = readHeaderImage(content);
  const [url, setUrl] = useState(initial.fileUrl);
  const [alt, setAlt] = useState(initial.alt);
  const [saved, setSaved] = useState(initial);
  const [showError, setShowError] = useState(false);
  const valid = isImageAddress(url);
  const dirty = url.trim() !== saved.fileUrl.trim() || !sameTexts(alt, saved.alt);
  useUnsavedChangesGuard(dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setShowError(true);
      return;
    }
    const sent = { fileUrl: url.trim(), alt: trimmedTexts(alt) };
    save.mutate(
      [{ key: 'home-page-header-image', content: headerImageJson(content, sent.fileUrl, sent.alt) }],
      {
        onSuccess: () => setSaved(sent),
      },
    );
  };

  const error = showError && !valid ? t('admin.headerImage.badUrl') : undefined;
  return (
    <form className="admin-form" noValidate onSubmit={submit}>
      <ImageUpload
        label={t('admin.headerImage.upload')}
        onUploaded={(image) => {
          setUrl(image.original.url);
          setShowError(false);
        }}
      />
      <Field label={t('admin.headerImage.url')} hint={t('admin.headerImage.urlHint')} error={error}>
        {(control) => (
          <input
            {...control}
            className="admin-input"
            type="text"
            inputMode="url"
            name="fileUrl"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onBlur={() => setShowError(true)}
          />
        )}
      </Field>
      <LanguageVersions
        label={t('admin.headerImage.alt')}
        hint={t('admin.headerImage.altHint')}
        name="alt"
        texts={alt}
        maxLength={300}
        onChange={(language, text) => setAlt((texts) => ({ ...texts, [language]: text }))}
      />
      <figure className="admin-preview">
        <figcaption className="admin-field__label">{t('admin.headerImage.preview')}</figcaption>
        {valid ? (
          <ResponsiveImage
            className="admin-preview__image"
            src={url.trim()}
            alt={t('admin.headerImage.previewAlt')}
            width={1600}
            height={900}
            sizes="(min-width: 64rem) 48rem, 100vw"
          />
        ) : (
          <div className="admin-preview__empty" />
        )}
      </figure>
      <SaveBar status={<SaveStatus state={save} dirty={dirty} />}>
        <button type="submit" className="button admin-button--wide" disabled={save.isPending}>
          {t('admin.headerImage.save')}
        </button>
      </SaveBar>
    </form>
  );
}

/**
 * The home header image: the fileUrl of the first file of home-page-header-image and its alt text in the
 * four languages, with a preview.
 */
export function HeaderImageScreen() {
  const t = useAdminT();
  const image = useContent('home-page-header-image');
  return (
    <AdminScreen title={t('admin.nav.headerImage')} lead={t('admin.headerImage.lead')}>
      <QueryGate query={image}>{(content) => <HeaderImageForm content={content} />}</QueryGate>
    </AdminScreen>
  );
}
