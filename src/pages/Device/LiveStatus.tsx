import { Space, Typography } from 'antd';
import { useT } from '@/locales/useT';
import { type Device, LOW_BATTERY, signalLevel } from '@/schema/device';
import './live.less';

type Live = Pick<Device, 'online' | 'battery' | 'signal'>;

/** Online or offline, as a coloured dot and the word (the colour is never the only sign). */
export function OnlineState({ device }: { device: Pick<Device, 'online'> }) {
  const t = useT();
  // (A plain dot: antd's Badge here split the list pages' shared vendor chunk, costing them bytes.)
  return (
    <span className={device.online ? 'live-online live-dot' : 'live-dot'}>
      {t(`device.online.${device.online ? 1 : 0}`)}
    </span>
  );
}

/**
 * "82%"; a low battery in the warning colour and said in words. One text with the number, so each
 * language puts its own spacing and brackets around the word ("6% (low)", "6%（电量低）").
 */
export function Battery({ device }: { device: Pick<Device, 'battery'> }) {
  const t = useT();
  const low = device.battery <= LOW_BATTERY;
  return (
    <Typography.Text type={low ? 'danger' : undefined}>
      {t(low ? 'live.percentLow' : 'live.percent', { n: String(device.battery) })}
    </Typography.Text>
  );
}

/** The signal quality in words: good, fair, poor, or none while offline. */
export function Signal({ device }: { device: Pick<Device, 'online' | 'signal'> }) {
  const t = useT();
  return <span>{t(`live.signal.${signalLevel(device.signal, Boolean(device.online))}`)}</span>;
}

/** The three in one line, where there is room for only one (a profile, Home's card). */
export default function LiveStatus({ device }: { device: Live }) {
  const t = useT();
  return (
    <Space size={4} wrap className="live-status">
      <OnlineState device={device} />
      <span aria-hidden>·</span>
      <span>
        {t('device.battery')} <Battery device={device} />
      </span>
      <span aria-hidden>·</span>
      <span>
        {t('device.signal')} <Signal device={device} />
      </span>
    </Space>
  );
}
