/**
 * Live device status in the query cache: what the stream (./stream.ts) hears is written into every
 * cached answer of the device resource (pages, lists, details, and GET /dataDevice/live), so each
 * view of a headband agrees without asking the server again. Pages reach it through ./hooks.ts,
 * which loads this module (and the stream) only where a page shows live status.
 */
import type { Query } from '@tanstack/react-query';
import type { Device } from '@/schema/device';
import type { LiveSnapshot, LiveStatus } from '@/schema/live';
import { deviceService } from '../device';
import { queryClient } from '../query';
import { onSessionEnd } from '../session';
import { liveKey } from './hooks';
import { LiveStream } from './stream';

const LIVE_FIELDS = ['online', 'battery', 'signal', 'lastOnlineTime', 'liveSeq'] as const;

/** The latest status heard of each device: an answer that arrives older than it is brought up to date. */
const known = new Map<number, LiveStatus>();

type Row = Partial<Device> & { id: number };

/** `row` with `status` written in, or `row` itself when it is not older (`force`: any difference). */
function patchRow<T extends Row>(row: T, status: LiveStatus | undefined, force: boolean): T {
  if (!status || row.id !== status.id) return row;
  const older = force ? LIVE_FIELDS.some((f) => row[f] !== status[f]) : (row.liveSeq ?? -1) < status.liveSeq;
  if (!older) return row;
  const next = { ...row };
  for (const f of LIVE_FIELDS) (next as Record<string, unknown>)[f] = status[f];
  return next;
}

/** A cached answer of the device resource with these statuses written in; the same object when none applies. */
export function patchDevices(data: unknown, statuses: Map<number, LiveStatus>, force = false): unknown {
  if (!data || typeof data !== 'object') return data;
  const rows = (list: Row[]) => {
    let changed = false;
    const out = list.map((r) => {
      const next = r && typeof r === 'object' ? patchRow(r, statuses.get(r.id), force) : r;
      if (next !== r) changed = true;
      return next;
    });
    return changed ? out : list;
  };
  if (Array.isArray(data)) return rows(data as Row[]);
  const record = data as { list?: Row[]; devices?: Row[]; id?: number };
  if (Array.isArray(record.list)) {
    const list = rows(record.list);
    return list === record.list ? data : { ...record, list };
  }
  if (Array.isArray(record.devices)) {
    const devices = rows(record.devices);
    return devices === record.devices ? data : { ...record, devices };
  }
  if (typeof record.id === 'number') return patchRow(record as Row, statuses.get(record.id), force);
  return data;
}

const isDeviceQuery = (query: Query) => query.queryKey[0] === deviceService.name;

/**
 * Writes a status into a cached answer as old as it was: only the live fields are newer, and an
 * answer written as new would count as fresh for the focus-refresh throttle, so that on a busy
 * fleet a list was never read again on a return to the window or by Back (another user's rename or
 * binding stayed unseen).
 */
const keepAge = (query: Query, data: unknown) =>
  queryClient.setQueryData(query.queryKey, data, { updatedAt: query.state.dataUpdatedAt });

function write(statuses: Map<number, LiveStatus>, force: boolean): void {
  for (const query of queryClient.getQueryCache().findAll({ predicate: isDeviceQuery })) {
    const before = query.state.data;
    const after = patchDevices(before, statuses, force);
    if (after !== before) keepAge(query, after);
  }
}

/** The stream opened afresh: the state of every device now. */
export function applySnapshot(snapshot: LiveSnapshot): void {
  known.clear();
  for (const s of snapshot.devices) known.set(s.id, s);
  write(known, true);
  queryClient.setQueryData<LiveSnapshot>(liveKey, snapshot);
}

/** One device changed. */
export function applyStatus(status: LiveStatus): void {
  const before = known.get(status.id);
  if (before && before.liveSeq >= status.liveSeq) return;
  known.set(status.id, status);
  write(new Map([[status.id, status]]), false);
}

// An answer asked for before a change and received after it would show the device as it was:
// each device answer that arrives is brought up to the latest status heard.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type !== 'success' || !isDeviceQuery(event.query) || !known.size) return;
  const data = event.query.state.data;
  const after = patchDevices(data, known);
  if (after !== data) keepAge(event.query, after);
});

// (Loaded by ./hooks.ts once the page has gone quiet: the first connection need not wait again.)
export const liveStream = new LiveStream({ onSnapshot: applySnapshot, onStatus: applyStatus, timing: { quiet: 0 } });

onSessionEnd(() => {
  liveStream.reset();
  known.clear();
});
