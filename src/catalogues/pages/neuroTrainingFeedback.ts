import { type NeuroTrainingFeedback, neuroTrainingFeedbackSchema } from '@/schema';
import { defineCatalogue } from '../define';

/** /basic-settings/neuro-training-feedback: feedback after a neuro session, by score range. */
export default defineCatalogue<NeuroTrainingFeedback>(neuroTrainingFeedbackSchema, {
  fields: [{ name: 'name' }, { name: 'minScore' }, { name: 'maxScore' }, { name: 'content' }],
});
