/**
 * What pages use of the live device status. The stream and its cache writer (./index.ts) are a
 * chunk of their own, fetched once the page has shown its first screen and gone quiet (QUIET_MS):
 * pages without live status never download it, and those with it load it after what they show.
 */
import { queryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DEVICE_LIVE_PATH, type LiveSnapshot, type LiveStatus } from '@/schema/live';
import { deviceService } from '../device';
import { queryClient, useApiQuery } from '../query';
import { get } from '../request';
import { QUIET_MS, whenQuiet } from './quiet';

// Not named `module`: the dev server's React Refresh wraps each module in code that reads
// webpack's `module.hot`, which a top-level `module` here would shadow.
let liveModule: Promise<typeof import('./index')> | undefined;
const loadLive = () => {
  liveModule ??= whenQuiet(QUIET_MS, () => queryClient.isFetching() > 0).then(() => import('./index'));
  return liveModule;
};

/** Every device's status (GET /dataDevice/live), kept current by the stream. */
export const liveKey = [deviceService.name, 'live'] as const;
export const liveQuery = () =>
  queryOptions({ queryKey: liveKey, queryFn: () => get<LiveSnapshot>(DEVICE_LIVE_PATH, undefined) });

/** Keeps the tab's stream open while the calling component is shown (`enabled` false: not needed). */
export function useLiveStream(enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let release: (() => void) | undefined;
    let gone = false;
    loadLive()
      .then(({ liveStream }) => {
        if (!gone) release = liveStream.use();
      })
      // Without its code (a failed download) the page keeps the data it has, without live updates.
      .catch(() => undefined);
    return () => {
      gone = true;
      release?.();
    };
  }, [enabled]);
}

/** Every device's status by id, live while the component is shown. */
export function useLiveDevices(enabled = true): Map<number, LiveStatus> | undefined {
  useLiveStream(enabled);
  const { data } = useApiQuery({ ...liveQuery(), enabled });
  return data ? new Map(data.devices.map((d) => [d.id, d])) : undefined;
}
