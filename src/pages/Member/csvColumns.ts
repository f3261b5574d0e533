import dayjs from 'dayjs';
import { EXACT_TIME_FORMAT } from '@/components/crud/FieldValue';
import { maskPhone } from '@/schema/member';
import type { Member } from '@/services/member';
import type { CsvColumn } from '@/utils/csv';
import { ageOf } from './utils';

/**
 * Columns of the member export, headers in the user's language and so its lists (the parents'
 * concerns) joined with that language's separator ("甲、乙", "a, b"). The guardian's phone is masked
 * for the levels that see it masked (`masksPhones`), as the list shows it to them.
 */
export function memberCsvColumns(t: (id: string) => string, masksPhones: boolean): CsvColumn<Member>[] {
  const col = (field: keyof Member, value?: (m: Member) => unknown): CsvColumn<Member> => ({
    header: t(`member.${field}`),
    value: value ?? ((m) => m[field]),
  });
  return [
    { header: t('member.no'), value: (m) => m.id },
    col('name'),
    col('gender', (m) => t(`member.gender.${m.gender}`)),
    { header: t('member.age'), value: (m) => ageOf(m.birthday) ?? '' },
    col('birthday'),
    col('gradeId', (m) => m.gradeName ?? ''),
    col('guardianName'),
    col('guardianPhone', (m) => (masksPhones && m.guardianPhone ? maskPhone(m.guardianPhone) : m.guardianPhone)),
    col('worryIds', (m) => (m.worryNames ?? []).join(t('common.listSeparator'))),
    col('deviceId', (m) => m.deviceSn ?? ''),
    { header: t('common.status'), value: (m) => t(`status.${m.status}`) },
    col('trainingCount'),
    col('lastTrainingTime', (m) => (m.lastTrainingTime ? dayjs(m.lastTrainingTime).format(EXACT_TIME_FORMAT) : '')),
    { header: t('common.createTime'), value: (m) => dayjs(m.createTime).format(EXACT_TIME_FORMAT) },
  ];
}
