import { describe, expect, it } from 'vitest';
import { PasswordSchema, UsernameSchema, VerificationCodeSchema } from '../../contracts';
import { catalogueMessage, fieldError } from './form-errors';

describe('field errors', () => {
  it('says "required" for an empty required field, not what a filled-in value should look like', () => {
    expect(fieldError(UsernameSchema, '')).toBe('FIELD_REQUIRED');
    expect(fieldError(UsernameSchema, '   ')).toBe('FIELD_REQUIRED');
    expect(fieldError(PasswordSchema, '')).toBe('FIELD_REQUIRED');
    expect(fieldError(VerificationCodeSchema, '')).toBe('FIELD_REQUIRED');
    expect(catalogueMessage('FIELD_REQUIRED').defaultMessage).toBe('This field is required');
  });

  it('names the rule a filled-in value breaks', () => {
    expect(fieldError(UsernameSchema, 'a b!')).toBe('USERNAME_INVALID');
    expect(fieldError(UsernameSchema, 'maple_kid')).toBeNull();
  });
});
