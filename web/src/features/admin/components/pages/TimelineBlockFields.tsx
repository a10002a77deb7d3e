import { emptyText } from '../../../../../../common/api/documents';
import type { Language } from '../../../../../../common/i18n/languages';
import { useAdminT } from '../../i18n';
import { BlockItems } from './BlockItems';
import { LocalizedField } from './LocalizedField';

/** The most steps a timeline takes (pages.ts). */
const MAX_STEPS = 20;

/**
 * A timeline block: its title, then its steps, each a "when" and a line, in the language being edited;
 * steps are added at the end, moved up or down and removed, one button each (large enough on a phone).
 */
export function TimelineBlockFields({ index, language }: { index: number; language: Language }) {
  const t = useAdminT();
  return (
    <>
      <LocalizedField
        path={`blocks.${index}.title`}
        label={t('admin.pages.timeline.title')}
        language={language}
        maxLength={200}
      />
      <BlockItems
        index={index}
        max={MAX_STEPS}
        itemName={(number) => t('admin.pages.timeline.step', { number })}
        removeLabel={t('admin.pages.timeline.remove')}
        addLabel={t('admin.pages.timeline.add')}
        newItem={() => ({ when: emptyText(), text: emptyText() })}
      >
        {(at) => (
          <>
            <LocalizedField
              path={`blocks.${index}.items.${at}.when`}
              label={t('admin.pages.timeline.when')}
              hint={t('admin.pages.timeline.whenHint')}
              language={language}
              maxLength={60}
            />
            <LocalizedField
              path={`blocks.${index}.items.${at}.text`}
              label={t('admin.pages.timeline.text')}
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
