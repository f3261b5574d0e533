import type { FollowUpAction } from '@/schema/followUp';
import { type Read, readQuery } from './crud';
import { type CallOptions, get } from './request';

/** The periods Home offers, in weeks (GET /dashboard/overview?weeks=N accepts only these). */
export const OVERVIEW_WEEKS = [4, 12, 26] as const;
export type OverviewWeeks = (typeof OVERVIEW_WEEKS)[number];

/** Whole days, YYYY-MM-DD, both ends included: the lists' date filters take the same form. */
export interface DateRange {
  from: string;
  to: string;
}

export interface AttentionList<T> {
  /** Every child the rule picks and no follow-up hides; `items` holds the first ten. */
  total: number;
  /** Children the rule picks whose entry a follow-up or a snooze hides (src/schema/followUp.ts). */
  hidden?: number;
  items: T[];
  /** The first ten of the `hidden` children, each with what hides it (absent from older servers). */
  hiddenItems?: (T & { hiddenBy: HiddenBy })[];
}

/** The follow-up that hides an entry: followed up on `day`, or snoozed until `day`. */
export interface HiddenBy {
  action: FollowUpAction;
  day: string;
}

/** A headband bound to a child scheduled to train today. */
export interface ScheduledDevice {
  deviceId: number;
  sn: string;
  userId: number;
  name: string;
}

/** GET /dashboard/overview (docs/api.md, dashboard). */
export interface Overview {
  weeks: number;
  today: string;
  period: DateRange;
  previous: DateRange;
  members: { active: number; activeBefore: number; joined: number; joinedBefore: number };
  sessions: {
    total: number;
    totalBefore: number;
    /** Sessions of the period by training type (1 neuro, 2 cognitive, 3 parent-child, 4 brain relax). */
    byType: Record<string, number>;
    weeks: (DateRange & { byType: Record<string, number>; attention: number | null })[];
  };
  /** The period's cognitive assessments by enabled score group, groups by minScore. */
  scoreGroups: { id: number; name: string; color: string; count: number }[];
  /** The period's cognitive assessments whose score no enabled group's range holds. */
  ungroupedScores: number;
  /** Only for the levels that may open the device list. */
  devices?: {
    online: number;
    onlineFrom: string;
    stale: number;
    staleTo: string;
    unbound: number;
    /** Headbands bound to enabled children scheduled today (docs/api.md, dashboard). */
    scheduledToday?: AttentionList<ScheduledDevice>;
  };
  attention: {
    scoreDrop: AttentionList<{ userId: number; name: string; before: number; latest: number; assessTime: string }>;
    idle: AttentionList<{ userId: number; name: string; lastTrainingTime: string }> & { lastTo: string };
    cycleEnding: AttentionList<{
      userId: number;
      name: string;
      cycleNo: number;
      endDate: string;
      planned: number;
      completed: number;
    }>;
  };
}

/** One call for the whole Home page. A 404 means the server offers no overview. */
export const fetchOverview = (weeks: OverviewWeeks, opts?: CallOptions) =>
  get<Overview>('/dashboard/overview', { weeks }, opts);

/** The overview in the cache: every write makes it stale (query.ts EVERY_WRITE_AFFECTS). */
export const overviewQuery = (weeks: OverviewWeeks, read?: Read) =>
  readQuery(['dashboard', 'overview', weeks], (opts) => fetchOverview(weeks, opts), read);
