import { cognitiveTrainingPage } from './cognitiveTraining';

/** /basic-settings/cognitive/training2: cognitive trainings of type 2. */
export default cognitiveTrainingPage(2);
