import { eq } from 'drizzle-orm';
import { SCHOOL_LOGO_MAX_BYTES } from '../../contracts';
import type { Executor } from '../db/database';
import { fail } from '../errors';
import { schools } from './schema';

/** PNG's and JPEG's first bytes: a logo is one of the two, whatever its data URL says. */
const SIGNATURES: Record<'png' | 'jpeg', number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
};

/** A logo as stored: a data URL of a PNG or JPEG of at most SCHOOL_LOGO_MAX_BYTES, else SCHOOL_LOGO_INVALID. */
export function checkedLogo(dataUrl: string): string {
  const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl.trim());
  if (!match) throw fail('SCHOOL_LOGO_INVALID');
  const kind = match[1] as 'png' | 'jpeg';
  const bytes = Buffer.from(match[2]!, 'base64');
  const signature = SIGNATURES[kind];
  if (bytes.length > SCHOOL_LOGO_MAX_BYTES || !signature.every((byte, index) => bytes[index] === byte))
    throw fail('SCHOOL_LOGO_INVALID');
  return `data:image/${kind};base64,${bytes.toString('base64')}`;
}

/** Sets the school's logo (an empty value removes it). */
export async function setSchoolLogo(
  db: Executor,
  schoolId: number,
  dataUrl: string,
): Promise<{ hasLogo: boolean }> {
  const logo = dataUrl.trim() === '' ? null : checkedLogo(dataUrl);
  await db.update(schools).set({ logo }).where(eq(schools.id, schoolId));
  return { hasLogo: logo !== null };
}
