import { eq } from 'drizzle-orm';
import type { AdaptiveKeysAnswer } from '../../contracts';
import { adaptiveKeyOrder } from '../../content/adaptive';
import { FINGER_COURSE_LETTER_ORDER, initialUnlockedKeys } from '../../engine';
import type { ServerContext } from '../context';
import { adaptiveChars } from '../attempt/schema';
import { lessonLayout, ownCharacter } from '../character/service';
import { countsTaughtKeys } from '../experiments/service';

/**
 * The keys unlocked by adaptive sessions whose texts are `texts`. The practice adds keys one at a time in the
 * finger course's order and writes every session from unlocked keys only, so the unlocked keys are the order's
 * first keys up to the furthest letter any session contained (never fewer than a new learner starts with).
 * Empty when no session was typed.
 */
export function unlockedKeysOfTexts(
  texts: readonly string[],
  order: readonly string[] = FINGER_COURSE_LETTER_ORDER,
): string[] {
  if (texts.length === 0) return [];
  const initial = initialUnlockedKeys(order);
  let furthest = initial.length - 1;
  for (const text of texts) {
    for (const char of new Set(text.toLowerCase())) furthest = Math.max(furthest, order.indexOf(char));
  }
  return order.slice(0, furthest + 1);
}

/**
 * GET /practice/keys: the character's unlocked adaptive keys, derived from its finished adaptive lessons (the
 * course's generated and themed sessions; a teacher's pasted word list may use keys not unlocked, so it does not
 * count). The same answer on every device: a key unlocked on one is unlocked on all. With it, whether the letters
 * passed in the finger course count too: not in a class of the study's `practice-keys` arm (experiments/).
 */
export async function getAdaptiveKeys(
  context: ServerContext,
  userId: number,
  characterId: number,
): Promise<AdaptiveKeysAnswer> {
  const character = await ownCharacter(context.db, userId, characterId);
  // Keys unlock in the order of the finger course on the character's layout.
  // (its class's layout when a class sets one).
  const order = adaptiveKeyOrder(await lessonLayout(context, character));
  // The characters of the finished adaptive lessons, kept with each attempt (adaptive_chars).
  const rows = await context.db
    .select({ char: adaptiveChars.char })
    .from(adaptiveChars)
    .where(eq(adaptiveChars.characterId, characterId));
  return {
    unlocked: unlockedKeysOfTexts(rows.length > 0 ? [rows.map((row) => row.char).join('')] : [], order),
    // A class in the study's `practice-keys` arm practises with the adaptive practice's own rule alone.
    taughtKeys: await countsTaughtKeys(context.db, characterId),
  };
}
