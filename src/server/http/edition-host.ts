import type { Edition } from '../../contracts';
import type { Env } from '../env';

/** The edition a request's page runs as: the China-region one on a host listed in CN_HOSTS, else EDITION. */
export function editionForHost(env: Pick<Env, 'EDITION' | 'CN_HOSTS'>, hostname: string): Edition {
  const host = hostname.replace(/:\d+$/, '').toLowerCase();
  return env.CN_HOSTS.includes(host) ? 'cn' : env.EDITION;
}
