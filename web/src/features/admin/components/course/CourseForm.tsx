import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldErrors, FormProvider, useFormState } from 'react-hook-form';
import { type AdminCourse, type CourseDocument, courseDocument } from '../../../../../../common/api/holes';
import { useRestoreCourse, useSaveCourse } from '../../api/course';
import { useAdminT } from '../../i18n';
import { DocumentHistory } from '../document/DocumentHistory';
import { DocumentNotes, type DocumentNotesTexts } from '../document/DocumentNotes';
import { useDocumentForm } from '../document/useDocumentForm';
import { FormSaveBar } from '../FormSaveBar';
import { holesWithErrors } from './courseForm';
import { HoleFields } from './HoleFields';
import { HolePicker } from './HolePicker';
import { TeesFields } from './TeesFields';

interface CourseFormProps {
  initial: AdminCourse;
  /** Reads the course again (after a refused save): the newest version, or undefined when that failed. */
  reload: () => Promise<AdminCourse | undefined>;
}

const notes: DocumentNotesTexts = {
  seeded: 'admin.course.seeded',
  lastChange: 'admin.course.lastSaved',
  stale: 'admin.course.stale',
};

/**
 * The course as staff edit it: the tees, then one hole at a time. Checked with the server's own schema
 * before it is sent; a save publishes it at once. A save someone else's beat is refused, naming them.
 * Below, the history: any earlier version can be published again.
 */
export function CourseForm({ initial, reload }: CourseFormProps) {
  const t = useAdminT();
  const [hole, setHole] = useState(1);
  const documentForm = useDocumentForm({
    initial,
    reload,
    resolver: zodResolver(courseDocument),
    documentOf: (answer: AdminCourse): CourseDocument => answer.course,
    save: useSaveCourse(),
    bodyOf: (version, course) => ({ version, course }),
    restore: useRestoreCourse(),
  });
  const { errors } = useFormState({ control: documentForm.form.control });
  const toFix = holesWithErrors(errors);

  const goTo = (number: number) => {
    setHole(number);
    // Keyboard and screen reader users go on from the hole they chose.
    requestAnimationFrame(() => document.getElementById(`course-hole-${number}`)?.focus());
  };
  // A refused field on another hole: show the first such hole, so that the message is in view.
  const refused = (found: FieldErrors<CourseDocument>) => {
    const holes = holesWithErrors(found);
    const first = holes[0];
    if (first !== undefined && !holes.includes(hole)) goTo(first);
  };

  return (
    <FormProvider {...documentForm.form}>
      <form className="admin-form course-form" noValidate onSubmit={documentForm.onSubmit(refused)}>
        <DocumentNotes state={documentForm} texts={notes} />
        <TeesFields />
        <section className="course-holes" aria-labelledby="course-holes-title">
          <h2 id="course-holes-title" className="course-holes__title">
            {t('admin.course.holesTitle')}
          </h2>
          <HolePicker current={hole} withErrors={toFix} onPick={setHole} />
          {toFix.length > 0 ? (
            <p className="admin-field__error">{t('admin.course.holesToFix', { holes: toFix.join(', ') })}</p>
          ) : null}
          <HoleFields key={hole} number={hole} onGo={goTo} />
        </section>
        <DocumentHistory document="course" texts="admin.course.history" state={documentForm} />
        <FormSaveBar save={documentForm.status} label={t('admin.course.save')} />
      </form>
    </FormProvider>
  );
}
