import { z } from 'zod';
import { CharacterScopePayloadSchema } from './attempt';
import type { ApiRoute } from './http';

/**
 * GET /practice/keys: the keys a character has unlocked in the adaptive practice, as the server knows them from
 * the adaptive sessions it stored (any device). A client keeps the union of these and its own: no key is ever
 * locked again. Empty for a character that has not finished an adaptive session.
 */
export const AdaptiveKeysSchema = z.object({
  /** In unlocking order (the finger course's letter order). */
  unlocked: z.array(z.string().min(1).max(8)),
  /**
   * Whether the letters passed in the finger course count as unlocked too (the course as it is). False for a
   * student whose class is in the study's `practice-keys` arm (contracts/experiments.ts): the practice's own rule
   * alone. Absent from an older server: true.
   */
  taughtKeys: z.boolean().optional(),
});
export type AdaptiveKeysAnswer = z.infer<typeof AdaptiveKeysSchema>;

/** The adaptive practice's unlocked keys. Part of the API table (`API_ROUTES` in api.ts). @see docs/API.md */
export const ADAPTIVE_ROUTES = {
  adaptiveKeys: {
    method: 'GET',
    path: '/practice/keys',
    auth: 'user',
    payload: CharacterScopePayloadSchema,
    answer: AdaptiveKeysSchema,
  },
} as const satisfies Record<string, ApiRoute>;
