import dayjs from 'dayjs';
import { EXACT_TIME_FORMAT } from '@/components/crud/FieldValue';
import type { TrainingRecord } from '@/services/trainingRecord';
import type { CsvColumn } from '@/utils/csv';
import { formatDuration } from '@/utils/duration';

/** Columns of the training-record export, headers in the user's language. */
export function recordCsvColumns(t: (id: string) => string): CsvColumn<TrainingRecord>[] {
  const col = (field: keyof TrainingRecord, value?: (r: TrainingRecord) => unknown): CsvColumn<TrainingRecord> => ({
    header: t(`record.${field}`),
    value: value ?? ((r) => r[field]),
  });
  return [
    { header: t('record.id'), value: (r) => r.id },
    col('startTime', (r) => dayjs(r.startTime).format(EXACT_TIME_FORMAT)),
    col('memberName'),
    { header: t('record.memberId'), value: (r) => r.userId },
    col('type', (r) => t(`record.type.${r.type}`)),
    col('contentName'),
    col('deviceSn'),
    // As the page shows it (14:39), and in seconds for a spreadsheet's sums.
    col('durationSec', (r) => formatDuration(r.durationSec)),
    { header: t('record.durationSeconds'), value: (r) => r.durationSec },
    col('score'),
    col('attentionAvg'),
    col('relaxationAvg'),
    col('feedbackId', (r) => r.feedbackName ?? ''),
  ];
}
