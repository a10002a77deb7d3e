import { Spinner } from '../../../components/ui/Spinner';
import { useT } from '../../../lib/i18n';
import { useBoardMembers } from '../api/getBoardMembers';
import { BoardGroups } from './BoardGroups';

/** The board from bod-page-data: a loader, then the groups; nothing at all when the content fails. */
export function LiveBoard() {
  const t = useT();
  const board = useBoardMembers();
  if (board.isPending) return <Spinner label={t('bod.loading')} />;
  if (board.isError) return null;
  return <BoardGroups members={board.data} />;
}
