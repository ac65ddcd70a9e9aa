/**
 * The product pages' paths (spec section 2.1): each edition has its own route set, and each route presents one
 * practice kind. Apart from the kinds' texts (products.ts) so that the app's routes, in the first page's code, take
 * only the paths.
 */
import type { Edition } from '../catalogue';

/** The practice kinds the navigation names. */
export type PracticeKind =
  | 'finger'
  | 'adaptive'
  | 'game'
  | 'pinyin'
  | 'chinese'
  | 'english'
  | 'vocabulary'
  | 'literature'
  | 'code'
  | 'numpad';

/** A product page: its path and the practice kind it presents. */
export interface ProductRoute {
  path: string;
  kind: PracticeKind;
}

/** The two route sets of spec section 2.1, in the order the navigation lists them. */
export const PRODUCT_ROUTES: Readonly<Record<Edition, readonly ProductRoute[]>> = {
  cn: [
    { path: '/product/fingering-practice', kind: 'finger' },
    { path: '/product/ai-custom-practice', kind: 'adaptive' },
    { path: '/product/typing-game', kind: 'game' },
    { path: '/product/pinyin-typing', kind: 'pinyin' },
    { path: '/product/chinese-typing', kind: 'chinese' },
    { path: '/product/english-typing', kind: 'english' },
    { path: '/product/code-typing', kind: 'code' },
    { path: '/product/numpad-typing', kind: 'numpad' },
  ],
  global: [
    { path: '/product/finger-placement', kind: 'finger' },
    { path: '/product/vocabulary-builder', kind: 'vocabulary' },
    { path: '/product/typing-literature', kind: 'literature' },
    { path: '/product/chinese-typing', kind: 'chinese' },
    { path: '/product/typing-coding', kind: 'code' },
    { path: '/product/typing-number', kind: 'numpad' },
    { path: '/product/typing-game', kind: 'game' },
    { path: '/product/typing-ai-custom', kind: 'adaptive' },
  ],
};

/** The product page of a path in an edition, or undefined when that edition has no such page. */
export function productRoute(edition: Edition, path: string): ProductRoute | undefined {
  const normalised = path.replace(/\/+$/, '');
  return PRODUCT_ROUTES[edition].find((route) => route.path === normalised);
}
