import { useParams } from 'react-router';
import { LinkCards } from '../../components/ui/LinkCards';
import { CourseFacts } from '../../features/course/components/CourseFacts';
import { HolesScreen } from '../../features/holes/components/HolesScreen';
import { useT } from '../../lib/i18n';
import { Page } from '../layout/Page';
import { parseHoleParam, paths } from '../routes';
import '../../styles/course.css';

/** /holes and /holes/hole-{n}-page: the 18 holes; a hole's address scrolls to it after a second. */
export function HolesPage() {
  const t = useT();
  const hole = parseHoleParam(useParams().hole);
  return (
    <Page title={t('holes.title')} lead={<CourseFacts />}>
      <HolesScreen target={hole} />
      <LinkCards
        label={t('holes.onwardLabel')}
        cards={[
          { to: paths.overview, title: t('overview.title'), description: t('holes.onwardOverview') },
          {
            to: paths.handicapStrokeTable,
            title: t('handicapStrokeTable.title'),
            description: t('holes.onwardStrokeTable'),
          },
          { to: paths.greenfees, title: t('holes.greenFees'), description: t('holes.onwardGreenFees') },
        ]}
      />
    </Page>
  );
}
