import type { ParentChildTraining } from '@/schema';
import { gradeGroupService, parentChildTrainingService } from '@/services/catalogues';
import { defineCatalogue } from './define';

/** /basic-settings/parent-child-training: activities a parent does with the child. */
export default defineCatalogue<ParentChildTraining>({
  service: parentChildTrainingService,
  i18nPrefix: 'catalogue.parentChildTraining',
  fields: [
    { name: 'name', searchOrder: 1 },
    { name: 'gradeGroupId', refService: gradeGroupService, searchOrder: 2 },
    { name: 'durationMin' },
    { name: 'content' },
    { name: 'materials', table: false },
  ],
});
