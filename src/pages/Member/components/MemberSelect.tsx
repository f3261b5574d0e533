import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import OptionsFailed from '@/components/crud/OptionsFailed';
import type { RefPickerProps } from '@/components/crud/types';
import { usePagedRows } from '@/components/loadMore';
import Text from '@/components/Text';
import { useT } from '@/locales/useT';
import { isRecordMissing } from '@/services/errors';
import { type Member, memberService } from '@/services/member';
import { useApiQuery } from '@/services/query';

/** Members asked for at a time: a page of the picker's list. */
export const MEMBER_PICKER_PAGE = 20;
/** Typing pauses this long before the search goes out. */
const SEARCH_DELAY_MS = 300;

interface Props extends RefPickerProps {
  /** Disable members who already have a device, and say which (binding a headband). */
  withoutDevice?: boolean;
}

/**
 * A member picker over the server's list (GET /dataMember/page, by name): the member list is too
 * large to load whole into a select. Nothing is read until it is first focused or opened. Typing
 * searches by name; the list holds every member the search finds and reads them a page at a time
 * as it scrolls (src/components/loadMore.ts), a member not read yet showing as "Loading…" (or, when
 * its page failed, as not loaded: scrolled to again or the list reopened, it is read again). A
 * member picked before the list was read (a filter in the URL, a stored row) is named from
 * GET /dataMember/detail.
 */
export default function MemberSelect({ value, onChange, id, withoutDevice, allowClear = true, ...aria }: Props) {
  const t = useT();
  const [name, setName] = useState('');
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (typed: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setName(typed.trim()), SEARCH_DELAY_MS);
  };
  // The list shut clears its search box: it opens again on the whole list.
  const openChanged = (open: boolean) => {
    if (open) {
      want();
      members.retry();
      return;
    }
    clearTimeout(timer.current);
    setName('');
  };
  // What each member read so far is called: the one picked keeps its name in the box when the list
  // it came from (a search, a page far down) is no longer read.
  const [labels] = useState(() => new Map<number, string>());
  const labelOf = (m: Member) =>
    [
      m.name,
      m.gradeName ? ` · ${m.gradeName}` : '',
      withoutDevice && m.deviceSn ? ` · ${t('member.picker.hasDevice', { sn: m.deviceSn })}` : '',
    ].join('');

  const members = usePagedRows(name, MEMBER_PICKER_PAGE, (current) => ({
    ...memberService.queries.page({
      current,
      pageSize: MEMBER_PICKER_PAGE,
      name: name || undefined,
      sortField: 'name',
      sortOrder: 'ascend',
    }),
    enabled: wanted,
  }));
  // A member not read yet has a place of its own (a negative value, never an id): picking it picks nothing.
  const options = members.rows.map((m, at) => {
    if (!m) return { value: -1 - at, label: t(members.failedAt(at) ? 'member.picker.rowFailed' : 'common.loading') };
    const label = labelOf(m);
    labels.set(m.id, label);
    // Two children of one name and grade are told apart by their guardian and birthday.
    const detail = t('member.picker.detail', { guardian: m.guardianName, birthday: m.birthday });
    return { value: m.id, label, detail, disabled: withoutDevice && m.deviceId != null };
  });
  // Silent: a member that is gone shows as its id, as a stored row's missing reference does.
  const picked = useApiQuery({
    ...memberService.queries.detail(value ?? 0, { silent: true }),
    enabled: value != null && !labels.has(value),
  });
  if (picked.data && value === picked.data.id) labels.set(value, labelOf(picked.data));
  // A member that is gone (an old link's userId, answered 1002): said so, not shown as a bare
  // number. Any other failure leaves the number: the member may well exist.
  const missing = (id: number) =>
    isRecordMissing(picked.error) && id === value ? t('member.picker.missing', { id: String(id) }) : id;

  return (
    <Select<number>
      id={id}
      {...aria}
      showSearch
      allowClear={allowClear}
      value={value}
      onChange={(v) => (v === undefined || v > 0) && onChange?.(v)}
      filterOption={false}
      onSearch={search}
      onOpenChange={openChanged}
      onFocus={want}
      labelRender={({ value: id, label }) => label ?? labels.get(Number(id)) ?? missing(Number(id))}
      options={options}
      // (Every entry two lines high, one not read yet too: the list keeps its height as pages arrive.)
      optionRender={({ label, data }) => (
        <>
          <div>{label}</div>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {'detail' in data ? data.detail : '\u00a0'}
          </Text>
        </>
      )}
      onPopupScroll={members.onScroll}
      placeholder={t('member.picker.search')}
      notFoundContent={
        members.loading ? (
          <Spin size="small" />
        ) : members.failed ? (
          <OptionsFailed text={t('member.picker.failed')} onRetry={members.retry} />
        ) : undefined
      }
      loading={members.fetching || picked.isFetching}
      style={{ width: '100%' }}
    />
  );
}
