import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { defineRoute } from '../http/route';
import {
  blogArticleDetail,
  blogHome,
  blogList,
  organizationInfo,
  storeFeedback,
  visitorCountry,
} from './service';

/** Public calls of the site: the organisation theme, the blog and the contact form. */
export function openRoutes(api: FastifyInstance, context: ServerContext): void {
  defineRoute(api, context, 'organizationByStudent', ({ payload }) =>
    organizationInfo(context, payload.orgId),
  );
  defineRoute(api, context, 'blogHome', ({ language }) => blogHome(context, language));
  defineRoute(api, context, 'blogList', ({ language }) => blogList(context, language));
  defineRoute(api, context, 'blogArticle', ({ payload, language }) =>
    blogArticleDetail(context, payload.slug, language),
  );
  defineRoute(api, context, 'country', async ({ request }) => visitorCountry(request.headers));
  defineRoute(api, context, 'feedback', ({ payload, language }) => storeFeedback(context, payload, language));
}
