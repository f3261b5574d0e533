import type { DietaryAdvice } from '@/schema';
import { dietaryAdviceService, worryService } from '@/services/catalogues';
import { defineCatalogue } from './define';

/** /basic-settings/dietary-advice: advice for a worry. */
export default defineCatalogue<DietaryAdvice>({
  service: dietaryAdviceService,
  i18nPrefix: 'catalogue.dietaryAdvice',
  fields: [
    { name: 'title', label: 'catalogue.common.title', searchOrder: 1 },
    { name: 'worryId', refService: worryService, searchOrder: 2 },
    { name: 'content' },
  ],
});
