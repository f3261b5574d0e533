import type { EfficientOperation } from '@/schema';
import { efficientOperationService, gradeGroupService } from '@/services/catalogues';
import { defineCatalogue } from './define';

/** /basic-settings/efficient-operation: homework-efficiency tips for a grade group. */
export default defineCatalogue<EfficientOperation>({
  service: efficientOperationService,
  i18nPrefix: 'catalogue.efficientOperation',
  fields: [
    { name: 'title', label: 'catalogue.common.title', searchOrder: 1 },
    { name: 'gradeGroupId', refService: gradeGroupService, searchOrder: 2 },
    { name: 'content' },
  ],
});
