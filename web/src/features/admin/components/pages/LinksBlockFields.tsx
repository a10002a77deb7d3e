import { useId } from 'react';
import { useController, useFieldArray } from 'react-hook-form';
import { emptyText } from '../../../../../../common/api/documents';
import type { Language } from '../../../../../../common/i18n/languages';
import { useAdminT } from '../../i18n';
import { LocalizedField } from './LocalizedField';
import { linkTargets } from './linkTargets';
import type { PageForm } from './pageForm';

/** The most cards a links block takes (pages.ts). */
const MAX_LINKS = 8;

function TargetSelect({ index, item }: { index: number; item: number }) {
  const t = useAdminT();
  const id = useId();
  const { field } = useController<PageForm, `blocks.${number}.items.${number}.path`>({
    name: `blocks.${index}.items.${item}.path`,
  });
  return (
    <div className="admin-field">
      <label className="admin-field__label" htmlFor={id}>
        {t('admin.pages.links.target')}
      </label>
      <select
        id={id}
        className="admin-input"
        name={field.name}
        ref={field.ref}
        value={field.value}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.target.value)}
      >
        {linkTargets.map((target) => (
          <option key={target.path} value={target.path}>
            {t(target.label)} ({target.path})
          </option>
        ))}
      </select>
    </div>
  );
}

/** A links block: its title, then up to eight cards, each a page of the site with a title and a line. */
export function LinksBlockFields({ index, language }: { index: number; language: Language }) {
  const t = useAdminT();
  const items = useFieldArray<PageForm, `blocks.${number}.items`>({ name: `blocks.${index}.items` });
  return (
    <>
      <LocalizedField
        path={`blocks.${index}.title`}
        label={t('admin.pages.links.title')}
        language={language}
        maxLength={200}
      />
      <ol className="page-editor-links">
        {items.fields.map((item, at) => (
          <li key={item.id}>
            <fieldset className="admin-fieldset page-editor-links__item">
              <legend className="admin-field__label">
                {t('admin.pages.links.card', { number: at + 1 })}
              </legend>
              <TargetSelect index={index} item={at} />
              <LocalizedField
                path={`blocks.${index}.items.${at}.title`}
                label={t('admin.pages.links.cardTitle')}
                language={language}
                maxLength={200}
              />
              <LocalizedField
                path={`blocks.${index}.items.${at}.text`}
                label={t('admin.pages.links.cardText')}
                language={language}
                maxLength={500}
                rows={2}
              />
              <div className="page-editor-links__actions">
                <button
                  type="button"
                  className="button button--secondary admin-button--small"
                  disabled={at === 0}
                  aria-label={`${t('admin.pages.moveUp')}: ${t('admin.pages.links.card', { number: at + 1 })}`}
                  onClick={() => items.move(at, at - 1)}
                >
                  <span aria-hidden="true">↑</span> {t('admin.pages.moveUp')}
                </button>
                <button
                  type="button"
                  className="button button--secondary admin-button--small admin-button--danger"
                  aria-label={`${t('admin.pages.links.remove')}: ${t('admin.pages.links.card', { number: at + 1 })}`}
                  onClick={() => items.remove(at)}
                >
                  {t('admin.pages.links.remove')}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {items.fields.length < MAX_LINKS ? (
        <button
          type="button"
          className="button button--secondary admin-button--small"
          onClick={() => items.append({ path: '/', title: emptyText(), text: emptyText() })}
        >
          {t('admin.pages.links.add')}
        </button>
      ) : null}
    </>
  );
}
