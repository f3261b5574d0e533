import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';

/**
 * Date picker props that hand a typed day the picker's `disabledDate` rules out to the form.
 * On its own the picker drops such a day when the field is left and puts the previous value
 * back without a word, so a save went through with the stored date. Here the typed day becomes
 * the field's value and the field's rule (`dateLimitRule`, the same limits as `disabledDate`)
 * says what is wrong with it; the calendar still greys those days out.
 */
export function useTypedDay(name: string, ruledOut: ((day: Dayjs) => boolean) | undefined) {
  const form = Form.useFormInstance();
  const typed = useRef<Dayjs | null>(null);
  if (!ruledOut) return {};
  const keep = () => {
    const day = typed.current;
    typed.current = null;
    if (!day || !ruledOut(day)) return;
    form.setFields([{ name, value: day, touched: true }]);
    form.validateFields([name]).catch(() => undefined);
  };
  return {
    onCalendarChange: (day: unknown) => {
      typed.current = dayjs.isDayjs(day) ? day : null;
    },
    onBlur: keep,
    onKeyDown: (e: { key: string }) => {
      if (e.key === 'Enter') keep();
    },
  };
}
