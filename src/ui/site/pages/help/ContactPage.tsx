import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_TOPICS, type FeedbackTopic } from '../../../../contracts';
import { isApiError } from '../../../api';
import { useSendFeedback } from '../../../queries/feedback';
import { usePageMeta } from '../../page-meta';
import styles from '../../Site.module.css';

const TOPIC_LABELS: Record<FeedbackTopic, { id: string; defaultMessage: string }> = {
  general: { id: 'site.contact.topic.general', defaultMessage: 'A question or an idea' },
  help: { id: 'site.contact.topic.help', defaultMessage: 'Help with KeyQuest' },
  institution: { id: 'site.contact.topic.institution', defaultMessage: 'Institution edition' },
  school: { id: 'site.contact.topic.school', defaultMessage: 'School edition' },
  bug: { id: 'site.contact.topic.bug', defaultMessage: 'Something does not work' },
};

function isTopic(value: string | null): value is FeedbackTopic {
  return (FEEDBACK_TOPICS as readonly string[]).includes(value ?? '');
}

/** /contact: the feedback form (spec section 2.2); the server stores each message. */
export default function ContactPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const fieldId = useId();
  const initialTopic = params.get('topic');
  const [topic, setTopic] = useState<FeedbackTopic>(isTopic(initialTopic) ? initialTopic : 'general');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<'email' | 'message' | null>(null);
  const send = useSendFeedback();
  const title = intl.formatMessage({ id: 'site.contact.title', defaultMessage: 'Contact us' });
  usePageMeta({
    title: intl.formatMessage({ id: 'site.pageTitle', defaultMessage: '{title} | KeyQuest' }, { title }),
    description: intl.formatMessage({
      id: 'site.contact.description',
      defaultMessage:
        'Send the KeyQuest team a question, an idea or a request for the school and institution editions.',
    }),
    keywords: intl.formatMessage({
      id: 'site.contact.keywords',
      defaultMessage: 'contact KeyQuest, feedback, school edition, institution edition',
    }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setProblem('email');
    if (message.trim() === '') return setProblem('message');
    setProblem(null);
    send.mutate({ topic, name, email, message });
  };
  const serverError = send.error && isApiError(send.error) ? send.error : null;

  if (send.isSuccess) {
    return (
      <div className={styles.page}>
        <h1 className={styles.pageTitle}>{title}</h1>
        <p role="status" className={styles.card} data-testid="contact-sent">
          <FormattedMessage
            id="site.contact.sent"
            defaultMessage="Thank you! Your message has been received."
          />
        </p>
      </div>
    );
  }

  const label = { display: 'grid', gap: 6, fontWeight: 700 } as const;
  const input = {
    font: 'inherit',
    minHeight: 48,
    padding: '0.5rem 0.75rem',
    borderRadius: 10,
    border: '2px solid var(--color-border)',
  } as const;
  return (
    <div className={styles.page} style={{ maxWidth: 720 }}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <p className={styles.lead}>
        <FormattedMessage
          id="site.contact.lead"
          defaultMessage="Questions, ideas, or a school that wants to start: write to us and we will answer by email."
        />
      </p>
      <form className={styles.card} style={{ display: 'grid', gap: '1rem' }} onSubmit={submit} noValidate>
        <label style={label}>
          <FormattedMessage id="site.contact.topic" defaultMessage="Topic" />
          <select
            style={input}
            value={topic}
            onChange={(event) => isTopic(event.target.value) && setTopic(event.target.value)}
          >
            {FEEDBACK_TOPICS.map((option) => (
              <option key={option} value={option}>
                {intl.formatMessage(TOPIC_LABELS[option])}
              </option>
            ))}
          </select>
        </label>
        <label style={label}>
          <FormattedMessage id="site.contact.name" defaultMessage="Your name (optional)" />
          <input
            style={input}
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
          />
        </label>
        <label style={label}>
          <FormattedMessage id="site.contact.email" defaultMessage="Email" />
          <input
            style={input}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            aria-invalid={problem === 'email'}
            aria-describedby={problem === 'email' ? `${fieldId}-email` : undefined}
            required
          />
          {problem === 'email' && (
            <span id={`${fieldId}-email`} style={{ color: 'var(--color-wrong)' }}>
              <FormattedMessage
                id="site.contact.emailInvalid"
                defaultMessage="Please enter a valid email address"
              />
            </span>
          )}
        </label>
        <label style={label}>
          <FormattedMessage id="site.contact.message" defaultMessage="Message" />
          <textarea
            style={{ ...input, minHeight: 160 }}
            value={message}
            maxLength={FEEDBACK_MESSAGE_MAX}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={problem === 'message'}
            aria-describedby={problem === 'message' ? `${fieldId}-message` : undefined}
            required
          />
          {problem === 'message' && (
            <span id={`${fieldId}-message`} style={{ color: 'var(--color-wrong)' }}>
              <FormattedMessage id="site.contact.messageRequired" defaultMessage="Please write a message" />
            </span>
          )}
        </label>
        {serverError && (
          <p role="alert" style={{ color: 'var(--color-wrong)', margin: 0 }}>
            {serverError.message}
          </p>
        )}
        <button
          type="submit"
          className="button button-primary"
          disabled={send.isPending}
          data-testid="contact-send"
        >
          <FormattedMessage id="site.contact.send" defaultMessage="Send" />
        </button>
      </form>
    </div>
  );
}
