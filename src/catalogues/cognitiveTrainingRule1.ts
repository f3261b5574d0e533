import { cognitiveTrainingRulePage } from './cognitiveTrainingRule';

/** /basic-settings/cognitive/training-rule1: rules giving cognitive trainings of type 1. */
export default cognitiveTrainingRulePage(1);
