import type { LocalizedText } from '../types';

/** A public-domain text (or a retelling of one written for KeyQuest) for the typing literature course. */
export interface LiteraryWork {
  /** Base of its pages' lesson slugs: `${slug}-1`, `${slug}-2`, … */
  slug: string;
  title: LocalizedText;
  /** As published, not translated. */
  author: string;
  /** Year of first publication. */
  year: number;
  /** Where in the work the text comes from, in English ("Chapter 1, Down the Rabbit-Hole"). */
  source: string;
  form: 'prose' | 'verse';
  /** True for our retellings of old tales (Aesop, the Grimms); false for the original words. */
  retold: boolean;
  text: string;
}

/** A typing page of a work: the text of one lesson. */
export interface LiteraturePage {
  /** Lesson slug. */
  slug: string;
  work: LiteraryWork;
  /** 1-based page number within the work, and the work's page count. */
  page: number;
  pages: number;
  text: string;
}
