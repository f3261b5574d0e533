import type { BehaviorDiagnosis } from '@/schema';
import { behaviorDiagnosisService, worryService } from '@/services/catalogues';
import { defineCatalogue } from './define';

/** /basic-settings/sysBehaviorDiagnosis: behaviours scored 0..maxScore in behaviour assessments. */
export default defineCatalogue<BehaviorDiagnosis>({
  service: behaviorDiagnosisService,
  i18nPrefix: 'catalogue.behaviorDiagnosis',
  fields: [
    { name: 'name', searchOrder: 1 },
    { name: 'worryId', refService: worryService, search: true, searchOrder: 2 },
    { name: 'maxScore' },
    { name: 'description' },
  ],
});
