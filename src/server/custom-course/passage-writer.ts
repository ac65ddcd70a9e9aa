import type { FastifyBaseLogger } from 'fastify';
import { contentPassageWriter, wordsForTheme } from '../../content/adaptive';
import { modelPassageRefusal } from '../../content/safety';
import { themedPassage, type PassageJudge, type PassageWriter, type ThemedPassage } from '../../engine';
import type { Env } from '../env';

/** What the model is asked: a short passage for a child, from the allowed characters only. */
export function passagePrompt(theme: string, unlockedChars: readonly string[], focus: string): string {
  const letters = unlockedChars.filter((char) => char !== ' ').join(' ');
  return [
    `Write a short, cheerful typing exercise for a child about "${theme}".`,
    `Use ONLY these characters: ${letters} and spaces. No other letters, no digits, no punctuation, no capitals`,
    `unless listed. Use as many words containing "${focus}" as you can.`,
    'Between 20 and 40 words. Answer with the exercise text only.',
  ].join(' ');
}

type Fetch = typeof fetch;

/**
 * A passage writer behind an OpenAI-compatible chat-completions endpoint (PASSAGE_WRITER_URL, _MODEL,
 * _API_KEY). Undefined when none is configured: the built-in offline writer then serves every passage. Its
 * answers are never trusted: `themedPassage` tidies and checks them, and falls back to the offline writer.
 */
export function modelPassageWriter(env: Env, fetchImpl: Fetch = fetch): PassageWriter | undefined {
  const base = env.PASSAGE_WRITER_URL;
  const model = env.PASSAGE_WRITER_MODEL;
  if (!base || !model) return undefined;
  const url = `${base.replace(/\/+$/, '')}/chat/completions`;
  return {
    async generateThemedPassage(theme, unlockedChars, focus) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(env.PASSAGE_WRITER_API_KEY ? { authorization: `Bearer ${env.PASSAGE_WRITER_API_KEY}` } : {}),
        },
        body: JSON.stringify({
          model,
          temperature: 0.7,
          max_tokens: 300,
          messages: [
            { role: 'system', content: 'You write short typing exercises for children learning to type.' },
            { role: 'user', content: passagePrompt(theme, unlockedChars, focus) },
          ],
        }),
        signal: AbortSignal.timeout(env.PASSAGE_WRITER_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`passage writer answered ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Error('passage writer gave no text');
      return content;
    },
  };
}

/**
 * The model's answer as written, judged by the content's safety rules (src/content/safety): no refused word, no
 * web address, no name-like capitalised word outside the theme, at least 80 % real words. The theme's words and
 * the words of the theme's own name count as real.
 */
export const judgeModelPassage: PassageJudge = (raw, theme) =>
  modelPassageRefusal(raw, [...(wordsForTheme(theme) ?? []), theme]);

/** How often each reason refused a model's passage since the server started: counts only, never a passage. */
const refusals = new Map<string, number>();

/** The counts of refused model passages by reason (`refused-word`, `url`, `name`, `few-real-words`, ...). */
export function passageRefusalCounts(): Readonly<Record<string, number>> {
  return Object.fromEntries(refusals);
}

/**
 * A checked themed passage: the model's when configured and acceptable, else the built-in writer's. A refusal
 * is counted by its reason and the counts are logged (never the passage: it was written for a child).
 */
export async function writeThemedPassage(
  writer: PassageWriter | undefined,
  theme: string,
  unlockedChars: readonly string[],
  focus: string,
  seed: number,
  log?: FastifyBaseLogger,
): Promise<ThemedPassage> {
  const written = await themedPassage(
    writer,
    contentPassageWriter(seed),
    theme,
    unlockedChars,
    focus,
    judgeModelPassage,
  );
  if (written.refused !== undefined) {
    refusals.set(written.refused, (refusals.get(written.refused) ?? 0) + 1);
    log?.info({ passageRefusals: passageRefusalCounts() }, `model passage refused: ${written.refused}`);
  }
  return written;
}
