import { describe, expect, it } from 'vitest';
import { ApiErrorBodySchema, ERROR_CATALOGUE } from '../contracts';
import { errorBody } from './errors';

describe('errorBody', () => {
  it("without a language: the catalogue's status and English message, and no details key", () => {
    const body = errorBody('UNAUTHORIZED', null);
    expect(body).toStrictEqual({
      statusCode: 401,
      message: ERROR_CATALOGUE.UNAUTHORIZED.message,
      errorCode: 'UNAUTHORIZED',
    });
    expect(ApiErrorBodySchema.parse(body)).toEqual(body);
  });

  it("in a language: the bundle's message, with the details given", () => {
    expect(errorBody('RATE_LIMITED', 'CHS', { retryAfterSeconds: 30 })).toStrictEqual({
      statusCode: ERROR_CATALOGUE.RATE_LIMITED.status,
      message: '尝试次数过多，请稍后再试',
      errorCode: 'RATE_LIMITED',
      details: { retryAfterSeconds: 30 },
    });
  });
});
