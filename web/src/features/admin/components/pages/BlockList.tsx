import { useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { Language } from '../../../../../../common/i18n/languages';
import { useAdminT } from '../../i18n';
import { AddBlockChooser } from './AddBlockChooser';
import { BlockCard, useBlockName } from './BlockCard';
import { type AddableKind, newBlock } from './blocks';
import type { PageForm } from './pageForm';

type FocusTarget = { card: string; control: 'up' | 'down' | 'title' } | 'end';

/**
 * The page's blocks in their order: each can move up or down, have a new block added under it, or be
 * removed after a question; new blocks can also be added at the end. Each change is announced, and focus
 * stays with the block that moved or goes to the one that was added.
 */
export function BlockList({ language }: { language: Language }) {
  const t = useAdminT();
  const blockName = useBlockName();
  const { control, getValues } = useFormContext<PageForm>();
  const blocks = useFieldArray({ control, name: 'blocks' });
  const [chooserAfter, setChooserAfter] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  const focusLater = (target: FocusTarget) => {
    requestAnimationFrame(() => {
      if (target === 'end') {
        endRef.current?.querySelector<HTMLElement>('button')?.focus();
        return;
      }
      const card = listRef.current?.querySelector<HTMLElement>(`[data-card="${target.card}"]`);
      const wanted = card?.querySelector<HTMLButtonElement>(`[data-control="${target.control}"]`);
      const fallback = card?.querySelector<HTMLElement>(
        '[data-control="up"]:not(:disabled), [data-control="down"]:not(:disabled), [data-focus="title"]',
      );
      (wanted && !wanted.disabled ? wanted : fallback)?.focus();
    });
  };

  const move = (index: number, step: -1 | 1) => {
    const field = blocks.fields[index];
    if (!field) return;
    blocks.move(index, index + step);
    setAnnouncement(
      t('admin.pages.moved', {
        name: blockName(field),
        place: index + step + 1,
        count: blocks.fields.length,
      }),
    );
    focusLater({ card: field.id, control: step < 0 ? 'up' : 'down' });
  };

  const add = (kind: AddableKind, at: number) => {
    const taken = new Set(getValues('blocks').map((block) => block.id));
    blocks.insert(at, newBlock(kind, taken));
    setChooserAfter(null);
    setAnnouncement(t('admin.pages.added', { name: t(`admin.pages.kind.${kind}`), place: at + 1 }));
    // The new card's key exists once the list has rendered it.
    requestAnimationFrame(() => {
      const card = listRef.current?.children[at]?.getAttribute('data-card');
      if (card) focusLater({ card, control: 'title' });
    });
  };

  const remove = (index: number) => {
    const field = blocks.fields[index];
    if (!field) return;
    blocks.remove(index);
    setRemoving(null);
    setAnnouncement(t('admin.pages.removed', { name: blockName(field) }));
    const neighbour = blocks.fields[index + 1] ?? blocks.fields[index - 1];
    focusLater(neighbour ? { card: neighbour.id, control: 'title' } : 'end');
  };

  return (
    <section className="page-editor-blocks" aria-labelledby="page-editor-blocks-title">
      <h2 id="page-editor-blocks-title" className="page-editor-section-title">
        {t('admin.pages.blocksTitle')}
      </h2>
      <p className="admin-field__hint">{t('admin.pages.blocksHint')}</p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {blocks.fields.length === 0 ? <p className="admin-empty">{t('admin.pages.noBlocks')}</p> : null}
      <ol className="page-editor-blocks__list" ref={listRef}>
        {blocks.fields.map((field, index) => (
          <BlockCard
            key={field.id}
            cardKey={field.id}
            block={field}
            index={index}
            count={blocks.fields.length}
            language={language}
            confirmingRemove={removing === field.id}
            onMove={(step) => move(index, step)}
            onAddBelow={() => setChooserAfter(chooserAfter === field.id ? null : field.id)}
            onRemove={() => setRemoving(field.id)}
            onConfirmRemove={() => remove(index)}
            onKeep={() => {
              setRemoving(null);
              focusLater({ card: field.id, control: 'title' });
            }}
          >
            {chooserAfter === field.id ? (
              <AddBlockChooser
                onAdd={(kind) => add(kind, index + 1)}
                onCancel={() => {
                  setChooserAfter(null);
                  focusLater({ card: field.id, control: 'title' });
                }}
              />
            ) : null}
          </BlockCard>
        ))}
      </ol>
      <div ref={endRef}>
        <AddBlockChooser onAdd={(kind) => add(kind, blocks.fields.length)} />
      </div>
    </section>
  );
}
