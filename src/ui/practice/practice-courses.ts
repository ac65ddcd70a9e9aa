import { catalogueFor, coursesOfProductPage, type CatalogueEntry } from '../../content/catalogue';
import type { LocaleCode } from '../../contracts/locales';
import { currentEdition } from '../api/page-edition';

/** The courses of this edition other than the finger course (shown above them on the course map). */
export function practiceCourses(locale: LocaleCode): CatalogueEntry[] {
  return catalogueFor(currentEdition(), locale).filter((course) => course.family !== 'finger');
}

/** The courses a product page presents in this edition. */
export function productCourses(path: string, locale: LocaleCode): CatalogueEntry[] {
  return coursesOfProductPage(path, currentEdition(), locale);
}
