import type { Dayjs } from 'dayjs';
import type { KeyboardEvent } from 'react';
import { calendarIcon } from '@/components/fieldIcons';
import { usePickerEscape } from './usePickerEscape';
import { useTypedDay } from './useTypedDay';

/**
 * What every date picker of a form takes: the field's whole width, the calendar icon hidden from
 * screen readers, the days `ruledOut` greyed out, a typed day kept or its mistake said at the
 * field (useTypedDay), and Escape closing the calendar alone while it is open (usePickerEscape).
 * Called inside the form, for its field `name`; `formats` as in useTypedDay.
 */
export function useDayPicker(name: string, formats: string[], ruledOut: ((day: Dayjs) => boolean) | undefined) {
  const typedDay = useTypedDay(name, formats, ruledOut);
  const keepEscape = usePickerEscape();
  return {
    style: { width: '100%' },
    suffixIcon: calendarIcon,
    disabledDate: ruledOut,
    ...typedDay,
    onOpenChange: keepEscape.onOpenChange,
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      keepEscape.onKeyDown(e);
      typedDay.onKeyDown(e);
    },
  };
}
