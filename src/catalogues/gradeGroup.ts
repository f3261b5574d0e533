import type { GradeGroup } from '@/schema';
import { gradeGroupService } from '@/services/catalogues';
import { defineCatalogue } from './define';

/** /basic-settings/group (Grade Management > GradeGroup): age bands, minAge <= maxAge. */
export default defineCatalogue<GradeGroup>({
  service: gradeGroupService,
  i18nPrefix: 'catalogue.gradeGroup',
  fields: [{ name: 'name', searchOrder: 1 }, { name: 'minAge' }, { name: 'maxAge' }],
});
