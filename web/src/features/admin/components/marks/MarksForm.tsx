import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider } from 'react-hook-form';
import {
  type AdminMarks,
  MAX_AWARDS,
  MAX_BRANDS,
  type MarksDocument,
  marksDocument,
} from '../../../../../../common/api/marks';
import { useRestoreMarks, useSaveMarks } from '../../api/marks';
import { useAdminT } from '../../i18n';
import { DocumentHistory } from '../document/DocumentHistory';
import { DocumentNotes, type DocumentNotesTexts } from '../document/DocumentNotes';
import { useDocumentForm } from '../document/useDocumentForm';
import { FormSaveBar } from '../FormSaveBar';
import { MarkList } from './MarkList';
import { MarkLanguagesField, MarkPictureField, MarkTextField } from './markFields';

interface MarksFormProps {
  initial: AdminMarks;
  /** Reads the marks again (after a refused save): the newest version, or undefined when that failed. */
  reload: () => Promise<AdminMarks | undefined>;
}

const emptyText = () => ({ en: '', nl: '', fr: '', de: '' });

const notes: DocumentNotesTexts = {
  seeded: 'admin.marks.seeded',
  lastChange: 'admin.marks.lastPublished',
  stale: 'admin.marks.stale',
};

/**
 * Both lists of marks as staff edit them, checked with the server's own schema before they are sent; a
 * save publishes them at once. A save someone else's beat is refused, naming them, with their version to
 * load. Below, the history: any earlier version can be published again.
 */
export function MarksForm({ initial, reload }: MarksFormProps) {
  const t = useAdminT();
  const documentForm = useDocumentForm({
    initial,
    reload,
    resolver: zodResolver(marksDocument),
    documentOf: (answer: AdminMarks): MarksDocument => answer.marks,
    save: useSaveMarks(),
    bodyOf: (version, marks) => ({ version, marks }),
    restore: useRestoreMarks(),
  });

  return (
    <FormProvider {...documentForm.form}>
      <form className="admin-form" noValidate onSubmit={documentForm.onSubmit()}>
        <DocumentNotes state={documentForm} texts={notes} />

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

        <DocumentHistory document="marks" texts="admin.marks.history" state={documentForm} />

        <FormSaveBar save={documentForm.status} label={t('admin.marks.publish')} publishes />
      </form>
    </FormProvider>
  );
}
