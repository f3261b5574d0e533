import { useParams } from '@umijs/max';
import { Progress, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import CrudTable from '@/components/crud/CrudTable';
import type { ResourceView } from '@/components/crud/types';
import { useT } from '@/locales/useT';
import { bandService, cognitiveTrainingService } from '@/services/catalogues';
import { type MemberTrainingCycle, memberTrainingCycleService } from '@/services/memberTrainingCycle';
import { MemberScope } from '../components/MemberHeader';

export const STATE_COLORS: Record<number, string> = { 1: 'default', 2: 'processing', 3: 'success', 4: 'warning' };

/** Darker text than antd's preset for "completed", so the tag reads at WCAG AA contrast. */
const STATE_TEXT: Record<number, string | undefined> = { 3: '#135200' };

export function StateTag({ state }: { state: number }) {
  const t = useT();
  return (
    <Tag color={STATE_COLORS[state]} style={{ color: STATE_TEXT[state] }}>
      {t(`cycle.state.${state}`)}
    </Tag>
  );
}

/** Completed / planned sessions as a bar and a count. */
/** Completed against planned sessions, coloured by the cycle's state. */
export function CycleProgress({ row }: { row: MemberTrainingCycle }) {
  const t = useT();
  return (
    <Space size="small" style={{ minWidth: 180 }}>
      <Progress
        aria-label={t('cycle.progress')}
        percent={row.plannedSessions ? Math.round((100 * row.completedSessions) / row.plannedSessions) : 0}
        size="small"
        showInfo={false}
        style={{ width: 100, margin: 0 }}
        status={row.state === 4 ? 'exception' : row.state === 3 ? 'success' : 'active'}
      />
      <Typography.Text>
        {row.completedSessions} / {row.plannedSessions}
      </Typography.Text>
    </Space>
  );
}

/** The cycles of one member (fixed userId filter; add puts the userId in too). */
export const cycleView = (userId: number): ResourceView<MemberTrainingCycle> => ({
  service: memberTrainingCycleService,
  i18nPrefix: 'cycle',
  fixedParams: { userId },
  createdColumn: false,
  formWidth: 720,
  rowName: (row) => `#${row.cycleNo}`,
  fields: [
    { name: 'cycleNo', search: false, width: 90 },
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
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          {(row.cognitiveTrainingNames ?? []).map((n) => (
            <Tag key={n}>{n}</Tag>
          ))}
        </Space>
      ),
    },
    { name: 'bandId', search: false, refService: bandService, render: (_, row) => row.bandName ?? '-' },
    { name: 'remark', table: false },
  ],
});

/** /member/member-training-cycle/:userId */
export default function MemberTrainingCyclePage() {
  const t = useT();
  const { userId } = useParams<{ userId: string }>();
  const view = useMemo(() => cycleView(Number(userId)), [userId]);
  return (
    <MemberScope userId={userId} title={t('cycle.pageTitle')}>
      {() => <CrudTable view={view} bare />}
    </MemberScope>
  );
}
