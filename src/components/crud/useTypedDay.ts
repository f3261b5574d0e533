import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { type FocusEvent, useRef } from 'react';
import { useT } from '@/locales/useT';

dayjs.extend(customParseFormat);

const textOf = (target: EventTarget): string => (target instanceof HTMLInputElement ? target.value : '');

/**
 * Date picker props for what a user types into the picker's input, which the picker on its own
 * drops without a word when the field is left (putting the previous value back):
 * - a day its `disabledDate` rules out becomes the field's value, and the field's rule
 *   (`dateLimitRule`, the same limits as `disabledDate`) says what is wrong with it; a save
 *   went through with the stored date before. The calendar still greys those days out.
 * - text that is no date in any of `formats` (the first is the one shown) puts "Enter the date
 *   as ..." on the field.
 */
export function useTypedDay(name: string, formats: string[], ruledOut: ((day: Dayjs) => boolean) | undefined) {
  const form = Form.useFormInstance();
  const t = useT();
  const typed = useRef<Dayjs | null>(null);
  const keep = (typedText: string) => {
    const text = typedText.trim();
    const day = typed.current;
    typed.current = null;
    if (day && ruledOut?.(day)) {
      form.setFields([{ name, value: day, touched: true }]);
      form.validateFields([name]).catch(() => undefined);
    } else if (text && !dayjs(text, formats, true).isValid()) {
      form.setFields([{ name, touched: true, errors: [t('validation.dateAs', { format: formats[0] })] }]);
    }
  };
  return {
    // Every one of them is taken as typed; the first is the one the field shows.
    format: formats,
    onCalendarChange: (day: unknown) => {
      typed.current = dayjs.isDayjs(day) ? day : null;
    },
    onBlur: (e: FocusEvent<HTMLElement>) => keep(textOf(e.target)),
    onKeyDown: (e: { key: string; target: EventTarget }) => {
      if (e.key === 'Enter') keep(textOf(e.target));
    },
  };
}
