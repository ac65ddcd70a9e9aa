import { and, eq, isNull } from 'drizzle-orm';
import { BLOG_ARTICLES } from '../../content/site/blog-articles';
import { blogArticles } from './schema';
import type { Database } from './database';

/**
 * Blog articles the home page lists, by the spec's slugs. Seeded at start without overwriting: the site's
 * articles (written later) update these rows. Covers come with the articles.
 */
export const BLOG_SEED: (typeof blogArticles.$inferInsert)[] = [
  {
    slug: 'kids-typing',
    title: 'Typing for kids: how children learn to type with games',
    description: 'When to start, how long to practise, and why short playful sessions beat long drills.',
    publishedAt: new Date('2026-01-12T08:00:00Z'),
  },
  {
    slug: 'finger-placement-for-typing',
    title: 'Finger placement for typing: the home row and each finger’s keys',
    description: 'Where each finger rests, which keys it reaches, and how the F and J bumps guide you home.',
    publishedAt: new Date('2026-01-05T08:00:00Z'),
  },
  {
    slug: 'touch-typing',
    title: 'What is touch typing, and why learn it?',
    description: 'Typing without looking at the keys: what it is, what it changes, and how long it takes.',
    publishedAt: new Date('2025-12-29T08:00:00Z'),
  },
  {
    slug: 'speed',
    title: 'How to type faster without losing accuracy',
    description:
      'Why accuracy comes first, how WPM is counted, and the practice that really raises your speed.',
    publishedAt: new Date('2025-12-22T08:00:00Z'),
  },
  {
    slug: 'tips-for-typing',
    title: '10 tips for better typing',
    description: 'Posture, rhythm, breaks and the small habits that make typing easier every day.',
    publishedAt: new Date('2025-12-15T08:00:00Z'),
  },
  {
    slug: 'learn',
    title: 'Learn to type in 30 days: a day-by-day plan',
    description: 'A plan of short daily lessons over 30 days, from the fingering to typing without looking.',
    publishedAt: new Date('2025-12-08T08:00:00Z'),
  },
  {
    slug: 'typing-software',
    title: 'Choosing typing software for your family or class',
    description: 'What to look for in a typing tutor: lessons, games, reports and a safe place for children.',
    publishedAt: new Date('2025-12-01T08:00:00Z'),
  },
];

/** Inserts the seed rows that are missing. */
export async function seedDatabase(db: Database): Promise<void> {
  await db.insert(blogArticles).values(BLOG_SEED).onConflictDoNothing();
  // Rows seeded before the articles had covers get theirs (a cover set by hand is kept).
  for (const article of BLOG_ARTICLES) {
    await db
      .update(blogArticles)
      .set({ cover: article.cover })
      .where(and(eq(blogArticles.slug, article.slug), isNull(blogArticles.cover)));
  }
}
