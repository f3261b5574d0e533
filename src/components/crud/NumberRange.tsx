import { InputNumber, Space } from 'antd';
import { type FocusEvent, useRef } from 'react';

type Pair = (number | undefined)[];

interface NumberRangeProps {
  /** The search form item's id, given to the first box (the one its label's `for` names). */
  id?: string;
  value?: Pair;
  onChange?: (value: Pair | undefined) => void;
  /** Each box's accessible name: the field and its end. */
  names: [string, string];
  placeholder: [string, string];
  min?: number;
  max?: number;
}

/**
 * A search form's number range: two boxes, each with an id and a name of its own. (pro-field's
 * digit range gives both its boxes the form item's one id and nothing else to tell them apart,
 * so a screen reader read the second box by its placeholder alone, gone once a bound was typed.)
 * A box keeps to the field's bounds as it is left, takes a bound between whole numbers as typed
 * (49.5 is not the 50s), and bounds typed the wrong way round are swapped as the range is left.
 */
export default function NumberRange({ id, value, onChange, names, placeholder, min, max }: NumberRangeProps) {
  // What the boxes hold now: a box brought back to its bound as it is left reports that before
  // the range's own blur, in the same event, ahead of the render that would pass it as `value`.
  const held = useRef<Pair | undefined>(value);
  held.current = value;
  const set = (pair: Pair | undefined) => {
    held.current = pair;
    onChange?.(pair);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    const [low, high] = held.current ?? [];
    if (low !== undefined && high !== undefined && low > high) set([high, low]);
  };
  return (
    <Space.Compact block onBlur={onBlur}>
      {names.map((name, end) => (
        <InputNumber<number>
          key={name}
          id={end ? `${id}-end` : id}
          aria-label={name}
          placeholder={placeholder[end]}
          min={min}
          max={max}
          value={value?.[end] ?? null}
          onChange={(typed) => {
            const pair = [...(held.current ?? [undefined, undefined])];
            pair[end] = typed ?? undefined;
            set(pair.some((v) => v !== undefined) ? pair : undefined);
          }}
          style={{ width: '100%' }}
        />
      ))}
    </Space.Compact>
  );
}
