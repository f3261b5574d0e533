import {
  ProFormDatePicker,
  ProFormDateTimePicker,
  ProFormDigit,
  ProFormField,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import type { FormRule as Rule } from 'antd';
import type { KeyboardEvent } from 'react';
import { impossibleDay } from '@/components/crud/dateRules';
import { DATE_FORMAT, DATETIME_FORMAT, TIME_FORMAT } from '@/components/crud/FieldValue';
import { FormMediaPreview } from '@/components/crud/MediaPreview';
import UploadButton from '@/components/crud/UploadButton';
import { usePickerEscape } from '@/components/crud/usePickerEscape';
import { useTypedDay } from '@/components/crud/useTypedDay';
import { calendarIcon, namedClear } from '@/components/fieldIcons';
import { passwordIcon } from '@/components/passwordIcon';
import { useT } from '@/locales/useT';
import type { BaseRow } from '@/schema/types';
import type { FieldStates } from './fieldStates';
import { normalizeFor } from './fieldUtils';
import { failedOptionsProps } from './OptionsFailed';
import { pickableFirst } from './pickableFirst';
import { countOf } from './rules';
import type { ResolvedField } from './useResourceFields';

interface Props<T extends BaseRow> {
  field: ResolvedField<T>;
  /** The row being edited (undefined on add): the options it holds itself stay choosable. */
  editingId?: number;
  rules: Rule[];
  dependencies?: string[];
  help?: string;
  /** Why the field cannot be changed on this row (translated): shown disabled, with this as its tooltip. */
  locked?: string;
  /** What the input tells assistive technology (fieldStates.ts). */
  aria: FieldStates;
}

/** A field across the form's row. */
const WHOLE_ROW = { span: 24 };
/** What a date field takes as typed: the format it shows. */
const DATE_TYPED = [DATE_FORMAT];
/** What a time field takes as typed: as it shows it, and with seconds (as the API and exports write it). */
const DATETIME_TYPED = [DATETIME_FORMAT, `${DATETIME_FORMAT}:ss`];
/** Two fields a row, from antd's md breakpoint up; one a row on a phone, where half is too narrow. */
export const HALF_ROW = { xs: 24, md: 12 };

/** The input of one field in the create / edit form, chosen by its widget kind. */
export default function FormField<T extends BaseRow>({
  field,
  rules,
  dependencies,
  help,
  editingId,
  locked,
  aria,
}: Props<T>) {
  const t = useT();
  const ruledOut = impossibleDay(field.schema);
  const typedDay = useTypedDay(field.view.name, field.input === 'dateTime' ? DATETIME_TYPED : DATE_TYPED, ruledOut);
  const keepEscape = usePickerEscape();
  const { rule: typedDayRule, ...typedDayProps } = typedDay;
  const picker = {
    style: { width: '100%' },
    suffixIcon: calendarIcon,
    disabledDate: ruledOut,
    ...typedDayProps,
    onOpenChange: keepEscape.onOpenChange,
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      keepEscape.onKeyDown(e);
      typedDay.onKeyDown(e);
    },
  };
  const common = {
    name: field.view.name,
    label: field.label,
    // Text left in a date field that is no date refuses the save too (useTypedDay), first and
    // alone: the picker has emptied a field that held no day, and "Please select" beside it would
    // say the opposite of what happened.
    rules: field.input === 'date' || field.input === 'dateTime' ? [typedDayRule, ...rules] : rules,
    // One reason at a time, the first of the rules': a blank password is said to be missing, not
    // also too short and of the wrong form.
    validateFirst: true,
    dependencies,
    extra: help,
    disabled: Boolean(locked),
    tooltip: locked,
    colProps: field.input === 'textarea' || field.input === 'multiSelect' ? WHOLE_ROW : HALF_ROW,
  };
  // antd's Select puts these on its outer box as well as on its combobox, and `aria-required` is
  // not allowed on a box without a role (axe: aria-allowed-attr): a select says it is required
  // by its label's mark only, as with antd's own Form.Item.
  const { 'aria-required': _required, ...selectAria } = aria;
  const Picker = field.view.picker;
  // (ProFormField gives the element renderFormItem returns the item's value, onChange and id.)
  if (Picker)
    return (
      <ProFormField {...common} renderFormItem={() => <Picker allowClear={!field.schema.required} {...selectAria} />} />
    );
  switch (field.input) {
    case 'textarea':
      return (
        <ProFormTextArea
          {...common}
          fieldProps={{
            ...aria,
            autoSize: { minRows: 2, maxRows: 6 },
            count: countOf(field.schema, true),
          }}
        />
      );
    case 'password':
      return (
        <ProFormText.Password
          {...common}
          fieldProps={{ ...aria, autoComplete: 'new-password', iconRender: passwordIcon(t) }}
        />
      );
    case 'digit':
      return (
        // No limits and no precision on the input: it would hold back a number out of range while it
        // is typed and put the limit in its place when left, and round 12.5 to 13, without a word;
        // the field's rules refuse such a number instead.
        // (Left out, ProFormDigit's min would be 0: these are antd's own defaults, no limit.)
        <ProFormDigit
          {...common}
          min={Number.MIN_SAFE_INTEGER}
          max={Number.MAX_SAFE_INTEGER}
          fieldProps={{ ...aria, style: { width: '100%' } }}
        />
      );
    case 'select':
    case 'multiSelect':
      return (
        <ProFormSelect
          {...common}
          options={
            field.options &&
            pickableFirst(
              field.options.map(({ heldBy, refused, ...o }) => {
                if (heldBy && heldBy.id === editingId) return o;
                if (refused) return { ...o, label: t(refused, { label: o.label }), disabled: true };
                if (heldBy)
                  return { ...o, label: t('crud.heldBy', { label: o.label, name: heldBy.name }), disabled: true };
                return o;
              }),
            )
          }
          mode={field.input === 'multiSelect' ? 'multiple' : undefined}
          fieldProps={{
            ...selectAria,
            showSearch: true,
            optionFilterProp: 'label',
            loading: field.loading,
            allowClear: !field.schema.required,
            ...failedOptionsProps(field),
          }}
        />
      );
    case 'date':
      return (
        <ProFormDatePicker {...common} width="100%" fieldProps={{ ...picker, ...aria, allowClear: namedClear(t) }} />
      );
    case 'dateTime':
      // Shown to the minute, as the lists show it; typed, with or without seconds (DATETIME_TYPED).
      return (
        <ProFormDateTimePicker
          {...common}
          fieldProps={{ ...picker, ...aria, allowClear: namedClear(t), showTime: { format: TIME_FORMAT } }}
        />
      );
    case 'color':
      // A colour input cannot be empty (cleared, it shows and sends black): a required one offers
      // no clear button.
      return (
        <ProFormText
          {...common}
          fieldProps={{
            ...aria,
            type: 'color',
            style: { width: 96 },
            allowClear: field.schema.required ? false : namedClear(t),
          }}
        />
      );
    case 'image':
    case 'audio':
    case 'animation':
    case 'url':
      return (
        <ProFormText
          {...common}
          extra={
            field.input === 'image' || field.input === 'audio' || field.input === 'animation' ? (
              <>
                {help}
                <FormMediaPreview name={field.view.name} kind={field.input} durationTo={field.view.durationTo} />
              </>
            ) : (
              help
            )
          }
          fieldProps={{
            ...aria,
            count: countOf(field.schema),
            allowClear: namedClear(t),
            // Inside the input's own box: pro-form's addonAfter wraps below the input in a half-width
            // column, and antd 5.29 deprecates the input's addonAfter (a warning in development).
            suffix: field.view.upload && (
              <UploadButton name={field.view.name} kind={field.view.upload} durationTo={field.view.durationTo} />
            ),
          }}
        />
      );
    default:
      return (
        <ProFormText
          {...common}
          normalize={normalizeFor(field.schema)}
          fieldProps={{ ...aria, count: countOf(field.schema), allowClear: namedClear(t) }}
        />
      );
  }
}
