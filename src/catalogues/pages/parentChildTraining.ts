import { type ParentChildTraining, parentChildTrainingSchema } from '@/schema';
import { defineCatalogue } from '../define';

/** /basic-settings/parent-child-training: activities a parent does with the child. */
export default defineCatalogue<ParentChildTraining>(parentChildTrainingSchema, {
  fields: [
    { name: 'name', searchOrder: 1 },
    { name: 'gradeGroupId', searchOrder: 2 },
    { name: 'durationMin' },
    { name: 'content' },
    { name: 'materials', table: false },
  ],
});
