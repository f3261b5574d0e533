import { cognitiveTrainingPage } from './cognitiveTraining';

/** /basic-settings/cognitive/training1: cognitive trainings of type 1. */
export default cognitiveTrainingPage(1);
