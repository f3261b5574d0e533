import { forwardRef, type InputHTMLAttributes } from 'react';

/**
 * What antd's range picker gives each of its boxes (`components.input`): the input's props, the
 * picker's `data-*` attributes, and which end the box is (`date-range`, also drawn on the box).
 */
type RangeInputProps = InputHTMLAttributes<HTMLInputElement> & {
  'date-range'?: 'start' | 'end';
  'data-start-name'?: string;
  'data-end-name'?: string;
};

/**
 * A range picker's box named by its field and its end. The field's label names only the first
 * box (its `for`), and the second was read out by its placeholder alone, so two ranges in one
 * form had two boxes called "End date". One component for every picker (a new one each render
 * would mount the boxes again under the user's typing): the names come as the picker's data
 * attributes, which it gives both boxes.
 */
const NamedRangeInput = forwardRef<HTMLInputElement, RangeInputProps>(function NamedRangeInput(
  { 'data-start-name': start, 'data-end-name': end, ...rest },
  ref,
) {
  return <input ref={ref} {...rest} aria-label={rest['date-range'] === 'end' ? end : start} />;
});

/** A range picker's props that name its two boxes. */
export const rangeInputNames = (start: string, end: string) => ({
  components: { input: NamedRangeInput },
  'data-start-name': start,
  'data-end-name': end,
});
