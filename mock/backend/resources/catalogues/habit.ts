import { habitSchema } from '../../../../src/schema/catalogues/habit';
import type { ResourceDef } from '../../resource';
import { catalogue } from '../helpers';

export const habits: ResourceDef = {
  schema: habitSchema,
  label: { zh: '好习惯', en: 'habit' },
  seed: () => catalogue([{ name: '按时睡觉', description: '每晚九点前上床。' }]),
};
