import { type DietaryAdvice, dietaryAdviceSchema } from '@/schema';
import { defineCatalogue } from '../define';

/** /basic-settings/dietary-advice: advice for a worry. */
export default defineCatalogue<DietaryAdvice>(dietaryAdviceSchema, {
  fields: [{ name: 'title', searchOrder: 1 }, { name: 'worryId', searchOrder: 2 }, { name: 'content' }],
});
