import { describe, expect, it } from 'vitest';
import CHS from '../../../locales/CHS.json';
import CHT from '../../../locales/CHT.json';
import ENG from '../../../locales/ENG.json';
import JA from '../../../locales/JA.json';
import MSA from '../../../locales/MSA.json';
import {
  PasswordSchema,
  USERNAME_MAX,
  USERNAME_MIN,
  UsernameSchema,
  VerificationCodeSchema,
} from '../../contracts';
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

  it('tells a username that is too short or too long its length, in every language', () => {
    expect(fieldError(UsernameSchema, 'ab')).toBe('USERNAME_INVALID');
    expect(fieldError(UsernameSchema, 'a'.repeat(USERNAME_MAX + 1))).toBe('USERNAME_INVALID');
    expect(catalogueMessage('USERNAME_INVALID').defaultMessage).toContain(
      `${USERNAME_MIN} to ${USERNAME_MAX}`,
    );
    for (const bundle of [ENG, CHS, CHT, MSA, JA]) {
      const text = bundle['error.USERNAME_INVALID'];
      expect(text).toContain(String(USERNAME_MIN));
      expect(text).toContain(String(USERNAME_MAX));
    }
  });
});
