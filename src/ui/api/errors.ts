import { ERROR_CATALOGUE, errorMessageId, isErrorCode } from '../../contracts';
import { isApiError } from './client';

/**
 * A failed call as a react-intl message: `intl.formatMessage(describeError(error))` shows the catalogue
 * message in the interface language (the toast of a failed mutation). Unknown codes fall back to the
 * server's own message, which is already in the request's language. A call that got no answer says so in words:
 * offline, that it needs the internet; online, the catalogue's connection message.
 */
export function describeError(error: unknown): { id: string; defaultMessage: string } {
  // No answer at all: the catalogue's bare "Network Error" says nothing a child can act on.
  if (isApiError(error) && error.errorCode === 'NETWORK_ERROR') {
    if (typeof navigator !== 'undefined' && navigator.onLine === false)
      return {
        id: 'pwa.offline.needsInternet',
        defaultMessage: 'This needs the internet. It shows again when you are back online.',
      };
    return {
      id: errorMessageId('NETWORK_CONNECTION'),
      defaultMessage: ERROR_CATALOGUE.NETWORK_CONNECTION.message,
    };
  }
  if (isApiError(error)) {
    if (isErrorCode(error.errorCode)) {
      return {
        id: errorMessageId(error.errorCode),
        defaultMessage: ERROR_CATALOGUE[error.errorCode].message,
      };
    }
    return { id: 'error.INTERNAL_ERROR', defaultMessage: error.message };
  }
  return { id: 'error.INTERNAL_ERROR', defaultMessage: ERROR_CATALOGUE.INTERNAL_ERROR.message };
}
