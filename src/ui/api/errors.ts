import { ERROR_CATALOGUE, errorMessageId, isErrorCode } from '../../contracts';
import { isApiError } from './client';

/**
 * A failed call as a react-intl message: `intl.formatMessage(describeError(error))` shows the catalogue
 * message in the interface language (the toast of a failed mutation). Unknown codes fall back to the
 * server's own message, which is already in the request's language.
 */
export function describeError(error: unknown): { id: string; defaultMessage: string } {
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
