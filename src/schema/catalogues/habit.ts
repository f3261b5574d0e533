import type { BaseRow, ResourceSchema, Status } from '../types';

export type Habit = BaseRow & { name: string; description: string; status: Status; sort: number };

export const habitSchema: ResourceSchema = {
  name: 'sysHabit',
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'habit', menu: 215 }] },
  fields: {
    name: { kind: 'string', required: true, max: 32, unique: true, filter: 'like', sortable: true },
    description: { kind: 'text', max: 500 },
  },
};
