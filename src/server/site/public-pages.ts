/**
 * What the server writes into the HTML of the public pages, so search engines and link previews see them
 * before any script runs: the title, description and keywords of each page, and its main text (spec section
 * 2.8 for lessons, issue 5 for the rest). The app renders the same pages in the browser.
 */
import type { Edition, LocaleCode } from '../../contracts';
import { FINGER_COURSE } from '../../content/finger-course';
import { localize } from '../../content/localize';
import { BLOG_ARTICLES, blogArticle, blogText } from '../../content/site/blog-articles';
import { PROMISE_EVIDENCE } from '../../content/site/evidence';
import { FAQ, privacyOf, termsOf } from '../../content/site/help';
import { PRACTICE_KINDS, PRODUCT_ROUTES, productRoute } from '../../content/site/products';
import { videoLesson, videoLessons, videoPageTitle } from '../../content/site/video-course';
import CHS from '../../../locales/CHS.json';
import CHT from '../../../locales/CHT.json';
import ENG from '../../../locales/ENG.json';
import JA from '../../../locales/JA.json';
import MSA from '../../../locales/MSA.json';

const BUNDLES: Record<LocaleCode, Record<string, string>> = { ENG, CHS, CHT, MSA, JA };

export interface PublicPage {
  title: string;
  description: string;
  keywords?: string;
  /** The page's main content as HTML (our own text, escaped; blog bodies are our own articles). */
  body: string;
  /** 404 for a path the site knows as a family (a video lesson, an article) but whose slug does not exist. */
  status: 200 | 404;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A message of the app's bundles with {name} placeholders filled (plain ones only: enough for titles). */
function message(language: LocaleCode, id: string, values: Record<string, string | number> = {}): string {
  const text = BUNDLES[language][id] ?? BUNDLES.ENG[id] ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

const pageTitle = (language: LocaleCode, title: string) => message(language, 'site.pageTitle', { title });
const h1 = (text: string) => `<h1>${escapeHtml(text)}</h1>`;
const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const link = (href: string, text: string) => `<li><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></li>`;

/** The not-found page's text, answered with HTTP 404. */
export function notFound(language: LocaleCode): PublicPage {
  const text = message(language, 'notFound.message');
  return {
    title: pageTitle(language, message(language, 'notFound.title')),
    description: text,
    body: `${h1('404')}${p(text)}`,
    status: 404,
  };
}

type Translate = (id: string, values?: Record<string, string | number>) => string;
/** What a page is made from: the edition, the language and its messages, the path (clean of a query). */
interface PageRequest {
  edition: Edition;
  language: LocaleCode;
  t: Translate;
  path: string;
}

/** A page of the site, titled `title` in the page-title pattern. */
function page(
  language: LocaleCode,
  parts: { title: string; description: string; keywords: string; body: string },
): PublicPage {
  return { ...parts, title: pageTitle(language, parts.title), status: 200 };
}

function homePage({ edition, language, t }: PageRequest): PublicPage {
  // The promise's figures from the efficacy bench (docs/EVIDENCE.md), written as the app writes them.
  const headline = t(edition === 'cn' ? 'site.home.headlineCn' : 'site.home.headline', {
    share: `${Math.round(PROMISE_EVIDENCE.typed25 * 100)}%`,
    learners: PROMISE_EVIDENCE.learners.toLocaleString('en'),
    day: PROMISE_EVIDENCE.day,
  });
  const products = PRODUCT_ROUTES[edition]
    .map((route) => link(route.path, localize(PRACTICE_KINDS[route.kind].title, language)))
    .join('');
  return {
    title: t('site.home.metaTitle'),
    description: t('site.home.metaDescription'),
    keywords: t('site.home.metaKeywords'),
    body: `${h1(headline)}${p(t('site.home.subline'))}<ul>${products}</ul>`,
    status: 200,
  };
}

function landingPage({ t }: PageRequest): PublicPage {
  return {
    title: t('site.landing.metaTitle'),
    description: t('site.landing.lead'),
    keywords: t('site.home.metaKeywords'),
    // The hero video's poster, as the app's hero shows it: the first paint has the page's largest picture.
    body: `${h1(t('site.landing.title'))}${p(t('site.landing.lead'))}<img src="/landing/star-trek.jpg" alt="" width="915" height="420" /><h2>${escapeHtml(t('site.landing.sliderTitle'))}</h2>${p(t('site.landing.featureLevelsText'))}${p(t('site.landing.featureEfficiencyText'))}${p(t('site.landing.featureReportsText'))}`,
    status: 200,
  };
}

function chartPage({ language, t }: PageRequest): PublicPage {
  const title = t('site.chart.title');
  return page(language, {
    title,
    description: t('site.chart.description'),
    keywords: t('site.chart.keywords'),
    // The US home row: the page itself follows the learner's layout once it runs.
    body: `${h1(title)}${p(t('site.chart.lead', { left: 'A S D F', right: 'J K L ;' }))}`,
  });
}

function videoCoursePage({ language, t }: PageRequest): PublicPage {
  const title = t('site.nav.videoCourse');
  const lessons = videoLessons(FINGER_COURSE)
    .map((lesson) => link(`/product/video-course/${lesson.slug}`, localize(lesson.title, language)))
    .join('');
  return page(language, {
    title,
    description: t('site.video.description'),
    keywords: t('site.video.keywords'),
    body: `${h1(title)}${p(t('site.video.lead'))}<ol>${lessons}</ol>`,
  });
}

function blogPage({ language, t }: PageRequest): PublicPage {
  const articles = BLOG_ARTICLES.map((article) =>
    link(`/blog/${article.slug}`, blogText(article, language).title),
  ).join('');
  return page(language, {
    title: t('site.blog.title'),
    description: t('site.blog.description'),
    keywords: t('site.blog.keywords'),
    body: `${h1(t('site.blog.title'))}<ul>${articles}</ul>`,
  });
}

function faqPage({ language, t }: PageRequest): PublicPage {
  const items = FAQ.map(
    (item) =>
      `<h2>${escapeHtml(localize(item.question, language))}</h2>${p(localize(item.answer, language))}`,
  ).join('');
  return page(language, {
    title: t('site.faq.title'),
    description: t('site.faq.description'),
    keywords: t('site.faq.keywords'),
    body: `${h1(t('site.faq.title'))}${items}`,
  });
}

function contactPage({ language, t }: PageRequest): PublicPage {
  return page(language, {
    title: t('site.contact.title'),
    description: t('site.contact.description'),
    keywords: t('site.contact.keywords'),
    body: `${h1(t('site.contact.title'))}${p(t('site.contact.lead'))}`,
  });
}

function legalPage({ edition, language, t, path }: PageRequest): PublicPage {
  const terms = path === '/legal/tos';
  const title = t(terms ? 'site.footer.terms' : 'site.footer.privacy');
  const sections = (terms ? termsOf(edition) : privacyOf(edition))
    .map(
      (section) =>
        `<h2>${escapeHtml(localize(section.heading, language))}</h2>${p(localize(section.text, language))}`,
    )
    .join('');
  return page(language, {
    title,
    description: title,
    keywords: t(terms ? 'site.legal.termsKeywords' : 'site.legal.privacyKeywords'),
    body: `${h1(title)}${sections}`,
  });
}

/** The pages of one fixed path each. */
const FIXED_PAGES: Record<string, (request: PageRequest) => PublicPage> = {
  '/': homePage,
  '/cht': homePage,
  '/landing': landingPage,
  '/fingering-chart': chartPage,
  '/product/video-course': videoCoursePage,
  '/blog': blogPage,
  '/faq': faqPage,
  '/contact': contactPage,
  '/legal/tos': legalPage,
  '/legal/private': legalPage,
};

/** A product's page (a practice kind): its title, summary and points. */
function productPage({ edition, language, path }: PageRequest): PublicPage | null {
  const product = productRoute(edition, path);
  if (!product) return null;
  const kind = PRACTICE_KINDS[product.kind];
  const title = localize(kind.title, language);
  const summary = localize(kind.summary, language);
  return page(language, {
    title,
    description: summary,
    keywords: title,
    body: `${h1(title)}${p(summary)}${kind.points.map((point) => p(localize(point, language))).join('')}`,
  });
}

/** A video lesson's page; an unknown lesson is not found. */
function videoLessonPage({ language, path }: PageRequest): PublicPage | null {
  const video = /^\/product\/video-course\/([^/]+)$/.exec(path);
  if (!video) return null;
  const lesson = videoLesson(FINGER_COURSE, decodeURIComponent(video[1] ?? ''));
  if (!lesson) return notFound(language);
  const title = localize(lesson.title, language);
  return {
    title: videoPageTitle(lesson, language, (text) => pageTitle(language, text)),
    description: localize(lesson.description, language),
    keywords: localize(lesson.keywords, language),
    body: `${h1(title)}${lesson.body.map((paragraph) => p(localize(paragraph, language))).join('')}`,
    status: 200,
  };
}

/** A blog article's page; an unknown article is not found. */
function articlePage({ language, path }: PageRequest): PublicPage | null {
  const blog = /^\/blog\/([^/]+)$/.exec(path);
  if (!blog) return null;
  const article = blogArticle(decodeURIComponent(blog[1] ?? ''));
  if (!article) return notFound(language);
  const text = blogText(article, language);
  return page(language, {
    title: text.title,
    description: text.description,
    keywords: text.title,
    body: `<article>${h1(text.title)}${p(text.description)}${text.html}</article>`,
  });
}

/** The public page at a path, or null for the app's own pages (course map, lessons, games, reports...). */
export function publicPage(path: string, edition: Edition, language: LocaleCode): PublicPage | null {
  const clean = path.split('?')[0]?.replace(/\/+$/, '') || '/';
  const request: PageRequest = {
    edition,
    language,
    t: (id, values) => message(language, id, values),
    path: clean,
  };
  const fixed = Object.hasOwn(FIXED_PAGES, clean) ? FIXED_PAGES[clean] : undefined;
  if (fixed) return fixed(request);
  return productPage(request) ?? videoLessonPage(request) ?? articlePage(request);
}
