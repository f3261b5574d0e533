import { type EfficientOperation, efficientOperationSchema } from '@/schema';
import { defineCatalogue } from '../define';

/** /basic-settings/efficient-operation: homework-efficiency tips for a grade group. */
export default defineCatalogue<EfficientOperation>(efficientOperationSchema, {
  fields: [{ name: 'title', searchOrder: 1 }, { name: 'gradeGroupId', searchOrder: 2 }, { name: 'content' }],
});
