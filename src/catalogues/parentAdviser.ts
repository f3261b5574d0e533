import type { ParentAdviser } from '@/schema';
import { behaviorDiagnosisService, parentAdviserService, scoreGroupService } from '@/services/catalogues';
import { defineCatalogue } from './define';

/** /basic-settings/parent-adviser: advice to parents for a diagnosis and score group. */
export default defineCatalogue<ParentAdviser>({
  service: parentAdviserService,
  i18nPrefix: 'catalogue.parentAdviser',
  fields: [
    { name: 'title', label: 'catalogue.common.title', searchOrder: 1 },
    { name: 'diagnosisId', refService: behaviorDiagnosisService, searchOrder: 2 },
    { name: 'scoreGroupId', refService: scoreGroupService, searchOrder: 3 },
    { name: 'content' },
  ],
});
