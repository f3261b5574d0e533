import type { Grade } from '@/schema';
import { gradeGroupService, gradeService } from '@/services/catalogues';
import { defineCatalogue } from './define';

/** /basic-settings/grade (Grade Management > Grade): school grades, each in a grade group. */
export default defineCatalogue<Grade>({
  service: gradeService,
  i18nPrefix: 'catalogue.grade',
  fields: [
    { name: 'name', searchOrder: 1 },
    { name: 'gradeGroupId', refService: gradeGroupService, searchOrder: 2 },
  ],
});
