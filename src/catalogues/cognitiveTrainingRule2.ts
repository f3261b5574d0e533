import { cognitiveTrainingRulePage } from './cognitiveTrainingRule';

/** /basic-settings/cognitive/training-rule2: rules giving cognitive trainings of type 2. */
export default cognitiveTrainingRulePage(2);
