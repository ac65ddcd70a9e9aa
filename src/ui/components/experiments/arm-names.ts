import { defineMessages } from 'react-intl';
import type { ExperimentArm } from '../../../contracts';

/** The arms of a study as the school and the teacher read them (contracts/experiments.ts). */
export const ARM_NAMES = defineMessages<ExperimentArm>({
  'taught-keys': {
    id: 'experiments.arm.taughtKeys',
    defaultMessage:
      'A: the course as it is (the letters passed in the finger course count in the adaptive practice)',
  },
  'practice-keys': {
    id: 'experiments.arm.practiceKeys',
    defaultMessage: "B: the adaptive practice's own rule (it adds new keys one at a time)",
  },
});
