import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { usePagedRows } from '@/components/loadMore';
import { useT } from '@/locales/useT';
import { memberService } from '@/services/member';

/** Members asked for at a time: a page of the picker's list. */
export const MEMBER_PICKER_PAGE = 20;
/** Typing pauses this long before the search goes out. */
const SEARCH_DELAY_MS = 300;

interface Props {
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
  /** Disable members who already have a device (binding a headband). */
  withoutDevice?: boolean;
  'aria-label'?: string;
}

/**
 * A member picker over the server's list (GET /dataMember/page, by name): the member list is too
 * large to load whole into a select. Typing searches by name; the list holds every member the
 * search finds and reads them a page at a time as it scrolls (src/components/loadMore.ts), a
 * member not read yet showing as "Loading…".
 */
export default function MemberSelect({ value, onChange, id, withoutDevice, ...rest }: Props) {
  const t = useT();
  const [name, setName] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (typed: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setName(typed.trim()), SEARCH_DELAY_MS);
  };
  // The list shut clears its search box: it opens again on the whole list.
  const searchCleared = (open: boolean) => {
    if (open) return;
    clearTimeout(timer.current);
    setName('');
  };
  // What each member read so far is called: the one picked keeps its name in the box when the list
  // it came from (a search, a page far down) is no longer read.
  const [labels] = useState(() => new Map<number, string>());

  const members = usePagedRows(name, MEMBER_PICKER_PAGE, (current) =>
    memberService.queries.page({
      current,
      pageSize: MEMBER_PICKER_PAGE,
      name: name || undefined,
      sortField: 'name',
      sortOrder: 'ascend',
    }),
  );
  // A member not read yet has a place of its own (a negative value, never an id): picking it picks nothing.
  const options = members.rows.map((m, at) => {
    if (!m) return { value: -1 - at, label: t('common.loading') };
    const label = [
      m.name,
      m.gradeName ? ` · ${m.gradeName}` : '',
      m.deviceSn ? ` · ${t('device.hasDevice', { sn: m.deviceSn })}` : '',
    ].join('');
    labels.set(m.id, label);
    return { value: m.id, label, disabled: withoutDevice && m.deviceId != null };
  });

  return (
    <Select<number>
      id={id}
      aria-label={rest['aria-label']}
      showSearch
      allowClear
      value={value}
      onChange={(v) => (v === undefined || v > 0) && onChange?.(v)}
      filterOption={false}
      onSearch={search}
      onOpenChange={searchCleared}
      labelRender={({ value: id, label }) => label ?? labels.get(Number(id)) ?? id}
      options={options}
      onPopupScroll={members.onScroll}
      placeholder={t('device.searchMember')}
      notFoundContent={members.loading ? <Spin size="small" /> : undefined}
      loading={members.fetching}
      style={{ width: '100%' }}
    />
  );
}
