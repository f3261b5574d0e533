import type { ResourceView } from '@/components/crud/types';
import MemberSelect from '@/pages/Member/components/MemberSelect';
import { deviceLink, memberCell } from '@/pages/Member/links';
import { type TrainingRecord, trainingRecordService } from '@/services/trainingRecord';
import { formatDuration } from '@/utils/duration';

/** Training records: read and delete only. */
export const recordView = (toolbar: ResourceView<TrainingRecord>['toolbar']): ResourceView<TrainingRecord> => ({
  service: trainingRecordService,
  i18nPrefix: 'record',
  readOnly: true,
  createdColumn: false,
  rowName: (row) => `${row.memberName} · ${row.contentName}`,
  toolbar,
  fields: [
    { name: 'startTime', searchOrder: 3 },
    { name: 'userId', table: false, detail: false, picker: MemberSelect, searchOrder: 1 },
    { name: 'memberName', search: false, render: (_, row) => memberCell(row.memberName, row.userId) },
    { name: 'type', searchOrder: 2 },
    { name: 'contentName', search: false },
    { name: 'deviceSn', searchOrder: 4, render: (_, row) => deviceLink(row.deviceSn) },
    { name: 'durationSec', search: false, render: (_, row) => formatDuration(row.durationSec) },
    { name: 'score', searchRange: true, searchOrder: 5 },
    { name: 'attentionAvg', search: false },
    { name: 'relaxationAvg', search: false },
    { name: 'feedbackId', table: false, search: false, render: (_, row) => row.feedbackName ?? '-' },
  ],
});
