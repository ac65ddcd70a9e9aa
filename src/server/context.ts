import type { Database } from './db/database';
import type { Env } from './env';
import type { Clock } from './shared/clock';
import type { MessageSender, Outbox } from './shared/messages';
import type { LimitCounters } from './shared/limits';
import type { TokenService } from './auth/tokens';
import type { PaymentProviders } from './membership/providers';
import type { StaleReads } from './http/stale-reads';
import type { AttemptSavedListener } from './attempt/saved';
import type { SessionOpenedListener } from './auth/sign-in';
import type { AttemptRow } from './attempt/attempt-store';
import type { CourseShare } from './custom-course/service';
import type { ClassLayouts } from './character/service';
import type { GroupOversight } from './groups/access';
import type { SecretBox } from './shared/sealed';

/** What every route and service works with, made once per server in buildApp. */
export interface ServerContext {
  env: Env;
  db: Database;
  clock: Clock;
  tokens: TokenService;
  /** Sends verification codes (the outbox unless a provider is configured). */
  sender: MessageSender;
  /** The development outbox, readable over HTTP in test modes. */
  outbox: Outbox;
  /** Who takes payments (docs/MEMBERSHIP.md): the active provider, none when purchases are off. */
  payments: PaymentProviders;
  /** Key of the verification-code hashes. */
  codeKey: string;
  /** Seals and opens the secrets kept for schools (shared/sealed.ts). */
  secrets: SecretBox;
  /** The counters of the sign-in limits (the database's). */
  limits: LimitCounters;
  /** The replica for reads that may be a second stale (DATABASE_REPLICA_URL); absent without one. */
  staleReads?: StaleReads;
  /**
   * Who reacts to a session a sign-in opened, in its transaction (auth/sign-in.ts): the membership's device limits
   * (membership/devices.ts). Handed over here so that auth imports no membership.
   */
  sessionOpened: readonly SessionOpenedListener[];
  /**
   * Who reacts to a saved attempt, in its transaction and in this order (attempt/saved.ts): economy pays it, the
   * leaderboards rank it. Handed over here so that attempt imports neither.
   */
  attemptSaved: readonly AttemptSavedListener[];
  /**
   * Who hears of a stored attempt after its transaction, without the attempt waiting (a lesson's score sent to the
   * school's learning platform: lti/service.ts). Each catches its own failures.
   */
  attemptStored: readonly ((context: ServerContext, row: AttemptRow) => Promise<void>)[];
  /** Who shares a custom course with a student (custom-course/service.ts): a class's assignments. */
  courseShares: readonly CourseShare[];
  /** The layout a class of each character sets (groups/class-layouts.ts), so that character imports no groups. */
  classLayouts: ClassLayouts;
  /**
   * Who oversees a group besides its owner, and the name it is shown under (a school's classes:
   * schools/classes.ts), so that groups imports no schools.
   */
  groupOversight: GroupOversight;
}
