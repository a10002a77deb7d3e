import { Page } from '../../components/layout/Page';
import { LinkCards } from '../../components/ui/LinkCards';
import { type MessageKey, useT } from '../../lib/i18n';
import { paths } from '../routes';
import '../../styles/info-pages.css';

interface RuleGroup {
  id: string;
  title: MessageKey;
  rules: MessageKey[];
}

const ruleGroups: RuleGroup[] = [
  {
    id: 'course',
    title: 'dresscode.courseTitle',
    rules: [
      'dresscode.course.1',
      'dresscode.course.2',
      'dresscode.course.3',
      'dresscode.course.4',
      'dresscode.course.5',
    ],
  },
  {
    id: 'clubhouse',
    title: 'dresscode.clubhouseTitle',
    rules: [
      'dresscode.clubhouse.1',
      'dresscode.clubhouse.2',
      'dresscode.clubhouse.3',
      'dresscode.clubhouse.4',
    ],
  },
  {
    id: 'prize',
    title: 'dresscode.prizeTitle',
    rules: ['dresscode.prize.1', 'dresscode.prize.2', 'dresscode.prize.3'],
  },
  {
    id: 'phones',
    title: 'dresscode.phonesTitle',
    rules: ['dresscode.phones.1', 'dresscode.phones.2', 'dresscode.phones.3'],
  },
];

export function DressCodePage() {
  const t = useT();
  return (
    <Page title={t('dresscode.title')} lead={t('dresscode.intro')}>
      <div className="editorial editorial--even info-rules">
        {ruleGroups.map((group) => (
          <section
            key={group.id}
            className="info-section info-rules__group"
            aria-labelledby={`dresscode-${group.id}`}
          >
            <h2 id={`dresscode-${group.id}`}>{t(group.title)}</h2>
            <ul className="info-list">
              {group.rules.map((rule) => (
                <li key={rule}>{t(rule)}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <LinkCards
        label={t('dresscode.more')}
        cards={[
          { to: paths.bod, title: t('bod.title'), description: t('dresscode.card.bod') },
          { to: paths.holes, title: t('holes.title'), description: t('dresscode.card.holes') },
        ]}
      />
    </Page>
  );
}
