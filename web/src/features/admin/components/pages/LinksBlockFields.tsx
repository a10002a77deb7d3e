import { useId } from 'react';
import { useController } from 'react-hook-form';
import { emptyText } from '../../../../../../common/api/documents';
import type { Language } from '../../../../../../common/i18n/languages';
import { useAdminT } from '../../i18n';
import { BlockItems } from './BlockItems';
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
  return (
    <>
      <LocalizedField
        path={`blocks.${index}.title`}
        label={t('admin.pages.links.title')}
        language={language}
        maxLength={200}
      />
      <BlockItems
        index={index}
        max={MAX_LINKS}
        itemName={(number) => t('admin.pages.links.card', { number })}
        removeLabel={t('admin.pages.links.remove')}
        addLabel={t('admin.pages.links.add')}
        newItem={() => ({ path: '/', title: emptyText(), text: emptyText() })}
        moveDown={false}
      >
        {(at) => (
          <>
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
          </>
        )}
      </BlockItems>
    </>
  );
}
