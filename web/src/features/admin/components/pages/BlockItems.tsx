import type { ReactNode } from 'react';
import { type FieldArray, useFieldArray } from 'react-hook-form';
import { useAdminT } from '../../i18n';
import type { PageForm } from './pageForm';

/** One item of a block that has a list of them: a link, a card, a step. */
type BlockItem = FieldArray<PageForm, `blocks.${number}.items`>;

/**
 * A block's items, each in a fieldset under its name with its fields (given by the block kind) and a button
 * each to move it up, down and remove it (large enough on a phone); then a button adding one at the end while
 * the block takes more. The links, cards and timeline blocks share it, so their items look and work alike.
 */
export function BlockItems<Item extends BlockItem>({
  index,
  max,
  itemName,
  removeLabel,
  addLabel,
  newItem,
  moveDown = true,
  children,
}: {
  /** The block's place in the form. */
  index: number;
  /** The most items the block takes (pages.ts). */
  max: number;
  /** An item's name by its number from 1, e.g. "Card 2": the legend and the buttons' labels. */
  itemName: (number: number) => string;
  removeLabel: string;
  addLabel: string;
  /** The item added at the end, its texts empty. */
  newItem: () => Item;
  /** Whether items have a "Move down" button too (the links block's have only "Move up"). */
  moveDown?: boolean;
  /** An item's fields, by its place in the list. */
  children: (at: number) => ReactNode;
}) {
  const t = useAdminT();
  const items = useFieldArray<PageForm, `blocks.${number}.items`>({ name: `blocks.${index}.items` });
  const count = items.fields.length;
  return (
    <>
      <ol className="page-editor-links">
        {items.fields.map((item, at) => {
          const name = itemName(at + 1);
          return (
            <li key={item.id}>
              <fieldset className="admin-fieldset page-editor-links__item">
                <legend className="admin-field__label">{name}</legend>
                {children(at)}
                <div className="page-editor-links__actions">
                  <button
                    type="button"
                    className="button button--secondary admin-button--small"
                    disabled={at === 0}
                    aria-label={`${t('admin.pages.moveUp')}: ${name}`}
                    onClick={() => items.move(at, at - 1)}
                  >
                    <span aria-hidden="true">↑</span> {t('admin.pages.moveUp')}
                  </button>
                  {moveDown ? (
                    <button
                      type="button"
                      className="button button--secondary admin-button--small"
                      disabled={at === count - 1}
                      aria-label={`${t('admin.pages.moveDown')}: ${name}`}
                      onClick={() => items.move(at, at + 1)}
                    >
                      <span aria-hidden="true">↓</span> {t('admin.pages.moveDown')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button button--secondary admin-button--small admin-button--danger"
                    aria-label={`${removeLabel}: ${name}`}
                    onClick={() => items.remove(at)}
                  >
                    {removeLabel}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {count < max ? (
        <button
          type="button"
          className="button button--secondary admin-button--small"
          onClick={() => items.append(newItem())}
        >
          {addLabel}
        </button>
      ) : null}
    </>
  );
}
