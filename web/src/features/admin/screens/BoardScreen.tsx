import { useContent } from '../api/getContent';
import { AdminScreen } from '../components/AdminScreen';
import { BoardEditor } from '../components/BoardEditor';
import { QueryGate } from '../components/QueryGate';
import { useAdminT } from '../i18n';
import { readBoard } from '../lib/boardList';

/** The Who's Who page: bod-page-data, a JSON list of board members. */
export function BoardScreen() {
  const t = useAdminT();
  const board = useContent('bod-page-data');
  return (
    <AdminScreen title={t('admin.nav.board')} lead={t('admin.board.lead')}>
      <QueryGate query={board}>
        {(content) => {
          const members = readBoard(content);
          return <BoardEditor initial={members ?? []} unreadable={content !== '' && !members} />;
        }}
      </QueryGate>
    </AdminScreen>
  );
}
