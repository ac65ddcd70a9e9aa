import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { SSO_KINDS, type SsoKind, type SsoProvider } from '../../../contracts';
import { describeError } from '../../api/errors';
import { ssoProvidersQuery, useSsoChanges } from '../../queries/sso';
import styles from '../../components/class-area/ClassArea.module.css';

const kindName = (intl: IntlShape, kind: SsoKind) =>
  ({
    google: intl.formatMessage({ id: 'school.sso.kind.google', defaultMessage: 'Google' }),
    microsoft: intl.formatMessage({
      id: 'school.sso.kind.microsoft',
      defaultMessage: 'Microsoft (Entra ID)',
    }),
    clever: intl.formatMessage({ id: 'school.sso.kind.clever', defaultMessage: 'Clever' }),
    classlink: intl.formatMessage({ id: 'school.sso.kind.classlink', defaultMessage: 'ClassLink' }),
    generic: intl.formatMessage({ id: 'school.sso.kind.generic', defaultMessage: 'Another OpenID provider' }),
  })[kind];

/** "a.example, b.example" → ['a.example', 'b.example'] */
const listOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);

interface Draft {
  providerId?: number;
  kind: SsoKind;
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  tenants: string;
  enabled: boolean;
}
const EMPTY: Draft = {
  kind: 'google',
  issuer: '',
  clientId: '',
  clientSecret: '',
  domains: '',
  tenants: '',
  enabled: true,
};
const draftOf = (provider: SsoProvider): Draft => ({
  providerId: provider.providerId,
  kind: provider.kind,
  issuer: provider.kind === 'generic' ? provider.issuer : '',
  clientId: provider.clientId,
  clientSecret: '',
  domains: provider.domains.join(', '),
  tenants: provider.tenants.join(', '),
  enabled: provider.enabled,
});

/**
 * The school's sign-in providers: which ones (Google, Microsoft, Clever, ClassLink or another OpenID provider),
 * the client KeyQuest is registered as there, and the e-mail domains and tenants that are the school's. The
 * secret is written, never shown again; each provider's link is what the school hands out.
 */
export function SchoolSignIn({ characterId }: { characterId: number }) {
  const intl = useIntl();
  const providers = useQuery(ssoProvidersQuery(characterId));
  const { save, remove } = useSsoChanges(characterId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        ...(draft.providerId !== undefined ? { providerId: draft.providerId } : {}),
        kind: draft.kind,
        ...(draft.kind === 'generic' ? { issuer: draft.issuer.trim() } : {}),
        clientId: draft.clientId,
        // Editing with the field left empty keeps the stored secret.
        ...(draft.clientSecret || draft.providerId === undefined ? { clientSecret: draft.clientSecret } : {}),
        domains: listOf(draft.domains),
        tenants: listOf(draft.tenants),
        enabled: draft.enabled,
      },
      { onSuccess: () => setDraft(EMPTY) },
    );
  };
  const error = save.error ?? remove.error;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <section className={`${styles.section} ${styles.noPrint}`} aria-labelledby="school-sso">
      <h2 id="school-sso" className={styles.sectionTitle}>
        <FormattedMessage id="school.sso.title" defaultMessage="Sign-in with the school's accounts" />
      </h2>
      <p className={styles.note}>
        <FormattedMessage
          id="school.sso.note"
          defaultMessage="Children and teachers sign in with the accounts they already have. Anyone whose e-mail domain or tenant is listed here becomes a student of the school at their first sign-in, or finds the account the roster opened for them."
        />
      </p>
      {providers.data && providers.data.providers.length > 0 && (
        <ul className={styles.cards} data-testid="sso-providers">
          {providers.data.providers.map((provider) => (
            <li
              key={provider.providerId}
              className={styles.card}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="sso-provider"
            >
              <h3 className={styles.cardTitle}>
                {kindName(intl, provider.kind)}{' '}
                <span className={provider.enabled ? `${styles.badge} ${styles.badgeOk}` : styles.badge}>
                  {provider.enabled
                    ? intl.formatMessage({ id: 'school.sso.on', defaultMessage: 'On' })
                    : intl.formatMessage({ id: 'school.sso.off', defaultMessage: 'Off' })}
                </span>
              </h3>
              <p>{provider.issuer}</p>
              <p>
                <FormattedMessage
                  id="school.sso.belong"
                  defaultMessage="Domains: {domains} · Tenants: {tenants}"
                  values={{
                    domains: provider.domains.join(', ') || '–',
                    tenants: provider.tenants.join(', ') || '–',
                  }}
                />
              </p>
              <p>
                <FormattedMessage id="school.sso.link" defaultMessage="Sign-in link to hand out:" />{' '}
                <code>{`${origin}${provider.signInPath}`}</code>
              </p>
              <div className={styles.row}>
                <button
                  type="button"
                  className={`${styles.button} ${styles.secondary}`}
                  onClick={() => set(draftOf(provider))}
                >
                  <FormattedMessage id="school.sso.edit" defaultMessage="Change" />
                </button>
                <button
                  type="button"
                  className={`${styles.button} ${styles.danger}`}
                  onClick={() => remove.mutate(provider.providerId)}
                >
                  <FormattedMessage id="school.sso.remove" defaultMessage="Remove" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="school-sso-form">
        <h3 id="school-sso-form" className={styles.cardTitle}>
          {draft.providerId === undefined ? (
            <FormattedMessage id="school.sso.add" defaultMessage="Add a provider" />
          ) : (
            <FormattedMessage id="school.sso.change" defaultMessage="Change the provider" />
          )}
        </h3>
        <label className={styles.field}>
          <FormattedMessage id="school.sso.kind" defaultMessage="Provider" />
          <select value={draft.kind} onChange={(event) => set({ kind: event.target.value as SsoKind })}>
            {SSO_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindName(intl, kind)}
              </option>
            ))}
          </select>
        </label>
        {draft.kind === 'generic' && (
          <label className={styles.field}>
            <FormattedMessage id="school.sso.issuer" defaultMessage="Issuer address" />
            <input
              type="url"
              value={draft.issuer}
              placeholder="https://sso.school.example"
              onChange={(event) => set({ issuer: event.target.value })}
            />
          </label>
        )}
        <label className={styles.field}>
          <FormattedMessage id="school.sso.clientId" defaultMessage="Client ID" />
          <input
            value={draft.clientId}
            autoComplete="off"
            onChange={(event) => set({ clientId: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <FormattedMessage id="school.sso.clientSecret" defaultMessage="Client secret" />
          <input
            type="password"
            value={draft.clientSecret}
            autoComplete="new-password"
            placeholder={
              draft.providerId !== undefined
                ? intl.formatMessage({
                    id: 'school.sso.secretKept',
                    defaultMessage: 'Leave empty to keep the stored one',
                  })
                : undefined
            }
            onChange={(event) => set({ clientSecret: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <FormattedMessage
            id="school.sso.domains"
            defaultMessage="E-mail domains of the school (comma-separated)"
          />
          <input
            value={draft.domains}
            placeholder="school.example"
            onChange={(event) => set({ domains: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <FormattedMessage
            id="school.sso.tenants"
            defaultMessage="Tenant or district IDs (Microsoft's tenant ID, Clever's district; comma-separated)"
          />
          <input value={draft.tenants} onChange={(event) => set({ tenants: event.target.value })} />
        </label>
        <label>
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => set({ enabled: event.target.checked })}
          />{' '}
          <FormattedMessage id="school.sso.enabled" defaultMessage="People can sign in with it" />
        </label>
        <div className={styles.row}>
          <button type="submit" className={styles.button} disabled={save.isPending}>
            <FormattedMessage id="school.sso.save" defaultMessage="Save the provider" />
          </button>
          {draft.providerId !== undefined && (
            <button
              type="button"
              className={`${styles.button} ${styles.secondary}`}
              onClick={() => setDraft(EMPTY)}
            >
              <FormattedMessage id="school.sso.cancel" defaultMessage="Cancel" />
            </button>
          )}
        </div>
      </form>
      {error && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(describeError(error))}
        </p>
      )}
    </section>
  );
}
