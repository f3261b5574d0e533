import { useParams } from '@umijs/max';
import { Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import CrudTable from '@/components/crud/CrudTable';
import type { ResourceView } from '@/components/crud/types';
import { NONE } from '@/components/Text';
import { type Translate, useT } from '@/locales/useT';
import { bandService, cognitiveTrainingService } from '@/services/catalogues';
import { type MemberTrainingCycle, memberTrainingCycleService } from '@/services/memberTrainingCycle';
import { queryClient } from '@/services/query';
import { MemberScope } from '../components/MemberHeader';
import { CycleProgress, StateTag } from './cycleParts';
import { nextCycleDefaults } from './nextCycle';

/**
 * The cycles of one member (fixed userId filter; add puts the userId in too). A cycle is named by
 * its number as everywhere else ("第 1 期", "Cycle 1"): in its cell and in the row's dialogs.
 */
export const cycleView = (userId: number, t: Translate): ResourceView<MemberTrainingCycle> => ({
  service: memberTrainingCycleService,
  i18nPrefix: 'cycle',
  fixedParams: { userId },
  createdColumn: false,
  formWidth: 720,
  rowName: (row) => t('cycle.numbered', { no: row.cycleNo }),
  // The member's next number, starting after their latest cycle.
  newRowDefaults: async () =>
    nextCycleDefaults(
      await queryClient.fetchQuery(memberTrainingCycleService.queries.list({ userId }, { silent: true })),
      dayjs().format('YYYY-MM-DD'),
    ),
  fields: [
    { name: 'cycleNo', search: false, width: 90, render: (_, row) => t('cycle.numbered', { no: row.cycleNo }) },
    { name: 'state', searchOrder: 1, initialValue: 1, render: (v) => <StateTag state={Number(v)} /> },
    { name: 'startDate' },
    { name: 'endDate' },
    {
      name: 'progress',
      schema: { kind: 'int', readOnly: true },
      search: false,
      width: 200,
      render: (_, row) => <CycleProgress row={row} />,
    },
    { name: 'plannedSessions', table: false, initialValue: 16 },
    // Counted by the server from the training records: shown, never typed.
    { name: 'completedSessions', table: false },
    {
      name: 'cognitiveTrainingIds',
      search: false,
      refService: cognitiveTrainingService,
      render: (_, row) =>
        row.cognitiveTrainingNames?.length ? (
          <Space size={[0, 4]} wrap>
            {row.cognitiveTrainingNames.map((n) => (
              <Tag key={n}>{n}</Tag>
            ))}
          </Space>
        ) : (
          NONE
        ),
    },
    { name: 'bandId', search: false, refService: bandService, render: (_, row) => row.bandName ?? NONE },
    { name: 'remark', table: false },
  ],
});

/** /member/member-training-cycle/:userId */
export default function MemberTrainingCyclePage() {
  const t = useT();
  const { userId } = useParams<{ userId: string }>();
  const view = useMemo(() => cycleView(Number(userId), t), [userId, t]);
  return (
    <MemberScope userId={userId} title={t('cycle.pageTitle')}>
      {() => <CrudTable view={view} bare />}
    </MemberScope>
  );
}
