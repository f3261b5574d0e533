import { Form, type FormRule } from 'antd';
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
 * - text that is no date in any of `formats` (the first is the one shown) is refused by the
 *   field's `rule`, which names it ("hello" is not a date: enter it as ...): the picker shows the
 *   value it had again, and a save must not go through with it as if nothing had been typed. The
 *   refusal lasts until a day is typed or picked.
 */
export function useTypedDay(name: string, formats: string[], ruledOut: ((day: Dayjs) => boolean) | undefined) {
  const form = Form.useFormInstance();
  const t = useT();
  const typed = useRef<Dayjs | null>(null);
  /** Text left in the field that is no date, until a day is typed or picked. */
  const notADay = useRef<string>();
  /** The field's rules run again, its reason shown or taken off at once. */
  const recheck = () => form.validateFields([name]).catch(() => undefined);
  const keep = (typedText: string) => {
    const text = typedText.trim();
    const day = typed.current;
    typed.current = null;
    if (day && ruledOut?.(day)) {
      form.setFields([{ name, value: day, touched: true }]);
      recheck();
    } else if (text && !dayjs(text, formats, true).isValid()) {
      notADay.current = text;
      form.setFields([{ name, touched: true }]);
      recheck();
    } else if (notADay.current !== undefined) {
      // A day is in the field now, picked or typed, the one it had included (which the picker
      // reports as no change): the refusal is over.
      notADay.current = undefined;
      recheck();
    }
  };
  const rule: FormRule = {
    validator: () =>
      notADay.current === undefined
        ? Promise.resolve()
        : Promise.reject(new Error(t('validation.notADay', { text: notADay.current, format: formats[0] }))),
  };
  return {
    rule,
    // Every one of them is taken as typed; the first is the one the field shows.
    format: formats,
    onCalendarChange: (day: unknown) => {
      typed.current = dayjs.isDayjs(day) ? day : null;
      notADay.current = undefined;
    },
    onBlur: (e: FocusEvent<HTMLElement>) => keep(textOf(e.target)),
    onKeyDown: (e: { key: string; target: EventTarget }) => {
      if (e.key === 'Enter') keep(textOf(e.target));
    },
  };
}
