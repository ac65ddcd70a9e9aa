/**
 * Whether a lesson slug belongs to the pinyin or Chinese courses (whose lessons load with
 * src/content/chinese/index.ts). Tiny and data-free, so a page or the server can tell which module to load.
 */
export function isChineseLessonSlug(slug: string): boolean {
  return /^(pinyin|chinese)(-hant)?-/.test(slug);
}
