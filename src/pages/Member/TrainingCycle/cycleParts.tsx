import { Progress, Space, Tag, Typography } from 'antd';
import { useT } from '@/locales/useT';
import type { MemberTrainingCycle } from '@/services/memberTrainingCycle';

/**
 * A training cycle's state and progress, as the cycle list and the member profile show them (apart
 * from the list page, so the profile does not carry the list's table).
 */
export const STATE_COLORS: Record<number, string> = { 1: 'default', 2: 'processing', 3: 'success', 4: 'warning' };

export function StateTag({ state }: { state: number }) {
  const t = useT();
  return <Tag color={STATE_COLORS[state]}>{t(`cycle.state.${state}`)}</Tag>;
}

/** Completed against planned sessions, as a bar and a count, coloured by the cycle's state. */
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
