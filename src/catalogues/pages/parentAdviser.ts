import { type ParentAdviser, parentAdviserSchema } from '@/schema';
import { defineCatalogue } from '../define';

/** /basic-settings/parent-adviser: advice to parents for a diagnosis and score group. */
export default defineCatalogue<ParentAdviser>(parentAdviserSchema, {
  fields: [
    { name: 'title', searchOrder: 1 },
    { name: 'diagnosisId', searchOrder: 2 },
    { name: 'scoreGroupId', searchOrder: 3 },
    { name: 'content' },
  ],
});
