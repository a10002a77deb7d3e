import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { FormProvider, useForm, useFormState } from 'react-hook-form';
import { type PriceListBody, priceListBody } from '../../../../../../common/api/priceLists';
import { useCreatePriceList } from '../../api/postPriceList';
import { useUpdatePriceList } from '../../api/putPriceList';
import { useAdminT } from '../../i18n';
import { numberProblem } from '../../lib/priceListForm';
import { FormSaveBar } from '../FormSaveBar';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { DateTimeField, LocalizedField } from './formFields';
import { ListRulesFields, ProductFields } from './ListRulesFields';
import { SeasonsFields } from './SeasonsFields';

const MAX_SEASONS = 4;

interface PriceListFormProps {
  initial: PriceListBody;
  /** The list being edited (PUT), or null for a new one (POST). */
  editingId: number | null;
  /** The English name of the list a new one was copied from. */
  copiedFrom?: string;
  onSaved: (body: PriceListBody) => void;
  onCancel: () => void;
}

/**
 * A whole price list, checked with the server's own schema (priceListBody) before it is sent; each
 * problem shows at its field, and the server's refusal (a date another list has) in the save bar.
 */
export function PriceListForm({ initial, editingId, copiedFrom, onSaved, onCancel }: PriceListFormProps) {
  const t = useAdminT();
  const create = useCreatePriceList();
  const update = useUpdatePriceList();
  const saving = editingId === null ? create : update;
  const formRef = useRef<HTMLFormElement>(null);
  const resolver = useMemo(
    () => zodResolver(priceListBody, { error: (issue) => numberProblem(issue, t) }),
    [t],
  );
  const form = useForm<PriceListBody>({ resolver, defaultValues: initial, shouldFocusError: false });
  const { isDirty, errors, submitCount } = useFormState({ control: form.control });
  useUnsavedChangesGuard(isDirty);
  const hasErrors = Object.keys(errors).length > 0;

  // After a refused submit, the first problem in reading order (not in the order the fields registered),
  // once it is on the screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each submit only
  useEffect(() => {
    if (!hasErrors) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]')?.focus();
  }, [submitCount]);

  const send = (body: PriceListBody) => {
    const done = { onSuccess: () => onSaved(body) };
    if (editingId === null) create.mutate(body, done);
    else update.mutate({ id: editingId, body }, done);
  };

  return (
    <FormProvider {...form}>
      <form className="admin-form prices-form" noValidate ref={formRef} onSubmit={form.handleSubmit(send)}>
        <div className="admin-card">
          <h2 className="admin-card__title">
            {editingId === null ? t('admin.prices.newTitle') : t('admin.prices.editTitle')}
          </h2>
          {copiedFrom ? (
            <p className="admin-field__hint">{t('admin.prices.copiedFrom', { name: copiedFrom })}</p>
          ) : null}
          <LocalizedField name="name" label={t('admin.prices.name')} hint={t('admin.prices.nameHint')} />
          <DateTimeField
            name="effectiveFrom"
            label={t('admin.prices.effectiveFrom')}
            hint={t('admin.prices.effectiveFromHint')}
            type="date"
          />
        </div>
        <SeasonsFields max={MAX_SEASONS} />
        <ListRulesFields />
        <ProductFields />
        <div className="admin-card">
          <LocalizedField name="notes" label={t('admin.prices.notes')} rows={3} />
        </div>
        <FormSaveBar save={saving} label={t('admin.prices.save')}>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('admin.cancel')}
          </button>
        </FormSaveBar>
      </form>
    </FormProvider>
  );
}
