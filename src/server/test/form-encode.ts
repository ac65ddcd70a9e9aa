import { formFields } from '../../contracts/form';

/**
 * Form-encodes a payload the way the app's client does: arrays and objects as JSON, the rest as strings. A module
 * of its own so that the end-to-end specs, which import the child-server helpers, do not load the server.
 */
export function formEncode(payload: Record<string, unknown>): string {
  return new URLSearchParams(formFields(payload)).toString();
}
