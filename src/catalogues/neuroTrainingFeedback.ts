import type { NeuroTrainingFeedback } from '@/schema';
import { neuroTrainingFeedbackService } from '@/services/catalogues';
import { defineCatalogue } from './define';

/** /basic-settings/neuro-training-feedback: feedback after a neuro session, by score range. */
export default defineCatalogue<NeuroTrainingFeedback>({
  service: neuroTrainingFeedbackService,
  i18nPrefix: 'catalogue.neuroTrainingFeedback',
  fields: [{ name: 'name', searchOrder: 1 }, { name: 'minScore' }, { name: 'maxScore' }, { name: 'content' }],
});
