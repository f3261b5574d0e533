/** The follow-up resource's name (its other texts load with the pages that use them: ./features.ts). */
export default {
  'followUp.title': 'Follow-up',
};
