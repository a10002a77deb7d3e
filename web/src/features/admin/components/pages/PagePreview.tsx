import { useEffect, useRef, useState } from 'react';
import { type Language, localizedPath } from '../../../../../../common/i18n/languages';
import { useAdminT } from '../../i18n';

/** The widths the preview shows the page at: a common phone, and a desktop window. */
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
type Device = keyof typeof WIDTHS;

interface PagePreviewProps {
  /** The page's path without a language ('/dresscode'). */
  path: string;
  language: Language;
  /** Changes with every save: the frame loads the page again. */
  version: number;
  /** The form holds changes the saved draft does not. */
  dirty: boolean;
}

/** How far a frame of `width` must shrink to fit its box (never grows). */
function useFitScale(width: number) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const fitToBox = () => setScale(Math.min(1, element.clientWidth / width));
    fitToBox();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fitToBox);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { box, scale };
}

/**
 * The saved draft as visitors will see it once published: the public page itself in a frame
 * (?preview=draft, which shows the draft to a signed-in staff member), at a phone's width or a desktop's
 * scaled down to fit, loaded again after every save.
 */
export function PagePreview({ path, language, version, dirty }: PagePreviewProps) {
  const t = useAdminT();
  const [device, setDevice] = useState<Device>('phone');
  const { width, height } = WIDTHS[device];
  const { box, scale } = useFitScale(width);
  const address = `${localizedPath(language, path)}?preview=draft`;
  return (
    <section className="page-preview" aria-labelledby="page-preview-title">
      <h2 id="page-preview-title" className="page-editor-section-title">
        {t('admin.pages.preview.title')}
      </h2>
      <div className="page-preview__controls">
        <fieldset className="admin-segmented">
          <legend className="visually-hidden">{t('admin.pages.preview.width')}</legend>
          {(Object.keys(WIDTHS) as Device[]).map((option) => (
            <label key={option} className="admin-segmented__option">
              <input
                type="radio"
                name="page-preview-width"
                value={option}
                checked={device === option}
                onChange={() => setDevice(option)}
              />
              <span>{t(`admin.pages.preview.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        <a className="page-preview__open" href={address} target="_blank" rel="noopener">
          {t('admin.pages.preview.open')}
        </a>
      </div>
      {dirty ? <p className="admin-alert admin-alert--warning">{t('admin.pages.preview.unsaved')}</p> : null}
      <div className="page-preview__box" ref={box}>
        <div className="page-preview__stage" style={{ width: width * scale, height: height * scale }}>
          <iframe
            // A new address after each save and for each language loads the page again.
            key={`${address}#${version}`}
            className="page-preview__frame"
            src={address}
            title={t('admin.pages.preview.frame', {
              language: t(`admin.language.${language}`),
              width,
            })}
            width={width}
            height={height}
            style={{ width, height, transform: `scale(${scale})` }}
          />
        </div>
        <p className="admin-field__hint page-preview__size">
          {scale < 1
            ? t('admin.pages.preview.scaled', { width, percent: Math.round(scale * 100) })
            : t('admin.pages.preview.actual', { width })}
        </p>
      </div>
    </section>
  );
}
