import { z } from 'zod';

// The catalogue has no zod in it, so that a screen which only names an error does not load zod.
export * from './error-catalogue';

/**
 * An error answer. `details` is optional: field problems for PARAMETER_ERROR, seconds to wait for
 * RATE_LIMITED and CODE_RESEND_TOO_SOON.
 */
export const ApiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  errorCode: z.string(),
  details: z
    .object({
      fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      retryAfterSeconds: z.number().optional(),
    })
    .optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
