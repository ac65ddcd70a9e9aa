import { z } from 'zod';

/**
 * GET /practice/keys: the keys a character has unlocked in the adaptive practice, as the server knows them from
 * the adaptive sessions it stored (any device). A client keeps the union of these and its own: no key is ever
 * locked again. Empty for a character that has not finished an adaptive session.
 */
export const AdaptiveKeysSchema = z.object({
  /** In unlocking order (the finger course's letter order). */
  unlocked: z.array(z.string().min(1).max(8)),
});
export type AdaptiveKeysAnswer = z.infer<typeof AdaptiveKeysSchema>;
