import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string;
}

function setMeta(name: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

function setProperty(property: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute('property', property);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Sets the page's title, description and keywords (spec section 2.8 for lessons; every public page does the
 * same). The server writes the same tags into the HTML it sends, for search engines and link previews.
 */
export function usePageMeta({ title, description, keywords }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    setMeta('description', description);
    setMeta('keywords', keywords);
    setProperty('og:title', title);
    setProperty('og:description', description);
  }, [title, description, keywords]);
}
