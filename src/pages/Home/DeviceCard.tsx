import { Link, useIntl } from '@umijs/max';
import { Card, Empty, Space, Statistic, Typography } from 'antd';
import { useT } from '@/locales/useT';
import LiveStatus from '@/pages/Device/LiveStatus';
import { profilePath } from '@/pages/Member/links';
import { LOW_BATTERY } from '@/schema/device';
import type { LiveStatus as Live } from '@/schema/live';
import type { Overview } from '@/services/dashboard';
import { useLiveDevices } from '@/services/live/hooks';
import './devices.less';
import { figureLinkName, listUrl } from './links';

/** Devices not seen for this many days (the server's rule, mock/backend/dashboard.ts). */
const STALE_DAYS = 7;

interface Figure {
  key: string;
  title: string;
  value?: number;
  filters: Record<string, string | number>;
}

/** A figure as shown, in the number format of the language in use (blank while it is loading). */
function useFigure(): (value: number | undefined) => string {
  const intl = useIntl();
  return (value) => (value === undefined ? '' : intl.formatNumber(value));
}

/** Figures whose value links to the device list that shows their rows (the list's total is the figure). */
function Figures({ figures }: { figures: Figure[] }) {
  const t = useT();
  const shown = useFigure();
  return (
    <Space size={24} wrap>
      {figures.map((f) => (
        <Statistic
          key={f.key}
          title={f.title}
          loading={f.value === undefined}
          valueRender={() => (
            <Link to={listUrl('/device', f.filters)} aria-label={figureLinkName(t, f.title, shown(f.value))}>
              {shown(f.value)}
            </Link>
          )}
        />
      ))}
    </Space>
  );
}

function count(live: Map<number, Live> | undefined, test: (s: Live) => boolean): number | undefined {
  if (!live) return undefined;
  let n = 0;
  for (const s of live.values()) if (test(s)) n += 1;
  return n;
}

/**
 * Home's device card (level 1): seen lately, not seen for days, unbound. One figure a line, its
 * label beside its value: stacked statistics made this card, and with it the first row's other
 * cards, twice as tall as their figures.
 */
export default function DeviceCard({ devices, today }: { devices: NonNullable<Overview['devices']>; today: string }) {
  const t = useT();
  const shown = useFigure();
  const figures: Figure[] = [
    {
      key: 'online',
      title: t('home.devices.online'),
      value: devices.online,
      filters: { lastOnlineTimeFrom: devices.onlineFrom, lastOnlineTimeTo: today },
    },
    {
      key: 'stale',
      title: t('home.devices.stale', { n: String(STALE_DAYS) }),
      value: devices.stale,
      filters: { lastOnlineTimeFrom: '2000-01-01', lastOnlineTimeTo: devices.staleTo },
    },
    { key: 'unbound', title: t('home.devices.unbound'), value: devices.unbound, filters: { bound: 0 } },
  ];
  return (
    <Card size="small" title={t('home.devices.title')} style={{ height: '100%' }}>
      <ul className="home-device-figures">
        {figures.map((f) => (
          <li key={f.key}>
            <Typography.Text type="secondary">{f.title}</Typography.Text>
            <Link to={listUrl('/device', f.filters)} aria-label={figureLinkName(t, f.title, shown(f.value))}>
              {shown(f.value)}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * The devices right now, live from the device stream: how many are online and how many run low on
 * battery, and the devices of the members scheduled to train today, each with its status.
 */
export function LiveDevicesCard({ devices }: { devices: NonNullable<Overview['devices']> }) {
  const t = useT();
  const live = useLiveDevices();
  const list = devices.scheduledToday ?? { total: 0, items: [] };
  const scheduled = t('home.devices.scheduled', { n: list.total });
  return (
    <Card size="small" title={t('home.devices.now')}>
      <div className="home-devices-live">
        <Figures
          figures={[
            {
              key: 'onlineNow',
              title: t('home.devices.onlineNow'),
              value: count(live, (s) => s.online === 1),
              filters: { online: 1 },
            },
            {
              key: 'lowBattery',
              title: t('home.devices.lowBattery', { n: String(LOW_BATTERY) }),
              value: count(live, (s) => s.battery <= LOW_BATTERY),
              filters: { batteryMax: LOW_BATTERY },
            },
          ]}
        />
        <section aria-label={scheduled} className="home-scheduled-box">
          <Typography.Title level={3} className="home-devices-heading">
            {scheduled}
          </Typography.Title>
          {list.items.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.devices.scheduledNone')} />
          ) : (
            <ul aria-label={scheduled} className="home-scheduled">
              {list.items.map((item) => {
                const status = live?.get(item.deviceId);
                return (
                  <li key={item.deviceId}>
                    <Link to={profilePath(item.userId)}>{item.name}</Link>
                    <Link to={listUrl('/device', { sn: item.sn })}>{item.sn}</Link>
                    {status && (
                      <span className="home-scheduled-status">
                        <LiveStatus device={status} />
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {list.total > list.items.length && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('home.devices.scheduledMore', { shown: list.items.length, total: list.total })}
            </Typography.Text>
          )}
        </section>
      </div>
    </Card>
  );
}
