import { type BehaviorDiagnosis, behaviorDiagnosisSchema } from '@/schema';
import { defineCatalogue } from '../define';

/** /basic-settings/sysBehaviorDiagnosis: behaviours scored 0..maxScore in behaviour assessments. */
export default defineCatalogue<BehaviorDiagnosis>(behaviorDiagnosisSchema, {
  fields: [
    { name: 'name', searchOrder: 1 },
    { name: 'worryId', search: true, searchOrder: 2 },
    { name: 'maxScore' },
    { name: 'description' },
  ],
});
