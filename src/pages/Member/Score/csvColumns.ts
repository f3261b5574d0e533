import dayjs from 'dayjs';
import { EXACT_TIME_FORMAT } from '@/components/crud/FieldValue';
import type { Translate } from '@/locales/useT';
import { ABILITIES } from '@/schema/catalogues/cognitive';
import type { MemberScore } from '@/services/memberScore';
import type { CsvColumn } from '@/utils/csv';

/** Columns of the cognitive-assessment export, headers in the user's language, as the list shows them. */
export function scoreCsvColumns(t: Translate): CsvColumn<MemberScore>[] {
  return [
    { header: t('memberScore.id'), value: (r) => r.id },
    { header: t('memberScore.memberName'), value: (r) => r.memberName ?? '' },
    { header: t('memberScore.memberId'), value: (r) => r.userId },
    { header: t('memberScore.assessTime'), value: (r) => dayjs(r.assessTime).format(EXACT_TIME_FORMAT) },
    ...ABILITIES.map((a): CsvColumn<MemberScore> => ({ header: t(`memberScore.${a}`), value: (r) => r[a] })),
    { header: t('memberScore.total'), value: (r) => r.total },
    { header: t('memberScore.scoreGroupId'), value: (r) => r.scoreGroupName ?? '' },
  ];
}
