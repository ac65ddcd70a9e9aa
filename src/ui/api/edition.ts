import { EDITIONS, type Edition } from '../../contracts/constants';
import { REGION_BY_EDITION, SOURCE_BY_EDITION } from '../../contracts/http';
import { currentEdition } from './page-edition';

/**
 * The edition the page runs as: the one the server wrote on the page (`<html data-edition>`, from its EDITION
 * setting or the host name), else VITE_KEYQUEST_EDITION at build time (`global` or `cn`), global by default.
 */
export function appEdition(): Edition {
  const edition = currentEdition();
  return (EDITIONS as readonly string[]).includes(edition) ? edition : 'global';
}

/** The source and region headers of the edition (global: `global` and `US`). */
export function editionHeaders(edition: Edition = appEdition()): { source: string; region: string } {
  return { source: SOURCE_BY_EDITION[edition], region: REGION_BY_EDITION[edition] };
}
