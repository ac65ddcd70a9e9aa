import { z } from 'zod';
import type { ApiRoute } from './http';
import { ExportFileSchema } from './exports';
import { FormBooleanSchema, IdSchema, optionalField, withDevice } from './form';
import { GroupScopePayloadSchema } from './groups';

/**
 * A study of the course (docs/EVIDENCE.md, "The experiment"): a school's administrator puts a whole class (never a
 * single child) in one arm of the course, with the school's consent; the server applies the arm to every student
 * of the class and records it with each of their attempts; the school downloads its studies' keystroke logs,
 * anonymised, for the pre-registered analysis. @see docs/PRIVACY.md, "Research"
 */

/**
 * The arms: `taught-keys` is the course as it is (the letters a student passed in the finger course count as
 * unlocked in the adaptive practice); `practice-keys` is the adaptive practice's own rule alone (it adds keys one
 * at a time, whatever the finger course taught). The efficacy bench compares the same two (its `courseKeys`).
 */
export const EXPERIMENT_ARMS = ['taught-keys', 'practice-keys'] as const;
export type ExperimentArm = (typeof EXPERIMENT_ARMS)[number];

/** A class's study: its arm and when it was put in it; both null when the class is in no study. */
export const ClassExperimentSchema = z.object({
  groupId: z.number().int(),
  arm: z.enum(EXPERIMENT_ARMS).nullable(),
  startedAt: z.string().nullable(),
});
export type ClassExperiment = z.infer<typeof ClassExperimentSchema>;

/**
 * Puts a class of the school in an arm (or out of its study when `arm` is left out). Setting an arm needs
 * `consent` ticked: the school has the consent its rules ask for (the parents', for children) to this study.
 */
export const SetClassExperimentPayloadSchema = withDevice({
  characterId: IdSchema,
  groupId: IdSchema,
  arm: optionalField(z.enum(EXPERIMENT_ARMS)),
  consent: optionalField(FormBooleanSchema),
});
export type SetClassExperimentPayload = z.infer<typeof SetClassExperimentPayloadSchema>;

/** The school's research export: its administrator character. */
export const ResearchExportPayloadSchema = withDevice({ characterId: IdSchema });

/** Studies and the research export. Part of the API table (`API_ROUTES` in api.ts). @see docs/API.md */
export const EXPERIMENT_ROUTES = {
  classExperiment: {
    method: 'GET',
    path: '/group/experiment',
    auth: 'user',
    payload: GroupScopePayloadSchema,
    answer: ClassExperimentSchema,
  },
  setClassExperiment: {
    method: 'POST',
    path: '/school/class/experiment',
    auth: 'user',
    payload: SetClassExperimentPayloadSchema,
    answer: ClassExperimentSchema,
  },
  researchExport: {
    method: 'GET',
    path: '/school/research-export',
    auth: 'user',
    payload: ResearchExportPayloadSchema,
    answer: ExportFileSchema,
  },
} as const satisfies Record<string, ApiRoute>;
