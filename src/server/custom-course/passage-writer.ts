import { contentPassageWriter } from '../../content/adaptive';
import { themedPassage, type PassageWriter, type ThemedPassage } from '../../engine';
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

/** A checked themed passage: the model's when configured and acceptable, else the built-in writer's. */
export function writeThemedPassage(
  writer: PassageWriter | undefined,
  theme: string,
  unlockedChars: readonly string[],
  focus: string,
  seed: number,
): Promise<ThemedPassage> {
  return themedPassage(writer, contentPassageWriter(seed), theme, unlockedChars, focus);
}
