import type { FastifyRequest } from 'fastify';
import {
  ERROR_CATALOGUE,
  HEADERS,
  isLocaleCode,
  type Edition,
  type ErrorCode,
  type LocaleCode,
} from '../contracts';
import CHS from '../../locales/CHS.json';
import CHT from '../../locales/CHT.json';
import ENG from '../../locales/ENG.json';
import JA from '../../locales/JA.json';
import MSA from '../../locales/MSA.json';

/** The app's message bundles; the server uses its own ids (`error.*`, `server.*`). */
const BUNDLES: Record<LocaleCode, Record<string, string>> = { ENG, CHS, CHT, MSA, JA };

/** Accept-Language tags to our locale codes, for callers that do not send the language header. */
function fromAcceptLanguage(header: string | undefined): LocaleCode | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (/^zh-(hant|tw|hk|mo)/.test(tag)) return 'CHT';
    if (tag.startsWith('zh')) return 'CHS';
    if (tag.startsWith('ms')) return 'MSA';
    if (tag.startsWith('ja')) return 'JA';
    if (tag.startsWith('en')) return 'ENG';
  }
  return null;
}

/** The request's language: the language header, else Accept-Language, else the edition's default. */
export function requestLanguage(request: FastifyRequest, edition: Edition): LocaleCode {
  const header = request.headers[HEADERS.language];
  const value = Array.isArray(header) ? header[0] : header;
  const upper = value?.trim().toUpperCase();
  if (isLocaleCode(upper)) return upper;
  return fromAcceptLanguage(request.headers['accept-language']) ?? (edition === 'cn' ? 'CHS' : 'ENG');
}

/** A server message in a language, with `{name}` placeholders filled; English, then the id, as fallbacks. */
export function translate(
  language: LocaleCode,
  id: string,
  values: Record<string, string | number> = {},
): string {
  const text = BUNDLES[language][id] ?? ENG[id as keyof typeof ENG] ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The catalogue message of an error code in a language. */
export function errorMessage(code: ErrorCode, language: LocaleCode): string {
  const id = `error.${code}`;
  return BUNDLES[language][id] ?? (ENG as Record<string, string>)[id] ?? ERROR_CATALOGUE[code].message;
}
