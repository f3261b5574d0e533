import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/locales/useT';
import { memberService } from '@/services/member';

interface Option {
  value: number;
  label: string;
  disabled?: boolean;
}

interface Props {
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
  /** Disable members who already have a device (binding a headband). */
  withoutDevice?: boolean;
  'aria-label'?: string;
}

/**
 * A member picker that searches the server as you type (GET /dataMember/page?name=...): the member
 * list is too large to load whole into a select.
 */
export default function MemberSelect({ value, onChange, id, withoutDevice, ...rest }: Props) {
  const t = useT();
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const search = (name: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const mine = ++seq.current;
      setLoading(true);
      try {
        const page = await memberService.page(
          { current: 1, pageSize: 20, name: name.trim() || undefined, sortField: 'name', sortOrder: 'ascend' },
          { skipErrorHandler: true },
        );
        if (mine !== seq.current) return;
        setOptions(
          page.list.map((m) => ({
            value: m.id,
            label: [
              m.name,
              m.gradeName ? ` · ${m.gradeName}` : '',
              m.deviceSn ? ` · ${t('device.hasDevice', { sn: m.deviceSn })}` : '',
            ].join(''),
            disabled: withoutDevice && m.deviceId != null,
          })),
        );
      } catch {
        if (mine === seq.current) setOptions([]);
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    }, 300);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: first page once, on open
  useEffect(() => {
    search('');
    return () => clearTimeout(timer.current);
  }, []);

  return (
    <Select<number>
      id={id}
      aria-label={rest['aria-label']}
      showSearch
      allowClear
      value={value}
      onChange={(v) => onChange?.(v)}
      filterOption={false}
      onSearch={search}
      options={options}
      placeholder={t('device.searchMember')}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      loading={loading}
      style={{ width: '100%' }}
    />
  );
}
