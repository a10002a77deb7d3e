import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, useFormState } from 'react-hook-form';
import {
  type AdminMarks,
  MAX_AWARDS,
  MAX_BRANDS,
  type MarksDocument,
  marksDocument,
} from '../../../../../../common/api/marks';
import { useSaveMarks } from '../../api/marks';
import { staleVersionOf } from '../../api/staleVersion';
import { useAdminT } from '../../i18n';
import { formatDateTime } from '../../lib/dateTime';
import { FormSaveBar } from '../FormSaveBar';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { MarkList } from './MarkList';
import { MarkLanguagesField, MarkPictureField, MarkTextField } from './markFields';

interface MarksFormProps {
  initial: AdminMarks;
  /** Reads the marks again (after a refused save): the newest version, or undefined when that failed. */
  reload: () => Promise<AdminMarks | undefined>;
}

const emptyText = () => ({ en: '', nl: '', fr: '', de: '' });

/**
 * Both lists of marks as staff edit them, checked with the server's own schema before they are sent; a
 * save publishes them at once. A save someone else's beat is refused, naming them, with their version to
 * load.
 */
export function MarksForm({ initial, reload }: MarksFormProps) {
  const t = useAdminT();
  const save = useSaveMarks();
  const [saved, setSaved] = useState(initial);
  const [reloading, setReloading] = useState(false);
  const form = useForm<MarksDocument>({ resolver: zodResolver(marksDocument), defaultValues: initial.marks });
  const { isDirty } = useFormState({ control: form.control });
  useUnsavedChangesGuard(isDirty);
  const stale = staleVersionOf(save.error);

  const send = (marks: MarksDocument) =>
    save.mutate(
      { version: saved.version, marks },
      {
        onSuccess: (answer) => {
          setSaved(answer);
          form.reset(answer.marks);
        },
      },
    );
  const loadTheirs = async () => {
    setReloading(true);
    try {
      const fresh = await reload();
      if (!fresh) return;
      setSaved(fresh);
      form.reset(fresh.marks);
      save.reset();
    } finally {
      setReloading(false);
    }
  };

  return (
    <FormProvider {...form}>
      <form className="admin-form" noValidate onSubmit={form.handleSubmit(send)}>
        <p className="admin-hint">
          {saved.updatedBy === 'seed'
            ? t('admin.marks.seeded')
            : t('admin.marks.lastPublished', { who: saved.updatedBy, when: formatDateTime(saved.updatedAt) })}
        </p>
        {stale ? (
          <div className="admin-alert admin-alert--error" role="alert">
            <p className="admin-alert__title">{t('admin.marks.stale.title')}</p>
            <p>
              {t('admin.marks.stale.who', { who: stale.updatedBy, when: formatDateTime(stale.updatedAt) })}
            </p>
            <button type="button" className="button" disabled={reloading} onClick={() => void loadTheirs()}>
              {t('admin.marks.stale.reload')}
            </button>
          </div>
        ) : null}

        <MarkList
          name="awards"
          title={t('admin.marks.awardsTitle')}
          hint={t('admin.marks.awardsHint')}
          empty={t('admin.marks.noAwards')}
          addLabel={t('admin.marks.addAward')}
          max={MAX_AWARDS}
          itemLabel={(number) => t('admin.marks.award', { number })}
          nameOf={(mark) => mark.name.en}
          newMark={() => ({ name: emptyText(), year: null, mediaId: '', link: '' })}
        >
          {(index) => (
            <>
              <MarkLanguagesField
                path={`awards.${index}.name`}
                label={t('admin.marks.awardName')}
                hint={t('admin.marks.awardNameHint')}
                maxLength={120}
              />
              <MarkTextField
                path={`awards.${index}.year`}
                label={t('admin.marks.year')}
                hint={t('admin.marks.yearHint')}
                type="year"
                optional
                maxLength={4}
              />
              <MarkPictureField path={`awards.${index}.mediaId`} />
              <MarkTextField
                path={`awards.${index}.link`}
                label={t('admin.marks.link')}
                hint={t('admin.marks.linkHint')}
                type="url"
                optional
                maxLength={300}
              />
            </>
          )}
        </MarkList>

        <MarkList
          name="brands"
          title={t('admin.marks.brandsTitle')}
          hint={t('admin.marks.brandsHint')}
          empty={t('admin.marks.noBrands')}
          addLabel={t('admin.marks.addBrand')}
          max={MAX_BRANDS}
          itemLabel={(number) => t('admin.marks.brand', { number })}
          nameOf={(mark) => mark.name}
          newMark={() => ({ name: '', category: emptyText(), mediaId: '', link: '' })}
        >
          {(index) => (
            <>
              <MarkTextField
                path={`brands.${index}.name`}
                label={t('admin.marks.brandName')}
                hint={t('admin.marks.brandNameHint')}
                maxLength={80}
              />
              <MarkLanguagesField
                path={`brands.${index}.category`}
                label={t('admin.marks.category')}
                hint={t('admin.marks.categoryHint')}
                maxLength={60}
              />
              <MarkPictureField path={`brands.${index}.mediaId`} />
              <MarkTextField
                path={`brands.${index}.link`}
                label={t('admin.marks.link')}
                hint={t('admin.marks.linkHint')}
                type="url"
                optional
                maxLength={300}
              />
            </>
          )}
        </MarkList>

        <FormSaveBar save={save} label={t('admin.marks.publish')} publishes />
      </form>
    </FormProvider>
  );
}
