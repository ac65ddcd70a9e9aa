import { lazy } from 'react';
import { Navigate, Route } from 'react-router';
import { PRODUCT_ROUTES } from '../../content/site/product-routes';
import { currentEdition } from '../api/page-edition';
import { useLocaleStore } from '../i18n/locale-store';
import { useEffect } from 'react';
import { withData } from '../data-layer';

const loadHome = () => import('./pages/home/HomePage');
const loadLayout = () => import('./SiteLayout');
// The layout and the page would otherwise load one after the other: start both at once on the home page.
if (
  typeof window !== 'undefined' &&
  (window.location.pathname === '/' || window.location.pathname === '/cht')
) {
  void loadLayout();
  void loadHome();
}

// The home and landing pages read nothing from the server before a click: they load without the data layer
// (src/ui/data-layer.tsx); every other page of the site comes with it.
const SiteLayout = lazy(() => loadLayout().then((module) => ({ default: module.SiteLayout })));
const HomePage = lazy(loadHome);
const ProductPage = withData(() => import('./pages/product/ProductPage'));
const FingeringChartPage = withData(() => import('./pages/fingering-chart/FingeringChartPage'));
const VideoCoursePage = withData(() => import('./pages/video-course/VideoCoursePage'));
const VideoLessonPage = withData(() => import('./pages/video-course/VideoLessonPage'));
const BlogListPage = withData(() => import('./pages/blog/BlogListPage'));
const BlogArticlePage = withData(() => import('./pages/blog/BlogArticlePage'));
const FaqPage = withData(() => import('./pages/help/FaqPage'));
const ContactPage = withData(() => import('./pages/help/ContactPage'));
const LegalPage = withData(() => import('./pages/help/LegalPage'));
const LandingPage = lazy(() => import('./pages/landing/LandingPage'));

/** Every product page path of both editions; the page itself shows 404 for the other edition's paths. */
const PRODUCT_PATHS = [
  ...new Set([...PRODUCT_ROUTES.cn, ...PRODUCT_ROUTES.global].map((route) => route.path)),
];

/** /cht: the home page in Traditional Chinese (China-region edition); the global edition goes home. */
function ChtHome() {
  const setLocale = useLocaleStore((state) => state.setLocale);
  const locale = useLocaleStore((state) => state.locale);
  const cn = currentEdition() === 'cn';
  useEffect(() => {
    if (cn && locale !== 'CHT') setLocale('CHT');
  }, [cn, locale, setLocale]);
  return cn ? <HomePage /> : <Navigate to="/" replace />;
}

/** The public site's routes (issue 5), all inside the site layout. Spread into <Routes> by AppRoutes. */
export function siteRoutes() {
  return (
    <Route element={<SiteLayout />}>
      <Route path="/" element={<HomePage />} />
      <Route path="/cht" element={<ChtHome />} />
      <Route path="/landing" element={<LandingPage />} />
      {PRODUCT_PATHS.map((path) => (
        <Route key={path} path={path} element={<ProductPage />} />
      ))}
      <Route path="/fingering-chart" element={<FingeringChartPage />} />
      <Route path="/product/video-course" element={<VideoCoursePage />} />
      <Route path="/product/video-course/:video" element={<VideoLessonPage />} />
      <Route path="/blog" element={<BlogListPage />} />
      <Route path="/blog/:slug" element={<BlogArticlePage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/legal/tos" element={<LegalPage document="tos" />} />
      <Route path="/legal/private" element={<LegalPage document="private" />} />
    </Route>
  );
}
