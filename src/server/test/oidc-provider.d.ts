/** The few parts of oidc-provider (no types of its own) the tests' local identity provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface KoaContext {
    path: string;
    method: string;
    body: unknown;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): this;
    interactionDetails(
      req: IncomingMessage,
      res: ServerResponse,
    ): Promise<{ uid: string; params: Record<string, unknown> }>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (values: { accountId: string; clientId: string }) => {
      addOIDCScope(scope: string): void;
      save(): Promise<string>;
    };
    proxy: boolean;
  }
}
