/**
 * The headbands' live status on the wire (docs/api.md, live device status), shared by the mock
 * backend and the console. Pure TypeScript with relative imports only: mock/ imports it.
 */
import type { Online } from './device';

/** Server-Sent Events of the devices' status: one connection per tab, authorised like every call. */
export const DEVICE_STREAM_PATH = '/dataDevice/stream';

/** Every device's status now, with the id of the last event it includes: the catch-up call. */
export const DEVICE_LIVE_PATH = '/dataDevice/live';

/**
 * Event types. `snapshot` (data: LiveSnapshot) opens a stream the server cannot resume (no
 * Last-Event-ID, or one it no longer has); `status` (data: LiveStatus) is one device's change.
 */
export const STREAM_EVENT = { snapshot: 'snapshot', status: 'status' } as const;

/** The server writes a comment line at least this often, so a silent connection is a dead one. */
export const STREAM_PING_MS = 15_000;

/** One device's reported state, as the device rows carry it. */
export interface LiveStatus {
  id: number;
  online: Online;
  battery: number;
  signal: number;
  lastOnlineTime: string | null;
  /** The change's sequence number (its event id's last part); 0 before any change. */
  liveSeq: number;
}

/** Every device's state at one event id. */
export interface LiveSnapshot {
  /** The id a stream resumes after (`Last-Event-ID`). */
  eventId: string;
  devices: LiveStatus[];
}
