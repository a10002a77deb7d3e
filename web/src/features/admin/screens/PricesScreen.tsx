import { useState } from 'react';
import type { PriceList, PriceListBody } from '../../../../../common/api/priceLists';
import { clubToday } from '../../../../../common/rules/clubTime';
import { useDeletePriceList } from '../api/deletePriceList';
import { usePriceLists } from '../api/getPriceLists';
import { AdminScreen } from '../components/AdminScreen';
import { errorText } from '../components/errorText';
import { PriceListCard } from '../components/prices/PriceListCard';
import { PriceListForm } from '../components/prices/PriceListForm';
import { QueryGate } from '../components/QueryGate';
import { useAdminT } from '../i18n';
import { bodyOf, copyOf, groupPriceLists } from '../lib/priceListForm';
import { formatDayTitle } from '../lib/teeSheetForms';
import '../components/prices/prices.css';

type Editing = { kind: 'copy'; from: PriceList } | { kind: 'edit'; list: PriceList } | null;
interface Message {
  text: string;
  tone: 'success' | 'error';
}

/**
 * The price lists (docs/product.md, Staff admin): the one in force on the club's date, those to come and
 * those gone by. A new list starts as a copy of one; one form is open at a time, in place of the lists.
 */
export function PricesScreen() {
  const t = useAdminT();
  const lists = usePriceLists();
  const remove = useDeletePriceList();
  const [editing, setEditing] = useState<Editing>(null);
  const [message, setMessage] = useState<Message>({ text: '', tone: 'success' });

  const open = (next: Editing) => {
    setMessage({ text: '', tone: 'success' });
    setEditing(next);
    window.scrollTo?.({ top: 0 });
  };
  const close = (text: string) => {
    setEditing(null);
    setMessage({ text, tone: 'success' });
    window.scrollTo?.({ top: 0 });
  };
  const saved = (body: PriceListBody) =>
    close(t('admin.prices.saved', { name: body.name.en, day: formatDayTitle(body.effectiveFrom) }));
  const deleteList = (list: PriceList) =>
    remove.mutate(list.id, {
      onSuccess: () => close(t('admin.prices.deleted', { name: list.name.en })),
      onError: (error) =>
        setMessage({ text: t('admin.prices.deleteFailed', { message: errorText(error, t) }), tone: 'error' }),
    });

  const card = (list: PriceList) => (
    <li key={list.id}>
      <PriceListCard
        list={list}
        onCopy={() => open({ kind: 'copy', from: list })}
        onEdit={() => open({ kind: 'edit', list })}
        onDelete={() => deleteList(list)}
        deleting={remove.isPending && remove.variables === list.id}
      />
    </li>
  );
  const group = (title: string, members: PriceList[], empty: string) => (
    <section className="prices-group" aria-label={title}>
      <h2 className="prices-section-title">{title}</h2>
      {members.length === 0 ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        <ul className="admin-list">{members.map(card)}</ul>
      )}
    </section>
  );

  return (
    <AdminScreen title={t('admin.nav.prices')} lead={t('admin.prices.lead')}>
      <p
        className={`admin-save-status admin-save-status--${message.tone} admin-screen__message`}
        role="status"
      >
        {message.text}
      </p>
      <QueryGate query={lists}>
        {(all) => {
          if (editing) {
            const form =
              editing.kind === 'copy'
                ? { initial: copyOf(editing.from), editingId: null, copiedFrom: editing.from.name.en }
                : { initial: bodyOf(editing.list), editingId: editing.list.id };
            return <PriceListForm {...form} onSaved={saved} onCancel={() => close('')} />;
          }
          const { current, upcoming, past } = groupPriceLists(all, clubToday());
          return (
            <>
              {group(t('admin.prices.current'), current ? [current] : [], t('admin.prices.noCurrent'))}
              {group(t('admin.prices.upcoming'), upcoming, t('admin.prices.noUpcoming'))}
              {past.length > 0 ? group(t('admin.prices.past'), past, '') : null}
            </>
          );
        }}
      </QueryGate>
    </AdminScreen>
  );
}
