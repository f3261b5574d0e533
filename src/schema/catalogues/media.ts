import type { BaseRow, ResourceSchema, Status } from '../types';

/** Music categories: 1 relax, 2 focus, 3 sleep. */
export const MUSIC_CATEGORIES = [1, 2, 3] as const;
export type MusicCategory = (typeof MUSIC_CATEGORIES)[number];

export type AnimateBehaviorType = BaseRow & {
  name: string;
  description: string;
  status: Status;
  sort: number;
};

export const animateBehaviorTypeSchema: ResourceSchema = {
  name: 'sysAnimateBehaviorType',
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'animate-behavior-type', menu: 110 }] },
  fields: {
    name: { kind: 'string', required: true, max: 32, unique: true, filter: 'like', sortable: true },
    description: { kind: 'text', max: 500 },
  },
};

export type Animate = BaseRow & {
  name: string;
  behaviorTypeId: number;
  fileUrl: string;
  coverUrl: string;
  durationSec: number;
  status: Status;
  sort: number;
  /** Derived (read only). */
  behaviorTypeName?: string | null;
};

export const animateSchema: ResourceSchema = {
  name: 'sysAnimate',
  derived: { behaviorTypeName: 'behaviorTypeId' },
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'animate', menu: 100 }] },
  fields: {
    name: { kind: 'string', required: true, max: 64, filter: 'like', sortable: true },
    behaviorTypeId: { kind: 'ref', ref: 'sysAnimateBehaviorType', required: true, filter: 'eq', sortable: true },
    fileUrl: { kind: 'url', required: true, max: 500 },
    coverUrl: { kind: 'url', max: 500 },
    durationSec: { kind: 'int', required: true, min: 1, max: 3600, sortable: true },
  },
};

export type Music = BaseRow & {
  name: string;
  author: string;
  fileUrl: string;
  durationSec: number;
  category: MusicCategory;
  status: Status;
  sort: number;
};

export const musicSchema: ResourceSchema = {
  name: 'sysMusic',
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'music', menu: 120 }] },
  fields: {
    name: { kind: 'string', required: true, max: 64, filter: 'like', sortable: true },
    author: { kind: 'string', max: 64, filter: 'like', sortable: true },
    fileUrl: { kind: 'url', required: true, max: 500 },
    durationSec: { kind: 'int', required: true, min: 1, max: 7200, sortable: true },
    category: { kind: 'enum', required: true, values: MUSIC_CATEGORIES, filter: 'eq', sortable: true },
  },
};

export type BrainRelax = BaseRow & {
  name: string;
  musicId: number;
  durationSec: number;
  guide: string;
  status: Status;
  sort: number;
  /** Derived (read only). */
  musicName?: string | null;
};

export const brainRelaxSchema: ResourceSchema = {
  name: 'sysBrainRelax',
  derived: { musicName: 'musicId' },
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'brain-relax', menu: 140 }] },
  fields: {
    name: { kind: 'string', required: true, max: 64, filter: 'like', sortable: true },
    musicId: { kind: 'ref', ref: 'sysMusic', required: true, filter: 'eq', sortable: true },
    durationSec: { kind: 'int', required: true, min: 1, max: 7200, sortable: true },
    guide: { kind: 'text', max: 2000 },
  },
};
